import { careersSiteMessages as messages } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveLogin, saveMe } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { fakeToken, inOneHour } from '../../test/fake-token';
import { aProfile } from '../../test/profile-fixture';
import { renderAt } from '../../test/render';

const text = messages.topBar.continueYourApplication;

describe('the way back to an application in progress', () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
  });

  it('takes its place at once, before the application is known, so the page does not jump when it is', async () => {
    // No answer for the latest application: the banner is there all the same, without a link yet.
    fakeApi({ 'GET /api/open-positions': () => ({ body: [] }) });
    renderAt('/');
    const banner = await screen.findByRole('complementary', { name: text });
    expect(banner).toHaveTextContent(text);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
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
