import { saveLogin } from '../lib/session';
import { fakeToken, inOneHour } from './fake-token';

/** The administrator (user 1, role 1) signed in for the next hour, as the login page leaves it. */
export const signInAsAdmin = () =>
  saveLogin({ id: 1, role: 1, token: fakeToken({ exp: inOneHour(), sub: '1', role: 1 }) });
