import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveLogin, saveMe } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { fakeToken, inOneHour } from '../../test/fake-token';
import { aProfile } from '../../test/profile-fixture';
import { renderAt } from '../../test/render';

const text = inEnglish.t('topBar.continueYourApplication');

describe('the way back to an application in progress', () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
  });

  it('leads on at once, before the application is known, through the guard that sends the driver to it', async () => {
    // No answer for the latest application yet: the banner links to /profile, whose guard continues.
    fakeApi({ 'GET /api/open-positions': () => ({ body: [] }) });
    renderAt('/');
    const banner = await screen.findByRole('complementary', { name: text });
    expect(within(banner).getByRole('link', { name: text })).toHaveAttribute('href', '/profile');
  });

  it('leads to the application once its id is known', async () => {
    fakeApi({
      'GET /api/open-positions': () => ({ body: [] }),
      'GET /api/apply/latest': () => ({ body: { application_id: 42 } }),
    });
    renderAt('/');
    const banner = await screen.findByRole('complementary', { name: text });
    expect(await within(banner).findByRole('link', { name: text })).toHaveAttribute('href', '/candidate/onboarding/42');
  });
});
