import { apiPaths, inEnglish } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

const LINK = apiPaths.privacyExportLink('a-link-token-0123456789abcdef');
const building = () => ({
  status: 202,
  headers: { 'Retry-After': '0' },
  body: { location: LINK, expires_at: '2026-11-27T18:00:00.000Z' },
});
const zip = () => ({ body: { zip: true } });

/** jsdom has no blob URLs: the one call that saves the file is stood in for, and counted. */
function standInBlobUrls() {
  const createObjectURL = vi.fn(() => 'blob:my-data');
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Object.assign(URL, original);
  });
  return createObjectURL;
}

async function openProfile(url: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /api/candidate/user/profile': () => ({ body: aProfile() }),
    [`GET ${apiPaths.privacy}`]: () => ({ body: { consents: [], requests: [] } }),
    ...routes,
  });
  renderAt(url);
  await screen.findByRole('heading', { level: 1, name: inEnglish.t('profilePage.title') });
  return api;
}

describe('Download my data (decision 031)', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('waits for a large export built in the background, then saves it', async () => {
    const saved = standInBlobUrls();
    let asked = 0;
    const api = await openProfile('/profile', {
      [`GET ${apiPaths.privacyExport}`]: building,
      [`GET ${LINK}`]: () => (++asked < 3 ? building() : zip()),
    });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('privacy.driver.download') }));
    expect(await screen.findByText(inEnglish.t('privacy.driver.downloaded'))).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.key === `GET ${LINK}`)).toHaveLength(3);
  });

  it('says the data is on its way when it is not ready after a minute, and saves nothing', async () => {
    const saved = standInBlobUrls();
    await openProfile('/profile', { [`GET ${apiPaths.privacyExport}`]: building, [`GET ${LINK}`]: building });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('privacy.driver.download') }));
    expect(await screen.findByText(inEnglish.t('privacyExport.preparing'))).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('downloads from the mail’s link, and says why when the link is gone', async () => {
    const saved = standInBlobUrls();
    const token = 'a-link-token-0123456789abcdef';
    let gone = false;
    const api = await openProfile(`/profile?export=${token}`, {
      [`GET ${LINK}`]: () =>
        gone ? { status: 404, body: { message: inEnglish.t('privacy.api.exportLinkGone') } } : zip(),
    });
    expect(screen.getByText(inEnglish.t('privacyExport.readyTitle'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('privacy.driver.download') }));
    expect(await screen.findByText(inEnglish.t('privacy.driver.downloaded'))).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(api.calls.some((call) => call.key === `GET ${apiPaths.privacyExport}`)).toBe(false);

    gone = true;
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('privacy.driver.download') }));
    const said = await screen.findByText(inEnglish.t('privacy.api.exportLinkGone'));
    expect(said.closest('[role="alert"]')).not.toBeNull();
  });
});
