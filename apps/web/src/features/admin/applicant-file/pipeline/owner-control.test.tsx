import { apiPaths, inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, FILE_API, FILE_ID, FILE_URL, noDriverMail } from '../../../../test/applicant-file-fixture';
import { fakeApi, memberWith } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

// Issue 43: the file names the owner; a member who acts on applicants gives it to another member
// who may own it, or back to the "Unassigned" queue.

const OWNERS = `GET ${apiPaths.adminApplicationOwners(FILE_ID)}`;
const REASSIGN = `PUT ${apiPaths.adminApplicationOwner(FILE_ID)}`;
const rita = { id: 9, name: 'Rita Recruiter', owned_at: '2026-11-04T15:00:00.000Z' };
const panel = () => screen.getByRole('region', { name: inEnglish.t('adminApplications.file.pipeline') });

beforeEach(signInAsAdmin);

describe('the owner on the applicant file', () => {
  it('gives the applicant to a member the server names, and reads the file again', async () => {
    let owner: typeof rita | null = null;
    const api = fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile({ owner }) }),
      ...noDriverMail,
      [OWNERS]: () => ({
        body: {
          items: [
            { id: 1, name: 'Ada Admin' },
            { id: 9, name: 'Rita Recruiter' },
          ],
        },
      }),
      [REASSIGN]: () => {
        owner = rita;
        return { body: { id: FILE_ID, owner: rita } };
      },
    });
    renderAt(FILE_URL);
    await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
    expect(within(panel()).getByText(inEnglish.t('adminApplications.owner.none'))).toBeInTheDocument();
    const giveTo = await within(panel()).findByRole('combobox', {
      name: inEnglish.t('adminApplications.owner.giveTo'),
    });
    await userEvent.selectOptions(giveTo, 'Rita Recruiter');
    await userEvent.click(
      within(panel()).getByRole('button', { name: inEnglish.t('adminApplications.owner.reassign') }),
    );
    expect(await within(panel()).findByText(inEnglish.t('adminApplications.owner.reassigned'))).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByText('Rita Recruiter', { selector: 'p' })).toBeInTheDocument());
    expect(api.calls.find((call) => call.key === REASSIGN)?.body).toEqual({ user_id: 9 });
  });

  it('names the owner to a member who only reads, with nothing to change and nothing asked', async () => {
    const api = fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile({ owner: rita }) }),
      ...noDriverMail,
      ...memberWith(['applicants.read']),
    });
    renderAt(FILE_URL);
    await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
    expect(within(panel()).getByText('Rita Recruiter')).toBeInTheDocument();
    expect(within(panel()).queryByRole('combobox', { name: inEnglish.t('adminApplications.owner.giveTo') })).toBeNull();
    expect(api.calls.some((call) => call.key === OWNERS)).toBe(false);
  });
});
