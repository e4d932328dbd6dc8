import { inEnglish } from '@roadhire/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { byLabel } from '../../../test/queries';
import { renderAt } from '../../../test/render';

const TOKEN = 'a'.repeat(43);

describe('forgot password (SPEC §5, §8)', () => {
  const send = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('forgotPasswordPage.submit') }));

  it('asks for the email before sending anything', async () => {
    const api = fakeApi();
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await send();
    expect(byLabel(inEnglish.t('fields.email'))).toHaveAccessibleDescription('Please enter your email address.');
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it("shows the server's answer, or the default text when it has none", async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => ({ body: { message: '' } }) });
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.email')), 'ana@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset link sent. Please check your inbox (and spam).');
  });

  it("falls back to the error's own message when the server sends none", async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => ({ status: 500 }) });
    renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.email')), 'ana@example.com');
    await send();
    // SPEC §8: server message, else the error's own message, else the default.
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed with status 500');
  });
});

describe('reset password (SPEC §5, §8)', () => {
  const reset = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('resetPasswordPage.submit') }));

  it("says 'Invalid reset link.' without a token", async () => {
    fakeApi();
    renderAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset link.');
  });

  it("checks length and match with register's messages", async () => {
    const api = fakeApi();
    renderAt(`/reset-password/${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), 'short');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'shorter');
    await reset();
    expect(byLabel(inEnglish.t('fields.newPassword'))).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    expect(byLabel(inEnglish.t('fields.confirmNewPassword'))).toHaveAccessibleDescription('Passwords do not match.');
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('sends the trimmed password, then goes to /login after 1.2 seconds', async () => {
    const api = fakeApi({ [`POST /api/auth/reset-password/${TOKEN}`]: () => ({ body: { message: '' } }) });
    const { router } = renderAt(`/reset-password/${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), '  new-secret  ');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'new-secret');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await reset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset successfully!');
    expect(api.calls.at(-1)?.body).toEqual({ password: 'new-secret' });
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
    act(() => vi.advanceTimersByTime(250));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message for a used or expired link", async () => {
    fakeApi({
      [`POST /api/auth/reset-password/${TOKEN}`]: () => ({
        status: 400,
        body: { message: 'Invalid or expired link.' },
      }),
    });
    renderAt(`/reset-password/${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), 'new-secret');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'new-secret');
    await reset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired link.');
  });
});
