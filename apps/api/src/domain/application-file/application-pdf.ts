import {
  type AdminApplicantFile,
  type AnswerRow,
  answerRows,
  type CanadaDocType,
  type DatedRow,
  type Locale,
  type MessageId,
  MILITARY_BRANCHES,
  type QuestionStep,
  questionsOf,
  type Translator,
  translatorFor,
  WORK_HISTORY_SKILLS,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import type { ShownText } from './applicant-file.js';
import { type Printing, printing, type Value } from './application-pdf-printing.js';
import { acceptedTexts, certification, signatureCertificate } from './application-pdf-signature.js';

export { formatDay } from './application-pdf-printing.js';

// One complete driver application as a printable PDF for the driver's file (decision 008): every
// answer the file holds, "Not answered" where the driver has not answered yet. It prints in the
// language the application was signed in, or the driver's own when unsigned (decision 032).

type Qualifications = NonNullable<AdminApplicantFile['qualifications']>;

const flag = (p: Printing, value: number) => p.t(value ? 'onboarding.yes' : 'onboarding.no');
const list = (p: Printing, values: readonly string[], answered: boolean) => p.optional(values.join(', '), answered);
const fullName = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ');

function sizeOf(p: Printing, translator: Translator, bytes: number): string {
  const number = (value: number, digits: number) =>
    translator.intl.formatNumber(value, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
  if (bytes < 1024) return p.t('applicationPdf.bytes', { size: number(bytes, 0) });
  if (bytes < 1024 * 1024) return p.t('applicationPdf.kilobytes', { size: number(Math.round(bytes / 1024), 0) });
  return p.t('applicationPdf.megabytes', { size: number(bytes / 1024 / 1024, 1) });
}

export interface ApplicationPdfOptions {
  companyName: string;
  /** The carrier's IANA time zone (config TIME_ZONE): every moment prints in it. */
  timeZone: string;
  printedAt?: Date;
  /** The texts the driver was shown when signing, as they read them (decision 016). */
  shownTexts?: ShownText[];
  /** The language it prints in: the one signed in, or the driver's for an unsigned application. */
  locale?: Locale;
}

/** The printable application, as the bytes of a PDF file. */
export async function applicationPdf(file: AdminApplicantFile, options: ApplicationPdfOptions): Promise<Buffer> {
  const { application: app, profile } = file;
  const translator = await translatorFor(options.locale ?? 'en');
  const { t } = translator;
  const name = fullName(profile.first_name, profile.mid_name, profile.last_name);
  const footer = t('applicationPdf.footer', { id: app.id, name });
  const sheet = new PdfSheet({ title: footer, author: options.companyName });
  const p = printing(sheet, translator, options.timeZone);
  const shown = options.shownTexts ?? [];

  header(p, file, name, options);
  personal(p, file, name);
  screening(p, file);
  rightToWork(p, file);
  licences(p, file);
  qualifications(p, file.qualifications);
  licenceHistory(p, file.qualifications);
  education(p, translator, file.qualifications);
  workHistory(p, file.work_history);
  employmentCoverage(p, file.employment_coverage);
  documents(p, translator, file);
  certification(p, file, shown, options.timeZone);
  recruiterHistory(p, file);
  acceptedTexts(p, file, shown);
  signatureCertificate(p, file);

  return sheet.finish((page, pages) => ({ left: footer, right: t('applicationPdf.page', { page, pages }) }));
}

function header(p: Printing, file: AdminApplicantFile, name: string, options: ApplicationPdfOptions) {
  const { sheet, t } = p;
  const app = file.application;
  // 49 CFR 391.21(b)(1): the carrier's name and address on the application.
  sheet.titleLine(file.carrier.legal_name, 11, true);
  sheet.titleLine(file.carrier.address, 10);
  sheet.gap(4);
  sheet.titleLine(t('onboarding.title'), 18, true);
  sheet.titleLine(name, 14);
  sheet.gap(10);
  sheet.row(t('applicationPdf.header.dateOfApplication'), p.day(file.date_of_application));
  sheet.row(
    t('applicationPdf.header.position'),
    t('applicationPdf.header.positionValue', { title: app.p_position_title, number: app.p_position_number }),
  );
  sheet.row(t('applicationPdf.header.application'), t('applicationPdf.number', { id: app.id }));
  sheet.row(t('applicationPdf.header.applied'), p.moment(app.created_at));
  sheet.row(
    t('applicationPdf.header.submitted'),
    app.submitted_at ? p.moment(app.submitted_at) : t('applicationPdf.notSubmitted'),
  );
  if (app.cancelled_at) sheet.row(t('applicationPdf.header.cancelled'), p.moment(app.cancelled_at));
  sheet.row(t('applicationPdf.header.status'), t(`applicationPdf.statuses.${app.status}`));
  if (app.recruiter_stage) {
    const stage = t(`applicationPdf.stages.${app.recruiter_stage}`);
    sheet.row(
      t('applicationPdf.header.stage'),
      app.recruiter_stage_at
        ? t('applicationPdf.header.stageSince', { stage, since: p.moment(app.recruiter_stage_at) })
        : stage,
    );
  } else {
    sheet.row(t('applicationPdf.header.stage'), t('applicationPdf.none'));
  }
  sheet.row(t('applicationPdf.header.printed'), p.moment(options.printedAt ?? new Date()));
}

function personal(p: Printing, file: AdminApplicantFile, name: string) {
  const { sheet, t } = p;
  const { profile, application: app, onboarding_form: form } = file;
  const answered = form !== null;
  sheet.heading(t('applicationPdf.sections.personal'));
  sheet.row(t('applicationPdf.personal.name'), name);
  sheet.row(t('fields.email'), profile.email);
  sheet.row(t('fields.mobile'), p.answer(profile.mobile ?? app.mobile));
  sheet.row(t('fields.homePhone'), p.optional(profile.home_phone ?? app.home_phone, true));
  sheet.row(t('onboarding.step1.dob'), p.day(form?.dob ?? profile.dob));
  sheet.row(t('onboarding.step1.address1'), p.answer(form?.address1 ?? profile.address1));
  sheet.row(t('onboarding.step1.address2'), p.optional(form ? form.address2 : profile.address2, answered));
  sheet.row(t('onboarding.step1.city'), p.answer(form?.city ?? profile.city));
  sheet.row(t('onboarding.step1.province'), p.named('province', form?.province ?? profile.province));
  sheet.row(t('onboarding.step1.country'), p.named('country', form?.country ?? profile.country));
  sheet.row(t('onboarding.step1.postalCode'), p.answer(form?.postal_code ?? profile.postal_code ?? app.postal_code));
  sheet.row(t('onboarding.step1.addressSince'), p.day(form?.address_since));
  sheet.row(t('onboarding.step1.referStatus'), p.yesNo(form?.refer_status));
  if (form?.refer_status === 'Yes') {
    sheet.row(t('onboarding.step1.referByName'), p.answer(form.refer_by?.name));
    sheet.row(t('onboarding.step1.referById'), p.answer(form.refer_by?.employeeId));
  }
  addressHistory(p, form);
}

/** The addresses before the current one, each with the days the driver lived there. */
function addressHistory(p: Printing, form: AdminApplicantFile['onboarding_form']) {
  const { sheet, t } = p;
  const rows = form?.address_history ?? [];
  if (rows.length === 0) {
    sheet.row(t('onboarding.step1.addressHistory'), form ? t('applicationPdf.none') : t('applicationPdf.notAnswered'));
    return;
  }
  rows.forEach((row, index) => {
    sheet.subheading(t('onboarding.step1.addressRow', { n: index + 1 }));
    sheet.row(t('onboarding.step1.addressRowStreet'), p.answer(row.address1));
    sheet.row(t('onboarding.step1.city'), p.answer(row.city));
    sheet.row(t('onboarding.step1.province'), p.named('province', row.province));
    sheet.row(t('onboarding.step1.country'), p.named('country', row.country));
    sheet.row(t('onboarding.step1.postalCode'), p.answer(row.postal_code));
    sheet.row(t('onboarding.step1.addressRowFrom'), p.day(row.from));
    sheet.row(t('onboarding.step1.addressRowTo'), p.day(row.to));
  });
}

function screening(p: Printing, file: AdminApplicantFile) {
  const { sheet, t } = p;
  const s = file.application.screening;
  sheet.heading(t('applicationPdf.sections.screening'));
  sheet.row(t('apply.questions.is_over_21'), flag(p, s.is_over_21));
  sheet.row(t('apply.questions.has_class1_license'), flag(p, s.has_class1_license));
  sheet.row(t('apply.questions.has_twic_card'), flag(p, s.has_twic_card));
  sheet.row(t('apply.questions.eligible_fast_card'), flag(p, s.eligible_fast_card));
  sheet.row(t('apply.questions.has_1yr_experience'), flag(p, s.has_1yr_experience));
  sheet.row(t('apply.questions.live_in_canada'), flag(p, s.live_in_canada));
  sheet.row(t('apply.mountainYearsLabel'), String(s.mountain_experience_years));
  sheet.row(t('apply.questions.convicted_felony_7yrs'), flag(p, s.convicted_felony_7yrs));
  if (s.convicted_felony_7yrs) {
    sheet.row(t('apply.felonyDateLabel'), p.day(s.felony_date));
    sheet.row(t('apply.felonyDetailsLabel'), p.answer(s.felony_details));
  }
  sheet.row(t('apply.questions.convicted_dui_dwi'), flag(p, s.convicted_dui_dwi));
  if (s.convicted_dui_dwi) {
    sheet.row(t('apply.duiDateLabel'), p.day(s.dui_date));
    sheet.row(t('apply.duiDetailsLabel'), p.answer(s.dui_details));
  }
  sheet.row(t('applicationPdf.resume'), file.application.resume?.original_name ?? t('applicationPdf.none'));
}

function rightToWork(p: Printing, file: AdminApplicantFile) {
  p.sheet.heading(p.t('applicationPdf.sections.rightToWork'));
  stepAnswers(p, 2, file.onboarding_form);
}

function licences(p: Printing, file: AdminApplicantFile) {
  const { sheet, t } = p;
  const { primary, others } = file.licenses;
  sheet.heading(t('applicationPdf.sections.licences'));
  const licence = (record: NonNullable<typeof primary>) => {
    sheet.row(t('onboarding.step3.licenseNo'), p.answer(record.dl_license_no));
    sheet.row(t('onboarding.step3.province'), p.named('province', record.dl_province));
    sheet.row(t('onboarding.step3.country'), p.named('country', record.dl_country));
    sheet.row(t('onboarding.step3.class'), list(p, record.dl_class, false));
    sheet.row(t('onboarding.step5.columns.condition'), list(p, record.dl_condition, true));
    sheet.row(t('onboarding.step3.expiry'), p.day(record.dl_expdate));
  };
  sheet.subheading(t('applicationPdf.licences.primary'));
  if (primary) licence(primary);
  else sheet.row(t('onboarding.step3.licenseNo'), t('applicationPdf.notAnswered'));
  // The additional licences are asked with the qualifications (step 5).
  sheet.row(
    t('onboarding.step5.otherLicenses'),
    others.length > 0 ? flag(p, 1) : file.qualifications ? flag(p, 0) : t('applicationPdf.notAnswered'),
  );
  others.forEach((record, index) => {
    sheet.subheading(t('applicationPdf.licences.other', { n: index + 1 }));
    licence(record);
  });
}

/** How the printed application shows an answer of each kind. */
function printed(p: Printing, row: AnswerRow): string {
  switch (row.kind) {
    case 'date':
    case 'birthDate':
      return p.day(row.value as Value);
    case 'docType':
      return row.value
        ? p.t(`onboarding.step2.docTypes.${row.value as CanadaDocType}`)
        : p.t('applicationPdf.notAnswered');
    case 'yesNo':
      return p.yesNo(row.value as Value);
    default:
      return p.answer(row.value as Value);
  }
}

/** A step's answers: each question, then the follow-ups its answer asked for (decision 014). */
function stepAnswers(p: Printing, step: QuestionStep, answers: Record<string, unknown> | null) {
  const { sheet, t } = p;
  for (const row of answerRows(questionsOf(step), answers)) {
    const label = t(`onboarding.${row.entry.label}` as MessageId);
    if (row.kind !== 'rows' || !row.entry.rows) {
      sheet.row(label, printed(p, row));
      continue;
    }
    const texts = row.entry.rows;
    (row.value as DatedRow[]).forEach((dated, index) => {
      sheet.row(
        t('applicationPdf.labelled', {
          label: t(`onboarding.${texts.row}` as MessageId, { n: index + 1 }),
          value: dated.type,
        }),
        t('applicationPdf.labelled', { label: t(`onboarding.${texts.date}` as MessageId), value: p.day(dated.date) }),
      );
    });
  }
}

function qualifications(p: Printing, q: Qualifications | null) {
  p.sheet.heading(p.t('applicationPdf.sections.qualifications'));
  stepAnswers(p, 4, q);
}

function licenceHistory(p: Printing, q: Qualifications | null) {
  p.sheet.heading(p.t('applicationPdf.sections.licenceHistory'));
  stepAnswers(p, 6, q);
}

function education(p: Printing, translator: Translator, q: Qualifications | null) {
  const { sheet, t } = p;
  const answered = q !== null;
  sheet.heading(t('applicationPdf.sections.education'));
  sheet.row(t('onboarding.step7.education'), p.named('education', q?.dq_education_name));
  sheet.row(t('onboarding.step7.school'), p.answer(q?.dq_school));
  sheet.row(t('onboarding.step7.experience'), p.optional(q?.dq_experience, answered));
  sheet.row(t('onboarding.step7.experienceDetail'), p.optional(q?.dq_exp_detail, answered));

  sheet.heading(t('applicationPdf.sections.regions'));
  if (!q) sheet.line(t('applicationPdf.notAnswered'));
  else if (q.dq_reg_travelled_names.length === 0) sheet.line(t('applicationPdf.noRegions'));
  else
    sheet.line(
      p.namedList(
        'region',
        q.dq_reg_travelled_names.map((region) => region.rt_name),
      ),
    );

  sheet.heading(t('applicationPdf.sections.equipment'));
  if (!q) sheet.line(t('applicationPdf.notAnswered'));
  else if (q.dq_equip_operated_detail.length === 0) sheet.line(t('applicationPdf.noEquipment'));
  for (const equipment of q?.dq_equip_operated_detail ?? []) {
    sheet.subheading(equipment.eo_name ? p.named('equipment', equipment.eo_name) : `#${equipment.eo_id}`);
    sheet.row(
      t('onboarding.step7.miles'),
      equipment.miles === null ? t('applicationPdf.notAnswered') : translator.intl.formatNumber(equipment.miles),
    );
    sheet.row(t('onboarding.step7.description'), p.answer(equipment.desc));
  }
}

/** The fields each type of entry asks for, in the order of its form (step 8). */
function entryRows(p: Printing, entry: WorkHistoryRecord): Array<[string, string]> {
  const { t } = p;
  const text = (value: Value) => p.optional(value, true);
  const dates: Array<[string, string]> = [
    [t('onboarding.step8.dateFrom'), p.day(entry.wh_datefrom)],
    [t('onboarding.step8.dateTo'), entry.wh_status === 'Yes' ? t('onboarding.step9.present') : p.day(entry.wh_dateto)],
    [t('onboarding.step8.stillActive'), p.yesNo(entry.wh_status)],
  ];
  const place: Array<[string, string]> = [
    [t('onboarding.step8.city'), text(entry.wh_city)],
    [t('onboarding.step8.province'), entry.wh_province ? p.named('province', entry.wh_province) : text(null)],
    [t('onboarding.step8.country'), entry.wh_country ? p.named('country', entry.wh_country) : text(null)],
  ];
  const vehicle: Array<[string, string]> = [
    [t('onboarding.step8.commVehicle'), p.yesNo(entry.wh_comm_vehicle)],
    ...(entry.wh_comm_vehicle === 'Yes'
      ? [
          [
            t('onboarding.step8.commVehicleTypes'),
            p.optional(p.namedList('equipment', entry.wh_comm_vehicle_types), true),
          ] as [string, string],
        ]
      : []),
  ];
  const graduated: [string, string] = [t('onboarding.step8.graduated'), p.yesNo(entry.wh_graduated)];
  switch (entry.wh_type) {
    case 'Working': {
      const skills = WORK_HISTORY_SKILLS.filter((skill) => entry.wh_skills[skill]).map((skill) =>
        t(`onboarding.step8.skillNames.${skill}`),
      );
      return [
        [t('onboarding.step8.employer'), text(entry.wh_name)],
        [t('onboarding.step8.position'), text(entry.wh_position)],
        [t('onboarding.step8.address1'), text(entry.wh_address1)],
        [t('onboarding.step8.address2'), text(entry.wh_address2)],
        ...place,
        [t('onboarding.step8.postcode'), text(entry.wh_postcode)],
        [t('onboarding.step8.contactFirstName'), text(entry.wh_confname)],
        [t('onboarding.step8.contactLastName'), text(entry.wh_conlname)],
        [t('onboarding.step8.contactPosition'), text(entry.wh_contact_position)],
        [t('onboarding.step8.phone'), text(entry.wh_phone)],
        [t('onboarding.step8.email'), text(entry.wh_email)],
        ...dates,
        ...vehicle,
        [t('onboarding.step8.terminated'), p.yesNo(entry.wh_terminated)],
        [t('onboarding.step8.reason'), text(entry.wh_reason)],
        [t('onboarding.step8.safetySensitive'), p.yesNo(entry.wh_safety_sensitive)],
        [t('onboarding.step8.transportRegulation'), p.yesNo(entry.wh_transport_regulation)],
        [t('onboarding.step8.skills'), list(p, skills, true)],
      ];
    }
    case 'Unemployed':
      return [...dates, [t('onboarding.step8.unemployedReason'), text(entry.wh_reason)]];
    case 'School':
      return [
        [t('onboarding.step8.school'), text(entry.wh_name)],
        ...place,
        ...dates,
        graduated,
        [t('onboarding.step8.gpa'), text(entry.wh_gpa)],
      ];
    case 'Driving School':
      return [
        [t('onboarding.step8.drivingSchool'), text(entry.wh_name)],
        ...place,
        ...dates,
        graduated,
        [t('onboarding.step8.hours'), p.answer(entry.wh_hours_of_instruction)],
      ];
    case 'Military':
      return [
        [t('onboarding.step8.branch'), branchName(p, entry.wh_branch_service)],
        [t('onboarding.step8.rank'), text(entry.wh_military_rank)],
        ...dates,
        ...vehicle,
      ];
  }
}

const isBranch = (value: string | null): value is (typeof MILITARY_BRANCHES)[number] =>
  (MILITARY_BRANCHES as readonly (string | null)[]).includes(value);

/** A military branch in the printing's language; an unknown one as given. */
function branchName(p: Printing, branch: string | null): string {
  return isBranch(branch) ? p.t(`onboarding.step8.branchNames.${branch}`) : p.answer(branch);
}

function workHistory(p: Printing, entries: WorkHistoryRecord[]) {
  const { sheet, t } = p;
  sheet.heading(t('applicationPdf.sections.workHistory'));
  if (entries.length === 0) sheet.line(t('applicationPdf.noWorkHistory'));
  entries.forEach((entry, index) => {
    const type = t(`onboarding.step8.typeNames.${entry.wh_type}`);
    const name =
      entry.wh_type === 'Military' ? entry.wh_branch_service && branchName(p, entry.wh_branch_service) : entry.wh_name;
    sheet.subheading(
      entry.wh_type !== 'Unemployed' && name
        ? t('applicationPdf.workEntryNamed', { n: index + 1, type, name })
        : t('applicationPdf.workEntry', { n: index + 1, type }),
    );
    for (const [label, value] of entryRows(p, entry)) sheet.row(label, value);
  });
}

/** The period the work history covers, the years it must, and each gap with how it was closed (decision 017). */
function employmentCoverage(p: Printing, coverage: AdminApplicantFile['employment_coverage']) {
  const { sheet, t } = p;
  sheet.heading(t('onboarding.step9.coverageTitle'));
  sheet.row(t('applicationPdf.coverage.asOf'), p.day(coverage.as_of));
  sheet.row(
    t('onboarding.step9.yearsRequired'),
    t('onboarding.step9.yearsValue', { years: coverage.years, commercial: String(coverage.commercial) }),
  );
  sheet.row(
    t('onboarding.step9.periodCovered'),
    coverage.period
      ? t('onboarding.step9.period', { from: p.day(coverage.period.from), to: p.day(coverage.period.to) })
      : t('applicationPdf.coverage.nothingCovered'),
  );
  if (coverage.gaps.length === 0) sheet.line(t('applicationPdf.coverage.noGaps'));
  for (const gap of coverage.gaps)
    sheet.row(
      t('onboarding.step9.gapHeading', { from: p.day(gap.from), to: p.day(gap.to), days: gap.days }),
      gap.explanation
        ? t('applicationPdf.coverage.explanation', { text: gap.explanation })
        : t('onboarding.step9.notExplained'),
    );
}

function documents(p: Printing, translator: Translator, file: AdminApplicantFile) {
  const { sheet, t } = p;
  sheet.heading(t('applicationPdf.sections.documents'));
  if (file.documents.length === 0) sheet.line(t('applicationPdf.noDocuments'));
  for (const doc of file.documents) {
    const type = doc.doc_type ? t(`onboarding.step2.docTypes.${doc.doc_type}`) : null;
    const parts = [
      doc.original_name,
      type,
      sizeOf(p, translator, doc.size_bytes),
      t('applicationPdf.uploaded', { when: p.moment(doc.uploaded_at) }),
    ];
    sheet.row(t(`applicationPdf.documentKinds.${doc.kind}`), parts.filter(Boolean).join(' | '));
  }
}

function recruiterHistory(p: Printing, file: AdminApplicantFile) {
  const { sheet, t } = p;
  sheet.heading(t('applicationPdf.sections.history'));
  if (file.events.length === 0) sheet.line(t('applicationPdf.noEvents'));
  for (const event of file.events) {
    const lines: string[] = [];
    if (event.kind === 'stage' && event.to_stage) {
      const to = t(`applicationPdf.stages.${event.to_stage}`);
      lines.push(
        event.from_stage
          ? t('applicationPdf.event.stageChanged', { from: t(`applicationPdf.stages.${event.from_stage}`), to })
          : t('applicationPdf.event.stageSet', { to }),
      );
    }
    if (event.note) lines.push(t('applicationPdf.event.note', { note: event.note }));
    const who = `${p.moment(event.created_at)}\n${event.actor_email ?? t('applicationPdf.event.unknownActor')}`;
    sheet.row(who, lines.join('\n'));
  }
}

/** A name for a file name: ASCII letters, digits and dashes, lower case, at most 40 characters. */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .toLowerCase();
}

/** `application-{id}-{lastname}.pdf`, the last name reduced to ASCII letters, digits and dashes. */
export function applicationPdfFileName(id: number, lastName: string): string {
  const safe = nameSlug(lastName);
  return `application-${id}${safe ? `-${safe}` : ''}.pdf`;
}
