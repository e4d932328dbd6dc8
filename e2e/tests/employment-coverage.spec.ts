import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { expectStep, fillStep8CurrentJob, next } from '../support/onboarding.js';
import { driverOnStep } from '../support/onboarding-quick.js';

// Decision 017: a driver with a commercial licence accounts for 10 years of work; a gap
// of more than 30 days is closed by an entry or an explanation before Submit Application opens.

test('a 10-year work history with a gap: the gap is pointed out, and an Unemployed entry from its button closes it @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Step 6 says the commercial licence was obtained in 2012: 10 years to account for.
  await driverOnStep(page, request, 8);

  // The current job since 2021-03-01, and an earlier one to 2020-12-31: 59 days between them.
  await fillStep8CurrentJob(page);
  await page.getByLabel('From').fill('2021-03-01');
  await next(page);
  await expectStep(page, 9);
  await page.getByRole('button', { name: 'Add Another Entry' }).click();
  await expectStep(page, 8);
  await page.getByLabel('History type').selectOption('Working');
  await page.getByLabel('Employer name').fill('Prairie Haulers');
  await page.getByLabel('Position held').fill('AZ driver');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province / State').selectOption('Saskatchewan');
  await page.getByLabel('From').fill('2012-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-12-31');
  await page.getByLabel('Reason for leaving').fill('Moved to Ontario.');
  await next(page);

  await expectStep(page, 9);
  const coverage = page.getByRole('region', { name: 'Employment history coverage' });
  await expect(coverage.getByText('Gap: 2021-01-01 – 2021-02-28 (59 days)')).toBeVisible();
  await expect(coverage.getByText(/Please account for the last 10 years/)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(/once the gap in your work history is closed/);
  await expect(page.getByText(/once the gap in your work history is closed/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await coverage.getByRole('button', { name: 'Add an entry for the gap from 2021-01-01 to 2021-02-28' }).click();
  await expectStep(page, 8);
  // The driver chooses what they were doing; the entry keeps the gap's dates.
  await page.getByLabel('History type').selectOption('Unemployed');
  await expect(page.getByLabel('From')).toHaveValue('2021-01-01');
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('2021-02-28');
  await next(page);

  await expectStep(page, 9);
  await expect(coverage.getByText('Your work history covers the last 10 years.')).toBeVisible();
  await expect(coverage.getByText(/^Gap:/)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expectNoAccessibilityViolations(page);
  // The signing step comes before the final calls: this test stops here.
});
