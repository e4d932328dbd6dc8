import { expect, test } from '@playwright/test';
import { readMailFromDir } from '@roadhire/testing';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { logIn, openAccountMenu, signInThroughApi, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, COMPANY, MAIL_DIR } from '../support/environment.js';
import { mailedLink } from '../support/mail.js';
import { submittedDriver } from '../support/submitted.js';

// Previous-employer checks (49 CFR 391.23, decision 030), on a phone: a driver whose current job
// is a DOT safety-sensitive one signs that employer's release; the employer opens the mailed link,
// is told what is missing, field by field, lists an accident and answers each drug and alcohol
// question (none is taken as "No"), signs and sends with a double tap.
// Meanwhile the recruiter, at a desk, finds the open check in the queue of every check.

test('a driver signs the release and the previous employer answers on a phone, accidents and all @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const employerEmail = uniqueEmail('employer');
  const candidate = await verifiedCandidate(request);
  const applicationId = await submittedDriver(candidate.email, candidate.password, (entry) =>
    // The current job: a safety-sensitive one under another DOT mode, so every section is asked.
    entry.wh_status === 'Yes'
      ? {
          ...entry,
          wh_name: 'Lakeshore Coach Lines',
          wh_safety_sensitive: 'Yes',
          wh_transport_regulation: 'No',
          wh_email: employerEmail,
        }
      : entry,
  );

  // Signed in, the driver lands where the application stands, which asks for the release.
  await logIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const toSign = page.getByRole('link', { name: 'Sign the releases for your previous employers' });
  await toSign.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Previous employer checks' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Lakeshore Coach Lines' });
  await expect(card).toContainText('Waiting for your release');
  await card.getByLabel('Type your full legal name').fill('Maya Singh');
  await card.getByRole('button', { name: 'Sign the release' }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByText('Please tick the certification to submit.')).toBeVisible();
  await card.getByLabel('I have read this release and I sign it.').check();
  await card.getByRole('button', { name: 'Sign the release' }).click();
  await expect(card).toContainText('Request sent');
  await expect(card).toContainText('Release signed by Maya Singh');
  await page.screenshot({ path: test.info().outputPath('driver-releases.png'), fullPage: true });
  // Every release signed: the account menu's page no longer asks for them.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'My applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(toSign).toHaveCount(0);

  // The recruiter at a 1280 px desk opens the queue from the menu and finds the open check.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recruiter = await desk.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto('/admin');
  await recruiter
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Previous employer checks' })
    .click();
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Previous employer checks' })).toBeVisible();
  // Tapped while the queue may still be loading: the choice shows at once and is kept.
  await recruiter.getByRole('radio', { name: 'All' }).check();
  await recruiter.getByLabel('Employer or applicant').fill('lakeshore');
  await recruiter.getByRole('button', { name: 'Search' }).click();
  await expect(recruiter).toHaveURL(/[?&]state=all&q=lakeshore/);
  const queue = recruiter.getByRole('table', { name: 'Previous employer checks' });
  const row = queue.getByRole('row').filter({ has: recruiter.locator(`a[href="/admin/applicants/${applicationId}"]`) });
  await expect(row).toContainText('Lakeshore Coach Lines');
  await expect(row).toContainText('Request sent');
  await expect(row).toContainText('Starts at hire');
  await recruiter.screenshot({ path: test.info().outputPath('recruiter-queue-1280.png'), fullPage: true });
  await expectNoAccessibilityViolations(recruiter);
  // Reload keeps the view; the applicant's name opens the file.
  await recruiter.reload();
  await expect(recruiter.getByLabel('Employer or applicant')).toHaveValue('lakeshore');
  await expect(recruiter.getByRole('radio', { name: 'All' })).toBeChecked();
  await row.getByRole('link', { name: 'Maya Singh' }).click();
  await expect(recruiter).toHaveURL(new RegExp(`/admin/applicants/${applicationId}$`));
  // The card says when the next reminder goes.
  const lakeshore = recruiter.getByRole('article', { name: 'Lakeshore Coach Lines' });
  await expect(lakeshore).toContainText(/Next reminder: \w+ \d+, \d{4}/);
  // An employer the three-year rule missed: the recruiter adds its check, with a reason.
  await recruiter.getByRole('button', { name: 'Add a check' }).click();
  const adding = recruiter.getByRole('form', { name: 'Add a previous employer check' });
  await adding.getByLabel('Employer', { exact: true }).fill('Harbour Tank Lines');
  await adding.getByLabel('Phone').fill('6135550142');
  await adding.getByLabel('Employed from').fill('2021-03-01');
  await adding.getByLabel('Employed to (empty if still employed)').fill('2022-09-30');
  await adding.getByLabel('Ask the drug and alcohol questions (49 CFR 40.25(b))').check();
  await adding.getByRole('button', { name: 'Add the check' }).click();
  await expect(adding.getByRole('textbox', { name: 'Why this check is added' })).toHaveAccessibleDescription(
    'Please give a reason.',
  );
  await adding.getByLabel('Why this check is added').fill('Named by the driver at interview');
  await adding.getByRole('button', { name: 'Add the check' }).click();
  const harbour = recruiter.getByRole('article', { name: 'Harbour Tank Lines' });
  await expect(harbour).toContainText('(613) 555-0142');
  await expect(harbour).toContainText('Named by the driver at interview');
  await lakeshore.screenshot({ path: test.info().outputPath('recruiter-check-1280.png') });
  await harbour.screenshot({ path: test.info().outputPath('recruiter-added-check-1280.png') });

  // The employer's link, opened with no account on a phone.
  const link = await mailedLink(employerEmail, /Employment verification request: Maya Singh/, '/employer-response/');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const form = await phone.newPage();
  await form.goto(new URL(link).pathname);
  await expect(form.getByRole('heading', { level: 1, name: 'Safety performance history request' })).toBeVisible();
  await expect(form.getByRole('main')).toContainText('Maya Singh');
  await expect(form.getByRole('main')).toContainText('Lakeshore Coach Lines');

  // In French, the summary and each of its fields speak French too; then back to English.
  await form.getByRole('button', { name: 'Français' }).click();
  await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
  const sommaire = form
    .getByRole('alert')
    .filter({ hasText: 'Veuillez corriger ces champs avant d’envoyer la réponse' });
  await expect(sommaire.getByRole('link', { name: 'Votre nom\u00a0: Ce champ est obligatoire.' })).toBeVisible();
  await expect(
    sommaire.getByRole('link', {
      name: 'Un test de dépistage de drogues positif et vérifié\u00a0: Répondez oui ou non.',
    }),
  ).toBeVisible();
  await form.screenshot({ path: test.info().outputPath('employer-form-summary-fr.png'), fullPage: true });
  await form.getByRole('button', { name: 'English' }).click();

  // Sent empty: the summary names each field in error and links to it, and the first takes the focus.
  await form.getByRole('button', { name: 'Send the answer' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Please correct these fields before sending the answer:' });
  // The driver still works there: no reason for leaving is asked.
  await expect(form.getByLabel('Still employed here')).toBeChecked();
  await expect(form.getByLabel('Reason for leaving')).toHaveCount(0);
  // No drug and alcohol question is answered for the employer: each unticked one is named.
  for (const question of [
    'An alcohol test with a concentration of 0.04 or greater',
    'A verified positive drug test',
    'A refusal to be tested (including an adulterated or substituted sample)',
    'Another violation of DOT drug and alcohol rules',
  ])
    await expect(summary.getByRole('link', { name: `${question}: Answer yes or no.` })).toBeVisible();
  await expect(
    form
      .getByRole('group', { name: /^An alcohol test with a concentration of 0\.04 or greater/ })
      .getByRole('radio', { name: 'Yes' }),
  ).toBeFocused();
  await form.screenshot({ path: test.info().outputPath('employer-form-summary.png'), fullPage: true });
  await summary.getByRole('link', { name: 'Your name: This field is required.' }).click();
  await expect(form.getByRole('textbox', { name: 'Your name', exact: true })).toBeFocused();
  await form.getByLabel('Types of vehicles driven (one per line)').fill('Motor coach');
  await form.getByRole('button', { name: 'Add an accident' }).click();
  const accident = form.getByRole('group', { name: 'Accident 1' });
  await accident.getByLabel('Date').fill('2025-02-14');
  await accident.getByLabel('City or town').fill('Albany');
  await accident.getByLabel('State or province').fill('NY');
  await accident.getByLabel('Number of injuries').fill('2');
  await accident.getByLabel('Number of fatalities').fill('0');
  const answer = (question: string, choice: string) =>
    form.getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
  await answer('An alcohol test with a concentration of 0.04 or greater', 'No');
  await answer('A verified positive drug test', 'No');
  await answer('A refusal to be tested (including an adulterated or substituted sample)', 'Yes');
  await answer('Another violation of DOT drug and alcohol rules', 'No');
  await answer('For a violator: return-to-duty documents are on file', 'Yes');
  await form.getByLabel('Your name', { exact: true }).fill('Pat Lee');
  await form.getByLabel('Your title', { exact: true }).fill('Safety Director');
  await form.getByLabel('Type your name to sign').fill('Pat Leigh');
  await form.getByLabel('I certify that this information is true and complete to the best of my knowledge.').check();
  await form.getByRole('button', { name: 'Send the answer' }).click();
  // The message sits on the field itself, and the alert above the button repeats it.
  await expect(form.getByRole('textbox', { name: 'Type your name to sign' })).toHaveAccessibleDescription(
    'Type the same name as in "Your name" to sign.',
  );
  await form.screenshot({ path: test.info().outputPath('employer-form-error.png'), fullPage: true });

  await form.getByLabel('Type your name to sign').fill('Pat Lee');
  // A double tap shows the thank-you, never "already answered"; with no address typed, it says
  // where the copy goes: the address the request was sent to.
  await form.getByRole('button', { name: 'Send the answer' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(
    `Thank you. Your answer was received; a copy is on its way to ${employerEmail}.`,
  );
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.screenshot({ path: test.info().outputPath('employer-form-sent.png'), fullPage: true });
  const copy = await readMailFromDir(MAIL_DIR, employerEmail, /Copy of your answer about Maya Singh/);
  expect(copy.text).toContain('Albany, NY: 2 injured, 0 killed');
  expect(copy.text).toContain('Refusal to be tested: Yes');
  expect(copy.text).toContain('Alcohol test of 0.04 or greater: No');

  // At the desk, the accident the employer reports is flagged: the driver declared none.
  await recruiter.reload();
  const undeclared = recruiter
    .getByRole('article', { name: 'Lakeshore Coach Lines' })
    .getByRole('region', { name: 'Accidents the driver did not declare' });
  await expect(undeclared).toContainText('Albany, NY: reported by this employer, not declared on the application.');
  await recruiter
    .getByRole('article', { name: 'Lakeshore Coach Lines' })
    .screenshot({ path: test.info().outputPath('recruiter-undeclared-1280.png') });
  await desk.close();

  // The link worked once.
  await form.reload();
  await expect(form.getByRole('alert')).toContainText('This request has already been answered. Thank you.');
  // A closed link still names the carrier who asked, not the portal's generic name.
  await expect(form.getByRole('banner')).toContainText(COMPANY.name);
  await expect(form.getByRole('banner')).not.toContainText('Driver careers');
  await phone.close();
});
