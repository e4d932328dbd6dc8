import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, FILE_API, FILE_URL, noDriverMail } from '../../../../test/applicant-file-fixture';
import { fakeApi, memberWith } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';
import { aSignature } from '../../../../test/signing-fixture';

// The applicant file draws only the panels the member's role may use (issue 43), so it sends no
// request the server would refuse: the investigation file, the Clearinghouse step and privacy.

async function openFileAs(permissions: Parameters<typeof memberWith>[0], file = anApplicantFile()) {
  const api = fakeApi({
    [`GET ${FILE_API}`]: () => ({ body: file }),
    ...noDriverMail,
    ...memberWith(permissions),
  });
  renderAt(FILE_URL);
  await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
  return api;
}

describe('the applicant file by role', () => {
  beforeEach(signInAsAdmin);

  it('asks a Recruiter nothing of the investigation file, the Clearinghouse or privacy, and offers no hire', async () => {
    const api = await openFileAs(['applicants.read', 'applicants.act']);
    const asked = api.calls.map((call) => call.key);
    expect(asked).toContain(`GET ${FILE_API}`);
    const refused = /clearinghouse|verifications|privacy|corrections|hire-check/;
    expect(asked.filter((key) => refused.test(key))).toEqual([]);
    const stage = screen.getByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') });
    expect(within(stage).queryByRole('option', { name: 'Hired' })).not.toBeInTheDocument();
    expect(within(stage).getByRole('option', { name: 'Rejected' })).toBeInTheDocument();
  });

  it('gives a member who only reads applicants no stage, note or signature check to send', async () => {
    const api = await openFileAs(['applicants.read'], anApplicantFile({ signature: aSignature() }));
    expect(screen.queryByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') })).toBeNull();
    expect(screen.queryByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') })).toBeNull();
    expect(screen.queryByRole('button', { name: inEnglish.t('adminApplications.file.signature.verify') })).toBeNull();
    expect(screen.getByRole('heading', { name: inEnglish.t('adminApplications.file.pipeline') })).toBeInTheDocument();
    // A signed application's corrections are the privacy register's.
    expect(api.calls.some((call) => call.key.includes('/corrections'))).toBe(false);
  });
});
