import { PIPELINE_STATUS_COOKIE } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { anHourAgo, fakeToken, inOneHour } from '../test/fake-token';
import { aProfile } from '../test/profile-fixture';
import { readCookie } from './cookies';
import { clearSession, saveLogin, saveMe } from './session';

const cookie = () => readCookie(PIPELINE_STATUS_COOKIE);

describe('the cookie that lets the server draw a page for a driver mid-application', () => {
  it('holds the stored pipeline_status while the application is in progress or completed', () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    expect(cookie()).toBeNull();
    saveMe(aProfile({ pipeline_status: 2 }));
    expect(cookie()).toBe('2');
    saveMe(aProfile({ pipeline_status: 3 }));
    expect(cookie()).toBe('3');
    saveMe(aProfile({ pipeline_status: null }));
    expect(cookie()).toBeNull();
  });

  it('goes at logout and at the next login, which must not show the previous account', () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
    clearSession();
    expect(cookie()).toBeNull();

    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
    saveLogin({ id: 8, role: 2, token: fakeToken({ exp: inOneHour() }) });
    expect(cookie()).toBeNull();
  });

  it('is not set for a session whose token has lapsed', () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: anHourAgo() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
    expect(cookie()).toBeNull();
  });
});
