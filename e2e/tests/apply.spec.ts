import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { logIn, signedInCandidate, verifiedCandidate } from '../support/accounts.js';
import { answerQuestions, choose, QUESTIONS } from '../support/apply-form.js';
import { candidateOnOnboarding } from '../support/onboarding.js';
import { aPhoto } from '../support/photo.js';

type Position = { p_id: number; p_position_title: string };

/** Two demo positions to apply to, read the way the careers page reads them. */
async function openPositions(request: APIRequestContext): Promise<[Position, Position]> {
  const answer = await request.get('/api/open-positions');
  expect(answer.ok()).toBe(true);
  const positions = (await answer.json()) as Position[];
  expect(positions.length).toBeGreaterThanOrEqual(2);
  return [positions[0] as Position, positions[1] as Position];
}

/** What the API knows of the candidate's application, asked with the browser's own token. */
async function applicationCheck(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await request.get('/api/apply/check', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { pipeline_status: number | null; application_id: number | null };
}

async function openApply(page: Page, position: Position) {
  await page.goto(`/apply/${position.p_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${position.p_position_title}`);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit and Begin the application!' }).click();

test('a candidate answers the screening questions, attaches a PDF resume and starts the application @phone', async ({
  page,
  request,
}) => {
  const [position] = await openPositions(request);
  const { email } = await signedInCandidate(page, request);
  await openApply(page, position);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Casey');
  await expect(page.getByLabel('Mobile')).toHaveValue('4165550123');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAccessibilityViolations(page);

  await answerQuestions(page);
  await choose(page, QUESTIONS.dui, 'Yes');
  await expect(page.getByLabel('DUI conviction date')).toBeVisible();
  await choose(page, QUESTIONS.dui, 'No');
  await expect(page.getByLabel('DUI conviction date')).toHaveCount(0);

  const resumeField = page.getByLabel('Resume (PDF, optional)');
  await resumeField.setInputFiles({ name: 'broken.heic', mimeType: 'image/heic', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'This photo cannot be read on this device.' })).toBeVisible();
  // A photo of a paper resume is made a PDF on the phone.
  await resumeField.setInputFiles({ name: 'resume-photo.jpg', mimeType: 'image/jpeg', buffer: await aPhoto(page) });
  const photoLink = page.getByRole('link', { name: 'resume-photo.pdf' });
  await expect(photoLink).toBeVisible();
  const photoResume = await request.get((await photoLink.getAttribute('href')) ?? '');
  expect(photoResume.headers()['content-type']).toBe('application/pdf');
  expect((await photoResume.body()).toString('latin1')).toContain('/DCTDecode');

  await resumeField.setInputFiles({
    name: 'casey-resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  const link = page.getByRole('link', { name: 'casey-resume.pdf' });
  await expect(link).toHaveAttribute(
    'href',
    /^\/uploads\/resumes\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  const resume = await request.get((await link.getAttribute('href')) ?? '');
  expect(resume.headers()['content-type']).toBe('application/pdf');

  await submit(page);
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  await expect(page.getByRole('alert')).toHaveText('Your application has started. Next: the driver application.');
  const check = await applicationCheck(page, request);
  expect(check.pipeline_status).toBe(2);
  expect(page.url()).toMatch(new RegExp(`/candidate/onboarding/${check.application_id}$`));
});

test('a candidate who answers No to the age question is told so, and no application is made @phone', async ({
  page,
  request,
}) => {
  const [position] = await openPositions(request);
  await signedInCandidate(page, request);
  await openApply(page, position);
  await page.getByLabel('Resume (PDF, optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByRole('alert')).toHaveText('Only PDF files are allowed!');

  await answerQuestions(page, { over21: 'No' });
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Not eligible to apply' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apply/${position.p_id}$`));
  expect(await applicationCheck(page, request)).toEqual({ pipeline_status: null, application_id: null });
});

test('a candidate with an application in progress cannot start a second one @phone', async ({ page, request }) => {
  const [first, second] = await openPositions(request);
  await signedInCandidate(page, request);
  await openApply(page, first);
  await answerQuestions(page);
  await submit(page);
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  const { application_id } = await applicationCheck(page, request);

  // SPEC §4: the redirect guard sends a candidate whose status is 2 on to their onboarding.
  await page.goto(`/apply/${second.p_id}`);
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${application_id}$`));
  expect(await applicationCheck(page, request)).toEqual({ pipeline_status: 2, application_id });
});

test('a position chosen before logging in opens its apply page after login @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const [, position] = await openPositions(request);
  const { email, password } = await verifiedCandidate(request);
  await page.context().addCookies([{ name: 'pendingJobId', value: String(position.p_id), url: baseURL ?? '' }]);
  await logIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/apply/${position.p_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${position.p_position_title}`);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'pendingJobId')).toBeUndefined();
});

test('the Cancel Application confirmation names its buttons for what they do @phone', async ({ page, request }) => {
  const { applicationId } = await candidateOnOnboarding(page, request);
  await page.getByRole('button', { name: 'Cancel Application', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this application?' });
  await expect(dialog.getByRole('button')).toHaveText(['Keep my application', 'Cancel application']);
  await dialog.getByRole('button', { name: 'Keep my application' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/candidate/onboarding/${applicationId}`);

  await page.getByRole('button', { name: 'Cancel Application', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel application', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveText('Application cancelled');
});
