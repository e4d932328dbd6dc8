import { messages } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession, saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { renderAt } from '../../../test/render';

const TOKEN = 'a'.repeat(43);
const text = messages.confirmEmailPage;
const confirmCall = `POST /api/auth/confirm-email/${TOKEN}`;

describe('confirm a new email (decision 019)', () => {
  it('changes nothing until the button is pressed, then says so and ends this browser’s session', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    const api = fakeApi({ [confirmCall]: () => ({ body: { message: messages.api.emailChanged } }) });
    renderAt(`/confirm-email/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === confirmCall)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.done);
    expect(screen.getByRole('link', { name: text.goToLogin })).toHaveAttribute('href', '/login');
    expect(readSession().token).toBeNull();
  });

  it('shows the server’s message for a used or expired link', async () => {
    fakeApi({ [confirmCall]: () => ({ status: 400, body: { message: messages.api.invalidOrExpiredLink } }) });
    renderAt(`/confirm-email/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: text.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired link.');
  });
});
