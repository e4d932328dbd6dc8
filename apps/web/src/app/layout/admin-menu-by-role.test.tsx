import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, memberWith } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { signInAsAdmin } from '../../test/sign-in';

// The admin area follows the member's role (issue 43): the menu shows what it opens, and a page it
// does not open names the permission missing, without asking the server for what it would refuse.

const RECRUITER = memberWith(['applicants.read', 'applicants.act']);
const COMPLIANCE = memberWith(['applicants.read', 'investigations', 'hiring', 'privacy', 'reports'], 'Compliance');

/** The sidebar's entries; jsdom's window is a phone's, so the sidebar is opened first. */
const menuEntries = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('navigation', { name: inEnglish.t('adminPage.sidebar') });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const refusedPage = async (permission: string) => {
  expect(
    await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPage.noPermission.title') }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('adminPage.noPermission.body', { permission }));
};

describe('the admin menu and pages by role', () => {
  beforeEach(signInAsAdmin);

  it('shows a Recruiter the dashboard and the applicants, and says what the audit log needs', async () => {
    const api = fakeApi(RECRUITER);
    renderAt('/admin/audit');
    await refusedPage('Reports');
    expect(await menuEntries()).toEqual(['Dashboard', 'Applicants', 'Unassigned']);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/config', 'GET /api/admin/me']);
  });

  it('shows Compliance the checks, the audit log and privacy, but not positions or accounts', async () => {
    const api = fakeApi(COMPLIANCE);
    renderAt('/admin/positions/new');
    await refusedPage('Positions');
    expect(await menuEntries()).toEqual([
      'Dashboard',
      'Applicants',
      'Unassigned',
      'Previous employer checks',
      'Audit log',
      'Privacy',
    ]);
    expect(api.calls.some((call) => call.key.includes('/api/admin/positions'))).toBe(false);
  });

  it('shows the administrator every entry', async () => {
    fakeApi({ 'GET /api/admin/audit?page=1&pageSize=25': () => ({ body: { items: [], total: 0 } }) });
    renderAt('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await menuEntries()).toEqual([
      'Dashboard',
      'Positions',
      'Applicants',
      'Unassigned',
      'Previous employer checks',
      'Accounts',
      'Audit log',
      'Privacy',
    ]);
  });

  it('says so when the role cannot be loaded, instead of drawing a page', async () => {
    fakeApi({ 'GET /api/admin/me': () => ({ status: 500, body: { message: 'Something went wrong.' } }) });
    renderAt('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('heading', { level: 1, name: inEnglish.t('adminPage.title') })).toBeInTheDocument();
  });
});
