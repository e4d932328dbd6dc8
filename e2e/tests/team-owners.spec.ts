import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiPaths, type RoleList } from '@roadhire/shared';
import { signInThroughApi, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, BASE_URL } from '../support/environment.js';
import { mailedLink } from '../support/mail.js';
import { submittedDriver } from '../support/submitted.js';

// Issue 43 at a recruiter's 1280 px: a Recruiter sees only the menu their role opens, takes an
// applicant from the "Unassigned" queue in one click, and the applicant's row names them as owner.

test.use({ viewport: { width: 1280, height: 900 } });

/** A member invited with the Recruiter preset, who accepted the mailed link. */
async function invitedRecruiter(request: APIRequestContext) {
  const login = await request.post(apiPaths.login, { data: { userid: ADMIN.email, password: ADMIN.password } });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    'Accept-Language': 'en',
  };
  const roles = (await (await request.get(apiPaths.adminRoles, { headers })).json()) as RoleList;
  const recruiter = roles.items.find((role) => role.preset && role.name === 'Recruiter');
  if (!recruiter) throw new Error('no Recruiter preset');
  const email = uniqueEmail('recruiter');
  const invited = await request.post(apiPaths.adminTeamInvitations, {
    headers,
    data: { email, role_id: recruiter.id, language: 'en' },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await mailedLink(email, /recruiting team/, '/team/accept/'), BASE_URL);
  const token = link.pathname.split('/').pop() ?? '';
  const last_name = `Recruiter${Math.random().toString(36).slice(2, 7)}`;
  const password = 'Recruit-safely-2026';
  const accepted = await request.post(apiPaths.teamInvitationAccept(token), {
    data: { first_name: 'Rosa', last_name, password },
  });
  expect(accepted.ok()).toBe(true);
  return { email, password, name: `Rosa ${last_name}` };
}

test('a Recruiter sees their menu, claims an unassigned applicant and is named its owner', async ({
  page,
  request,
}) => {
  const driver = await verifiedCandidate(request);
  const applicationId = await submittedDriver(driver.email, driver.password);
  const recruiter = await invitedRecruiter(request);

  await signInThroughApi(page, recruiter.email, recruiter.password);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Applicants', 'Unassigned']);

  await menu.getByRole('link', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/\/admin\/applicants\?owner=none$/);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/applicants/${applicationId}"]`) });
  await row.getByRole('button', { name: /^Claim / }).click();
  // Claimed, it leaves the queue; among the recruiter's own it names them as its owner.
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Owner' }).selectOption('me');
  await expect(row).toContainText(`Owner: ${recruiter.name}`);
});
