import { inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  anApplicantFile,
  anInProgressFile,
  FILE_API,
  FILE_URL,
  noDriverMail,
} from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';
import { aSignature } from '../../../../test/signing-fixture';
import { formatDate, formatDateTime } from '../../shared/format-date';

const region = (name: string) => screen.getByRole('region', { name });
const definition = (scope: HTMLElement, label: string) => {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

/** jsdom has no blob URLs; only these two are stood in for, and put back when the test ends. */
function standInBlobUrls(url: string) {
  const createObjectURL = vi.fn(() => url);
  const revokeObjectURL = vi.fn();
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  onTestFinished(() => {
    Object.assign(URL, original);
  });
  return { createObjectURL, revokeObjectURL };
}

async function openFile(file = anApplicantFile(), routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET ${FILE_API}`]: () => ({ body: file }), ...noDriverMail, ...routes });
  const view = renderAt(FILE_URL);
  await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' });
  return { ...view, api };
}

describe('applicant file (an application on one page)', () => {
  beforeEach(signInAsAdmin);

  it('heads the page with the driver, the position, the application and its badges', async () => {
    await openFile();
    // A submitted application has no step to report.
    expect(screen.queryByText(inEnglish.t('adminApplications.file.stepReached'))).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Long Haul Driver – Western Canada')).toBeInTheDocument();
    expect(screen.getByText('Status: Submitted')).toBeInTheDocument();
    expect(screen.getByText('Recruiter stage: In review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${inEnglish.t('adminApplications.file.back')}` })).toHaveAttribute(
      'href',
      '/admin/applicants',
    );
    expect(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.downloadPdf') })).toBeEnabled();
  });

  it('returns to the list the recruiter came from', async () => {
    fakeApi({ [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }) });
    renderAt(FILE_URL, { state: { from: '/admin/applicants?status=submitted&page=2' } });
    expect(
      await screen.findByRole('link', { name: `← ${inEnglish.t('adminApplications.file.back')}` }),
    ).toHaveAttribute('href', '/admin/applicants?status=submitted&page=2');
  });

  it('shows the profile, the screening answers and the resume', async () => {
    await openFile();
    const profile = region(inEnglish.t('adminApplications.file.sections.profile'));
    // Phones formatted and tap-to-call, the email a mail link.
    expect(
      within(definition(profile, inEnglish.t('fields.email'))).getByRole('link', { name: 'ana@example.com' }),
    ).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(
      within(definition(profile, inEnglish.t('fields.homePhone'))).getByRole('link', { name: '(306) 555-0102' }),
    ).toHaveAttribute('href', 'tel:3065550102');
    expect(definition(profile, inEnglish.t('fields.address2'))).toHaveTextContent(
      inEnglish.t('adminPage.table.notAnswered'),
    );

    const screening = region(inEnglish.t('adminApplications.file.sections.screening'));
    expect(definition(screening, inEnglish.t('apply.questions.has_twic_card'))).toHaveTextContent('No');
    expect(definition(screening, inEnglish.t('apply.questions.is_over_21'))).toHaveTextContent('Yes');
    expect(definition(screening, inEnglish.t('apply.mountainYearsLabel'))).toHaveTextContent('4');
    expect(definition(screening, inEnglish.t('apply.duiDetailsLabel'))).toHaveTextContent(
      'Completed the remedial programme.',
    );
    expect(within(screening).queryByText(inEnglish.t('apply.felonyDateLabel'))).not.toBeInTheDocument();

    expect(
      within(region(inEnglish.t('adminApplications.file.sections.resume'))).getByRole('link', {
        name: /Ana Silva CV\.pdf/,
      }),
    ).toHaveAttribute('href', '/uploads/resumes/ana-resume.pdf');
  });

  it('shows the address, the right to work and the licences with the primary first', async () => {
    await openFile();
    const address = region(inEnglish.t('adminApplications.file.sections.address'));
    expect(definition(address, inEnglish.t('onboarding.step1.referByName'))).toHaveTextContent('Joe Driver');
    expect(definition(address, inEnglish.t('onboarding.step2.docType'))).toHaveTextContent('Passport');
    // The current address's start, and each earlier address with its dates.
    expect(definition(address, inEnglish.t('onboarding.step1.addressSince'))).toHaveTextContent(
      formatDate('2025-03-01'),
    );
    const earlier = within(address).getByRole('article', {
      name: inEnglish.t('onboarding.step1.addressRow', { n: 1 }),
    });
    expect(definition(earlier, inEnglish.t('onboarding.step1.addressRowStreet'))).toHaveTextContent(
      '88 Prairie Avenue',
    );
    expect(definition(earlier, inEnglish.t('onboarding.step1.postalCode'))).toHaveTextContent('S7K 1J5');
    expect(definition(earlier, inEnglish.t('onboarding.step1.addressRowFrom'))).toHaveTextContent(
      formatDate('2021-06-01'),
    );
    expect(definition(earlier, inEnglish.t('onboarding.step1.addressRowTo'))).toHaveTextContent(
      formatDate('2025-02-28'),
    );

    const table = within(region(inEnglish.t('adminApplications.file.sections.licences'))).getByRole('table', {
      name: inEnglish.t('adminApplications.file.licences.caption'),
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Primary');
    expect(rows[1]).toHaveTextContent('SK-1234567');
    expect(rows[1]).toHaveTextContent('1, 5');
    expect(rows[2]).toHaveTextContent('Additional');
    expect(rows[2]).toHaveTextContent('AB-7654321');
  });

  it('shows every declaration, the FAST card, the training and award rows with their documents', async () => {
    await openFile();
    const section = region(inEnglish.t('adminApplications.file.sections.qualifications'));
    expect(definition(section, inEnglish.t('onboarding.step4.fastCardNo'))).toHaveTextContent('FAST-998877');
    expect(definition(section, inEnglish.t('onboarding.step4.accidents'))).toHaveTextContent('Yes');
    expect(definition(section, inEnglish.t('onboarding.step4.accidentsDetail'))).toHaveTextContent(
      'Minor yard collision',
    );
    expect(definition(section, inEnglish.t('onboarding.step4.lift'))).toHaveTextContent('Yes');
    const trainings = within(section).getByRole('table', { name: inEnglish.t('onboarding.step4.trainingList') });
    expect(within(trainings).getByRole('link', { name: 'air-brakes.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/signed/air-brakes-def.pdf?sig=2',
    );
    const awards = within(section).getByRole('table', { name: inEnglish.t('onboarding.step4.awardList') });
    expect(awards).toHaveTextContent('One million safe miles');
    expect(awards).toHaveTextContent(inEnglish.t('adminApplications.file.dated.noDocument'));

    const licenceQuestions = region(inEnglish.t('adminApplications.file.sections.licenceQuestions'));
    expect(definition(licenceQuestions, inEnglish.t('onboarding.step6.abstractClean'))).toHaveTextContent('No');
    expect(licenceQuestions).toHaveTextContent('One speeding ticket in 2023.');
  });

  it('shows education, regions, equipment and every work history entry', async () => {
    await openFile();
    expect(
      definition(
        region(inEnglish.t('adminApplications.file.sections.education')),
        inEnglish.t('onboarding.step7.education'),
      ),
    ).toHaveTextContent('High school diploma');
    expect(
      definition(
        region(inEnglish.t('adminApplications.file.sections.education')),
        inEnglish.t('onboarding.step7.school'),
      ),
    ).toHaveTextContent('Campbell Collegiate');
    expect(
      within(region(inEnglish.t('adminApplications.file.sections.regions')))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Western Canada', 'US Midwest']);
    const equipment = within(region(inEnglish.t('adminApplications.file.sections.equipment'))).getByRole('row', {
      name: /Super B/,
    });
    expect(equipment).toHaveTextContent((250000).toLocaleString());
    expect(equipment).toHaveTextContent('Grain hauls across the prairies.');

    const history = region(inEnglish.t('adminApplications.file.sections.workHistory'));
    expect(within(history).getByRole('heading', { name: 'Working: Prairie Freight Ltd' })).toBeInTheDocument();
    expect(
      within(history).getByRole('heading', { name: 'Driving School: Northern Truck Academy' }),
    ).toBeInTheDocument();
    expect(history).toHaveTextContent('Dispatch manager');
    expect(history).toHaveTextContent('Tractor-trailer, Flatbed');
    expect(history).toHaveTextContent('Border crossing, Log books');
    expect(
      within(history).getByText(inEnglish.t('onboarding.step8.hours'), { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('200');
  });

  it('names reference answers as the French forms offered them, for a French recruiter (stored in English)', async () => {
    fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      'GET /api/dropdowns/highest-edu': () => ({
        body: [{ he_id: 1, he_name: 'High school diploma', label: 'Diplôme d’études secondaires' }],
      }),
      'GET /api/dropdowns/reg-travelled': () => ({
        body: [{ rt_id: 1, rt_name: 'Western Canada', label: 'Ouest canadien' }],
      }),
      'GET /api/dropdowns/equip-operated': () => ({
        body: [{ eo_id: 2, eo_name: 'Super B', label: 'Train double B' }],
      }),
    });
    renderAt(FILE_URL, { locale: 'fr' });
    expect(await screen.findByText('Diplôme d’études secondaires')).toBeInTheDocument();
    expect(await screen.findByText('Ouest canadien')).toBeInTheDocument();
    expect(await screen.findByText('Train double B')).toBeInTheDocument();
    expect(screen.queryByText('High school diploma')).not.toBeInTheDocument();
    // A name no list has (the second region) shows as stored.
    expect(screen.getByText('US Midwest')).toBeInTheDocument();
  });

  it('shows the employment history coverage: the period, the years required and how each gap was closed', async () => {
    await openFile();
    const coverage = region(inEnglish.t('onboarding.step9.coverageTitle'));
    expect(definition(coverage, inEnglish.t('onboarding.step9.periodCovered'))).toHaveTextContent(
      `${formatDateTime('2018-01-08')} – ${formatDateTime('2026-11-12')}`,
    );
    expect(definition(coverage, inEnglish.t('onboarding.step9.yearsRequired'))).toHaveTextContent(
      inEnglish.t('onboarding.step9.yearsValue', { years: 10, commercial: 'true' }),
    );
    const gaps = within(coverage).getByRole('table', {
      name: inEnglish.t('adminApplications.file.coverage.gapsCaption'),
    });
    expect(within(gaps).getByRole('row', { name: /422/ })).toHaveTextContent(
      'Finished college and worked on the family farm.',
    );
    expect(within(gaps).getByRole('row', { name: /307/ })).toHaveTextContent(
      inEnglish.t('onboarding.step9.notExplained'),
    );
  });

  it('lists every document with Open and Download links, and the other applications', async () => {
    await openFile();
    const documents = within(region(inEnglish.t('adminApplications.file.sections.documents'))).getByRole('table', {
      name: inEnglish.t('adminApplications.file.documents.caption'),
    });
    const open = within(documents).getByRole('link', {
      name: inEnglish.t('adminApplications.file.documents.openLabel', { name: 'passport.pdf' }),
    });
    expect(open).toHaveAttribute('href', '/api/documents/signed/passport-abc.pdf?sig=1');
    expect(open).toHaveAttribute('target', '_blank');
    const download = within(documents).getByRole('link', {
      name: inEnglish.t('adminApplications.file.documents.downloadLabel', { name: 'passport.pdf' }),
    });
    expect(download).toHaveAttribute('href', '/api/documents/signed/passport-abc.pdf?sig=1');
    expect(download).toHaveAttribute('download', 'passport.pdf');
    expect(within(documents).getByRole('row', { name: /passport\.pdf/ })).toHaveTextContent('1.5 MB');
    expect(within(documents).getAllByRole('link', { name: /^Open / })).toHaveLength(3);

    const others = region(inEnglish.t('adminApplications.file.sections.otherApplications'));
    expect(others).toHaveTextContent('Regional Driver – Saskatchewan');
    expect(
      within(others).getByRole('link', { name: inEnglish.t('adminApplications.file.others.openLabel', { id: 17 }) }),
    ).toHaveAttribute('href', '/admin/applicants/17');
  });

  it('shows an application in progress without the stage control and says it is not completed', async () => {
    await openFile(anInProgressFile());
    expect(screen.getByText(inEnglish.t('adminApplications.file.inProgressLine'))).toBeInTheDocument();
    // How far the driver got, and when they last saved.
    expect(definition(document.body, inEnglish.t('adminApplications.file.stepReached'))).toHaveTextContent(
      'Step 4 of 9: Qualifications',
    );
    expect(definition(document.body, inEnglish.t('adminApplications.file.lastSaved'))).toHaveTextContent(
      formatDateTime('2026-11-18T20:15:00.000Z'),
    );
    expect(
      screen.queryByRole('button', { name: inEnglish.t('adminApplications.file.changeStage') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: inEnglish.t('adminApplications.file.stageSelect') }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('adminApplications.file.notCompleted'))).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: inEnglish.t('adminApplications.file.sections.qualifications') }),
    ).not.toBeInTheDocument();
    expect(region(inEnglish.t('adminApplications.file.sections.screening'))).toBeInTheDocument();
    // Notes are for any application.
    expect(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.addNote') })).toBeInTheDocument();
  });

  it('tells a cancelled application apart, and keeps the file readable', async () => {
    const file = anInProgressFile();
    await openFile({
      ...file,
      application: { ...file.application, status: 'cancelled', cancelled_at: '2026-11-11T09:00:00.000Z' },
    });
    expect(screen.getByText(inEnglish.t('adminApplications.file.cancelledLine'))).toBeInTheDocument();
    expect(screen.getByText('Status: Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(inEnglish.t('adminApplications.file.notCompleted'));
    expect(
      within(region(inEnglish.t('adminApplications.file.sections.documents'))).getByText(
        inEnglish.t('adminApplications.file.documents.none'),
      ),
    ).toBeInTheDocument();
  });

  it('says when the application does not exist', async () => {
    fakeApi({ [`GET ${FILE_API}`]: () => ({ status: 404, body: { message: 'Not found.' } }) });
    renderAt(FILE_URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminApplications.file.notFound') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${inEnglish.t('adminApplications.file.back')}` })).toBeInTheDocument();
  });

  it('shows the server message on other errors and retries', async () => {
    let fail = true;
    fakeApi({
      [`GET ${FILE_API}`]: () =>
        fail ? { status: 500, body: { message: 'Database unavailable.' } } : { body: anApplicantFile() },
    });
    renderAt(FILE_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminPage.table.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' })).toBeInTheDocument();
  });

  it('downloads the PDF with the bearer token', async () => {
    const { createObjectURL, revokeObjectURL } = standInBlobUrls('blob:application-42');
    const { api } = await openFile(anApplicantFile(), {
      [`GET ${FILE_API}/pdf`]: () => ({ body: 'pdf' }),
    });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.downloadPdf') }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = api.calls.find((entry) => entry.key === `GET ${FILE_API}/pdf`);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:application-42'));
  });

  it('keeps the PDF button busy while the file is fetched', async () => {
    const { api } = await openFile(anApplicantFile(), {
      [`GET ${FILE_API}/pdf`]: () => ({ status: 503, body: { message: 'Try again shortly.' } }),
    });
    const release = api.holdNext();
    const button = screen.getByRole('button', { name: inEnglish.t('adminApplications.file.downloadPdf') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly.');
    expect(button).toBeEnabled();
  });

  it('says so when the PDF cannot be made', async () => {
    await openFile(anApplicantFile(), {
      [`GET ${FILE_API}/pdf`]: () => ({ status: 500, body: { message: 'The PDF could not be written.' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('adminApplications.file.downloadPdf') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be written.');
  });
});

describe('applicant file: the investigation file (49 CFR 391.53)', () => {
  beforeEach(signInAsAdmin);
  const CHECKS = `GET ${FILE_API}/verifications`;
  const PDF = `GET ${FILE_API}/investigation-file.pdf`;
  const button = () =>
    within(region(inEnglish.t('verifications.admin.title'))).getByRole('button', {
      name: inEnglish.t('verifications.admin.downloadFile'),
    });

  it('downloads the whole file as one PDF with the bearer token once the checks are shown', async () => {
    const { createObjectURL } = standInBlobUrls('blob:investigation-42');
    const { api } = await openFile(anApplicantFile(), {
      [CHECKS]: () => ({ body: { verifications: [] } }),
      [PDF]: () => ({ body: 'pdf' }),
    });
    expect(
      await within(region(inEnglish.t('verifications.admin.title'))).findByText(
        inEnglish.t('verifications.admin.none'),
      ),
    ).toBeInTheDocument();
    await userEvent.click(button());
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = api.calls.find((entry) => entry.key === PDF);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when the file cannot be made, and lets the recruiter try again', async () => {
    await openFile(anApplicantFile(), {
      [CHECKS]: () => ({ body: { verifications: [] } }),
      [PDF]: () => ({ status: 500, body: { message: 'The file could not be written.' } }),
    });
    await within(region(inEnglish.t('verifications.admin.title'))).findByText(inEnglish.t('verifications.admin.none'));
    await userEvent.click(button());
    expect(await within(region(inEnglish.t('verifications.admin.title'))).findByRole('alert')).toHaveTextContent(
      'The file could not be written.',
    );
    expect(button()).toBeEnabled();
  });

  it('offers it only to an administrator who may see the checks', async () => {
    const forbidden = 'Your account is not allowed to see investigation files.';
    const first = await openFile(anApplicantFile(), {
      [CHECKS]: () => ({ status: 403, body: { message: forbidden } }),
    });
    expect(await within(region(inEnglish.t('verifications.admin.title'))).findByRole('status')).toHaveTextContent(
      forbidden,
    );
    expect(
      within(region(inEnglish.t('verifications.admin.title'))).queryByRole('button', {
        name: inEnglish.t('verifications.admin.downloadFile'),
      }),
    ).not.toBeInTheDocument();
    first.unmount();

    await openFile(anApplicantFile(), { [CHECKS]: () => ({ body: { verifications: [] } }) });
    await within(region(inEnglish.t('verifications.admin.title'))).findByText(inEnglish.t('verifications.admin.none'));
    expect(button()).toBeEnabled();
  });
});

describe('applicant file: the signature (decision 016)', () => {
  beforeEach(signInAsAdmin);
  const signature = aSignature({
    typed_name: 'Ana Maria Silva',
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0 (Phone)',
    snapshot_sha256: 'c'.repeat(64),
    texts: [
      { key: 'certification', version: '2026-11', sha256: 'd'.repeat(64), title: 'Certification', accepted: true },
      { key: 'psp', version: '2016-02', sha256: 'e'.repeat(64), title: 'PSP disclosure', accepted: false },
    ],
  });

  it('says when the driver has not signed yet', async () => {
    await openFile();
    expect(
      within(region(inEnglish.t('adminApplications.file.sections.signature'))).getByText(
        inEnglish.t('adminApplications.file.signature.none'),
      ),
    ).toBeInTheDocument();
    expect(
      within(region(inEnglish.t('adminApplications.file.sections.signature'))).queryByRole('button', {
        name: inEnglish.t('adminApplications.file.signature.verify'),
      }),
    ).not.toBeInTheDocument();
  });

  it('shows who signed, when, from where, the texts and the hash; Verify says whether it still matches', async () => {
    let matches = true;
    await openFile(anApplicantFile({ signature }), {
      [`POST ${FILE_API}/signature/verify`]: () => ({
        body: {
          matches,
          stored_sha256: 'c'.repeat(64),
          computed_sha256: matches ? 'c'.repeat(64) : 'f'.repeat(64),
          verified_at: '2026-11-23T16:00:00.000Z',
        },
      }),
    });
    const section = region(inEnglish.t('adminApplications.file.sections.signature'));
    expect(definition(section, inEnglish.t('adminApplications.file.signature.typedName'))).toHaveTextContent(
      'Ana Maria Silva',
    );
    expect(definition(section, inEnglish.t('adminApplications.file.signature.ip'))).toHaveTextContent('203.0.113.9');
    expect(definition(section, inEnglish.t('adminApplications.file.signature.userAgent'))).toHaveTextContent(
      'Mozilla/5.0 (Phone)',
    );
    expect(definition(section, inEnglish.t('adminApplications.file.signature.hash'))).toHaveTextContent('c'.repeat(64));
    const texts = within(section).getByRole('table', {
      name: inEnglish.t('adminApplications.file.signature.textsCaption'),
    });
    expect(within(texts).getByRole('row', { name: /PSP disclosure 2016-02 No/ })).toBeInTheDocument();

    await userEvent.click(
      within(section).getByRole('button', { name: inEnglish.t('adminApplications.file.signature.verify') }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent('still matches');

    matches = false;
    await userEvent.click(
      within(section).getByRole('button', { name: inEnglish.t('adminApplications.file.signature.verify') }),
    );
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('does NOT match');
    expect(alert).toHaveTextContent('f'.repeat(64));
  });
});
