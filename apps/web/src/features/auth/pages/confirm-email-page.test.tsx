import { inEnglish } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession, saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { renderAt } from '../../../test/render';

const TOKEN = 'a'.repeat(43);
const confirmCall = `POST /api/auth/confirm-email/${TOKEN}`;

describe('confirm a new email (decision 019)', () => {
  it('changes nothing until the button is pressed, then says so and ends this browser’s session', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    const api = fakeApi({ [confirmCall]: () => ({ body: { message: inEnglish.t('api.emailChanged') } }) });
    renderAt(`/confirm-email/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('confirmEmailPage.title') }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === confirmCall)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('confirmEmailPage.submit') }));
    expect(await screen.findByRole('status')).toHaveTextContent(inEnglish.t('confirmEmailPage.done'));
    expect(screen.getByRole('link', { name: inEnglish.t('confirmEmailPage.goToLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(readSession().token).toBeNull();
  });

  it('shows the server’s message for a used or expired link', async () => {
    fakeApi({ [confirmCall]: () => ({ status: 400, body: { message: inEnglish.t('api.invalidOrExpiredLink') } }) });
    renderAt(`/confirm-email/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: inEnglish.t('confirmEmailPage.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired link.');
  });
});
