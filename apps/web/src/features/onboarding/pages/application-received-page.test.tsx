import { apiPaths, type DriverVerification, type DriverVerifications, inEnglish } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLogin, saveMe } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

const release = {
  key: 'previous_employer_release',
  version: '1',
  sha256: 'c'.repeat(64),
  required: true,
  title: 'Release',
  text: 'The carrier’s words.',
};
const aCheck = (status: DriverVerification['status']) =>
  ({ id: 9, application_id: 42, employer_name: 'Northern Freight Ltd.', status }) as DriverVerification;

/** A submitted driver's page, with these previous-employer checks. */
function renderWithChecks(verifications: DriverVerification[]) {
  saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
  saveMe(aProfile({ pipeline_status: 3 }));
  const list: DriverVerifications = { release, rights: null, verifications };
  fakeApi({
    'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 3 }) }),
    [`GET ${apiPaths.candidateVerifications}`]: () => ({ body: list }),
  });
  renderAt('/application-received');
}

describe('Application received page', () => {
  it('thanks the candidate and links back to the open positions', async () => {
    renderWithChecks([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('onboarding.receivedTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('onboarding.receivedBody'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inEnglish.t('onboarding.backToPositions') })).toHaveAttribute('href', '/');
  });

  it('names the releases as the next step only while one waits to be signed', async () => {
    const next = inEnglish.t('verifications.driver.receivedLink');
    renderWithChecks([aCheck('awaiting_release'), aCheck('sent')]);
    expect(await screen.findByRole('link', { name: next })).toHaveAttribute('href', '/candidate/verifications');
    expect(screen.queryByRole('link', { name: inEnglish.t('nav.myApplications') })).toBeNull();
  });

  it('says no employer is to be contacted, and asks nothing, when none is', async () => {
    renderWithChecks([]);
    expect(await screen.findByText(inEnglish.t('verifications.driver.none'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: inEnglish.t('verifications.driver.receivedLink') })).toBeNull();
  });

  it('asks nothing once every release is signed', async () => {
    renderWithChecks([aCheck('sent'), aCheck('answered')]);
    // Where the application is followed from now on.
    expect(await screen.findByRole('link', { name: inEnglish.t('nav.myApplications') })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    expect(screen.queryByRole('link', { name: inEnglish.t('verifications.driver.receivedLink') })).toBeNull();
    expect(screen.queryByText(inEnglish.t('verifications.driver.none'))).toBeNull();
  });

  it('needs a session', async () => {
    fakeApi();
    const { router } = renderAt('/application-received');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
