import {
  type AdminApplicantFile,
  type AnswerRow,
  answerRows,
  type CanadaDocType,
  type DatedRow,
  messages,
  type QuestionStep,
  questionsOf,
  questionText,
  rowText,
  WORK_HISTORY_SKILLS,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';
import type { ShownText } from './applicant-file.js';
import { acceptedTexts, certification, signatureCertificate } from './application-pdf-signature.js';
import { applicationPdfTexts as t } from './application-pdf-texts.js';

// One complete driver application as a printable PDF for the driver's file (decision 008): every
// answer the file holds, "Not answered" where the driver has not answered yet.

const o = messages.onboarding;
type Qualifications = NonNullable<AdminApplicantFile['qualifications']>;
type Value = string | number | null | undefined;

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as "Apr 12, 1988", never moved by a time zone. */
export function formatDay(value: Value): string {
  if (value === null || value === undefined || value === '') return t.notAnswered;
  const day = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? String(value) : dayFormat.format(day);
}

const answer = (value: Value) =>
  value === null || value === undefined || value === '' ? t.notAnswered : String(value);
/** An optional field of a step the driver has answered: empty means "none", not "not answered". */
const optional = (value: Value, answered: boolean) =>
  (value === null || value === undefined || value === '') && answered ? t.none : answer(value);
const flag = (value: number) => (value ? t.yes : t.no);
const list = (values: readonly string[], answered: boolean) => optional(values.join(', '), answered);
const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fullName = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ');

export interface ApplicationPdfOptions {
  companyName: string;
  /** The carrier's IANA time zone (config TIME_ZONE): every moment prints in it. */
  timeZone: string;
  printedAt?: Date;
  /** The texts the driver was shown when signing, as they read them (decision 016). */
  shownTexts?: ShownText[];
}

/** The printable application, as the bytes of a PDF file. */
export async function applicationPdf(file: AdminApplicantFile, options: ApplicationPdfOptions): Promise<Buffer> {
  const { application: app, profile } = file;
  const name = fullName(profile.first_name, profile.mid_name, profile.last_name);
  const sheet = new PdfSheet({ title: `${t.title} #${app.id} - ${name}`, author: options.companyName });

  const moment = (value: string | Date) => formatMoment(value, options.timeZone);
  header(sheet, file, name, options, moment);
  personal(sheet, file, name);
  screening(sheet, file);
  rightToWork(sheet, file);
  licences(sheet, file);
  qualifications(sheet, file.qualifications);
  licenceHistory(sheet, file.qualifications);
  education(sheet, file.qualifications);
  workHistory(sheet, file.work_history);
  employmentCoverage(sheet, file.employment_coverage);
  documents(sheet, file, moment);
  certification(sheet, file, options.shownTexts ?? [], moment, options.timeZone);
  recruiterHistory(sheet, file, moment);
  acceptedTexts(sheet, file, options.shownTexts ?? [], moment);
  signatureCertificate(sheet, file, moment);

  return sheet.finish((page, pages) => ({ left: t.footer(app.id, name), right: t.page(page, pages) }));
}

type Moment = (value: string | Date) => string;

function header(
  sheet: PdfSheet,
  file: AdminApplicantFile,
  name: string,
  options: ApplicationPdfOptions,
  moment: Moment,
) {
  const app = file.application;
  const h = t.header;
  // 49 CFR 391.21(b)(1): the carrier's name and address on the application.
  sheet.titleLine(file.carrier.legal_name, 11, true);
  sheet.titleLine(file.carrier.address, 10);
  sheet.gap(4);
  sheet.titleLine(t.title, 18, true);
  sheet.titleLine(name, 14);
  sheet.gap(10);
  sheet.row(h.dateOfApplication, formatDay(file.date_of_application));
  sheet.row(h.position, h.positionValue(app.p_position_title, app.p_position_number));
  sheet.row(h.application, h.applicationValue(app.id));
  sheet.row(h.applied, moment(app.created_at));
  sheet.row(h.submitted, app.submitted_at ? moment(app.submitted_at) : t.notSubmitted);
  if (app.cancelled_at) sheet.row(h.cancelled, moment(app.cancelled_at));
  sheet.row(h.status, t.statuses[app.status]);
  if (app.recruiter_stage) {
    const stage = t.stages[app.recruiter_stage];
    sheet.row(h.stage, app.recruiter_stage_at ? h.stageSince(stage, moment(app.recruiter_stage_at)) : stage);
  } else {
    sheet.row(h.stage, t.none);
  }
  sheet.row(h.printed, moment(options.printedAt ?? new Date()));
}

function personal(sheet: PdfSheet, file: AdminApplicantFile, name: string) {
  const { profile, application: app, onboarding_form: form } = file;
  const f = o.step1;
  const answered = form !== null;
  sheet.heading(t.sections.personal);
  sheet.row(t.personal.name, name);
  sheet.row(t.personal.email, profile.email);
  sheet.row(t.personal.mobile, answer(profile.mobile ?? app.mobile));
  sheet.row(t.personal.homePhone, optional(profile.home_phone ?? app.home_phone, true));
  sheet.row(f.dob, formatDay(form?.dob ?? profile.dob));
  sheet.row(f.address1, answer(form?.address1 ?? profile.address1));
  sheet.row(f.address2, optional(form ? form.address2 : profile.address2, answered));
  sheet.row(f.city, answer(form?.city ?? profile.city));
  sheet.row(f.province, answer(form?.province ?? profile.province));
  sheet.row(f.country, answer(form?.country ?? profile.country));
  sheet.row(f.postalCode, answer(form?.postal_code ?? profile.postal_code ?? app.postal_code));
  sheet.row(f.addressSince, formatDay(form?.address_since));
  sheet.row(f.referStatus, answer(form?.refer_status));
  if (form?.refer_status === 'Yes') {
    sheet.row(f.referByName, answer(form.refer_by?.name));
    sheet.row(f.referById, answer(form.refer_by?.employeeId));
  }
  addressHistory(sheet, form);
}

/** The addresses before the current one, each with the days the driver lived there. */
function addressHistory(sheet: PdfSheet, form: AdminApplicantFile['onboarding_form']) {
  const f = o.step1;
  const rows = form?.address_history ?? [];
  if (rows.length === 0) {
    sheet.row(f.addressHistory, form ? t.none : t.notAnswered);
    return;
  }
  rows.forEach((row, index) => {
    sheet.subheading(f.addressRow(index + 1));
    sheet.row(f.addressRowStreet, answer(row.address1));
    sheet.row(f.city, answer(row.city));
    sheet.row(f.province, answer(row.province));
    sheet.row(f.country, answer(row.country));
    sheet.row(f.postalCode, answer(row.postal_code));
    sheet.row(f.addressRowFrom, formatDay(row.from));
    sheet.row(f.addressRowTo, formatDay(row.to));
  });
}

function screening(sheet: PdfSheet, file: AdminApplicantFile) {
  const s = file.application.screening;
  const a = messages.apply;
  sheet.heading(t.sections.screening);
  sheet.row(a.questions.is_over_21, flag(s.is_over_21));
  sheet.row(a.questions.has_class1_license, flag(s.has_class1_license));
  sheet.row(a.questions.has_twic_card, flag(s.has_twic_card));
  sheet.row(a.questions.eligible_fast_card, flag(s.eligible_fast_card));
  sheet.row(a.questions.has_1yr_experience, flag(s.has_1yr_experience));
  sheet.row(a.questions.live_in_canada, flag(s.live_in_canada));
  sheet.row(a.mountainYearsLabel, String(s.mountain_experience_years));
  sheet.row(a.questions.convicted_felony_7yrs, flag(s.convicted_felony_7yrs));
  if (s.convicted_felony_7yrs) {
    sheet.row(a.felonyDateLabel, formatDay(s.felony_date));
    sheet.row(a.felonyDetailsLabel, answer(s.felony_details));
  }
  sheet.row(a.questions.convicted_dui_dwi, flag(s.convicted_dui_dwi));
  if (s.convicted_dui_dwi) {
    sheet.row(a.duiDateLabel, formatDay(s.dui_date));
    sheet.row(a.duiDetailsLabel, answer(s.dui_details));
  }
  sheet.row(t.resume, file.application.resume?.original_name ?? t.none);
}

function rightToWork(sheet: PdfSheet, file: AdminApplicantFile) {
  sheet.heading(t.sections.rightToWork);
  stepAnswers(sheet, 2, file.onboarding_form);
}

function licences(sheet: PdfSheet, file: AdminApplicantFile) {
  const { primary, others } = file.licenses;
  const f = o.step3;
  sheet.heading(t.sections.licences);
  const licence = (record: NonNullable<typeof primary>) => {
    sheet.row(f.licenseNo, answer(record.dl_license_no));
    sheet.row(f.province, answer(record.dl_province));
    sheet.row(f.country, answer(record.dl_country));
    sheet.row(f.class, list(record.dl_class, false));
    sheet.row(o.step5.columns.condition, list(record.dl_condition, true));
    sheet.row(f.expiry, formatDay(record.dl_expdate));
  };
  sheet.subheading(t.licences.primary);
  if (primary) licence(primary);
  else sheet.row(f.licenseNo, t.notAnswered);
  // The additional licences are asked with the qualifications (step 5).
  sheet.row(o.step5.otherLicenses, others.length > 0 ? t.yes : file.qualifications ? t.no : t.notAnswered);
  others.forEach((record, index) => {
    sheet.subheading(t.licences.other(index + 1));
    licence(record);
  });
}

/** How the printed application shows an answer of each kind. */
function printed(row: AnswerRow): string {
  switch (row.kind) {
    case 'date':
    case 'birthDate':
      return formatDay(row.value as Value);
    case 'docType':
      return row.value ? o.step2.docTypes[row.value as CanadaDocType] : t.notAnswered;
    default:
      return answer(row.value as Value);
  }
}

/** A step's answers: each question, then the follow-ups its answer asked for (decision 014). */
function stepAnswers(sheet: PdfSheet, step: QuestionStep, answers: Record<string, unknown> | null) {
  for (const row of answerRows(questionsOf(step), answers)) {
    if (row.kind !== 'rows' || !row.entry.rows) {
      sheet.row(row.label, printed(row));
      continue;
    }
    const texts = row.entry.rows;
    (row.value as DatedRow[]).forEach((dated, index) => {
      sheet.row(
        t.datedRow(rowText(texts.row, index + 1), dated.type),
        `${questionText(texts.date)}: ${formatDay(dated.date)}`,
      );
    });
  }
}

function qualifications(sheet: PdfSheet, q: Qualifications | null) {
  sheet.heading(t.sections.qualifications);
  stepAnswers(sheet, 4, q);
}

function licenceHistory(sheet: PdfSheet, q: Qualifications | null) {
  sheet.heading(t.sections.licenceHistory);
  stepAnswers(sheet, 6, q);
}

function education(sheet: PdfSheet, q: Qualifications | null) {
  const f = o.step7;
  const answered = q !== null;
  sheet.heading(t.sections.education);
  sheet.row(f.education, answer(q?.dq_education_name));
  sheet.row(f.school, answer(q?.dq_school));
  sheet.row(f.experience, optional(q?.dq_experience, answered));
  sheet.row(f.experienceDetail, optional(q?.dq_exp_detail, answered));

  sheet.heading(t.sections.regions);
  if (!q) sheet.line(t.notAnswered);
  else if (q.dq_reg_travelled_names.length === 0) sheet.line(t.noRegions);
  else sheet.line(q.dq_reg_travelled_names.map((region) => region.rt_name).join(', '));

  sheet.heading(t.sections.equipment);
  if (!q) sheet.line(t.notAnswered);
  else if (q.dq_equip_operated_detail.length === 0) sheet.line(t.noEquipment);
  for (const equipment of q?.dq_equip_operated_detail ?? []) {
    sheet.subheading(equipment.eo_name ?? `#${equipment.eo_id}`);
    sheet.row(f.miles, equipment.miles === null ? t.notAnswered : equipment.miles.toLocaleString('en-US'));
    sheet.row(f.description, answer(equipment.desc));
  }
}

/** The fields each type of entry asks for, in the order of its form (step 8). */
function entryRows(entry: WorkHistoryRecord): Array<[string, string]> {
  const f = o.step8;
  const text = (value: Value) => optional(value, true);
  const dates: Array<[string, string]> = [
    [f.dateFrom, formatDay(entry.wh_datefrom)],
    [f.dateTo, entry.wh_status === 'Yes' ? t.present : formatDay(entry.wh_dateto)],
    [f.stillActive, entry.wh_status],
  ];
  const place: Array<[string, string]> = [
    [f.city, text(entry.wh_city)],
    [f.province, text(entry.wh_province)],
    [f.country, text(entry.wh_country)],
  ];
  const vehicle: Array<[string, string]> = [
    [f.commVehicle, answer(entry.wh_comm_vehicle)],
    ...(entry.wh_comm_vehicle === 'Yes'
      ? [[f.commVehicleTypes, list(entry.wh_comm_vehicle_types, true)] as [string, string]]
      : []),
  ];
  switch (entry.wh_type) {
    case 'Working': {
      const skills = WORK_HISTORY_SKILLS.filter((skill) => entry.wh_skills[skill]).map((skill) => f.skillNames[skill]);
      return [
        [f.employer, text(entry.wh_name)],
        [f.position, text(entry.wh_position)],
        [f.address1, text(entry.wh_address1)],
        [f.address2, text(entry.wh_address2)],
        ...place,
        [f.postcode, text(entry.wh_postcode)],
        [f.contactFirstName, text(entry.wh_confname)],
        [f.contactLastName, text(entry.wh_conlname)],
        [f.contactPosition, text(entry.wh_contact_position)],
        [f.phone, text(entry.wh_phone)],
        [f.email, text(entry.wh_email)],
        ...dates,
        ...vehicle,
        [f.terminated, answer(entry.wh_terminated)],
        [f.reason, text(entry.wh_reason)],
        [f.safetySensitive, answer(entry.wh_safety_sensitive)],
        [f.transportRegulation, answer(entry.wh_transport_regulation)],
        [f.skills, list(skills, true)],
      ];
    }
    case 'Unemployed':
      return [...dates, [f.unemployedReason, text(entry.wh_reason)]];
    case 'School':
      return [
        [f.school, text(entry.wh_name)],
        ...place,
        ...dates,
        [f.graduated, answer(entry.wh_graduated)],
        [f.gpa, text(entry.wh_gpa)],
      ];
    case 'Driving School':
      return [
        [f.drivingSchool, text(entry.wh_name)],
        ...place,
        ...dates,
        [f.graduated, answer(entry.wh_graduated)],
        [f.hours, answer(entry.wh_hours_of_instruction)],
      ];
    case 'Military':
      return [
        [f.branch, answer(entry.wh_branch_service)],
        [f.rank, text(entry.wh_military_rank)],
        ...dates,
        ...vehicle,
      ];
  }
}

function workHistory(sheet: PdfSheet, entries: WorkHistoryRecord[]) {
  sheet.heading(t.sections.workHistory);
  if (entries.length === 0) sheet.line(t.noWorkHistory);
  entries.forEach((entry, index) => {
    const name = entry.wh_type === 'Military' ? entry.wh_branch_service : entry.wh_name;
    sheet.subheading(t.workEntry(index + 1, entry.wh_type, entry.wh_type === 'Unemployed' ? null : name));
    for (const [label, value] of entryRows(entry)) sheet.row(label, value);
  });
}

/** The period the work history covers, the years it must, and each gap with how it was closed (decision 017). */
function employmentCoverage(sheet: PdfSheet, coverage: AdminApplicantFile['employment_coverage']) {
  const c = t.coverage;
  sheet.heading(t.sections.employmentCoverage);
  sheet.row(c.asOf, formatDay(coverage.as_of));
  sheet.row(c.yearsRequired, c.yearsValue(coverage.years, coverage.commercial));
  sheet.row(
    c.periodCovered,
    coverage.period ? `${formatDay(coverage.period.from)} – ${formatDay(coverage.period.to)}` : c.nothingCovered,
  );
  if (coverage.gaps.length === 0) sheet.line(c.noGaps);
  for (const gap of coverage.gaps)
    sheet.row(
      c.gap(formatDay(gap.from), formatDay(gap.to), gap.days),
      gap.explanation ? c.explanation(gap.explanation) : c.notExplained,
    );
}

function documents(sheet: PdfSheet, file: AdminApplicantFile, moment: Moment) {
  sheet.heading(t.sections.documents);
  if (file.documents.length === 0) sheet.line(t.noDocuments);
  for (const doc of file.documents) {
    const type = doc.doc_type ? o.step2.docTypes[doc.doc_type] : null;
    sheet.row(
      t.documentKinds[doc.kind],
      t.documentValue(doc.original_name, type, sizeOf(doc.size_bytes), moment(doc.uploaded_at)),
    );
  }
}

function recruiterHistory(sheet: PdfSheet, file: AdminApplicantFile, moment: Moment) {
  sheet.heading(t.sections.history);
  if (file.events.length === 0) sheet.line(t.noEvents);
  for (const event of file.events) {
    const stage = (value: typeof event.from_stage) => (value ? t.stages[value] : null);
    const lines = event.kind === 'stage' ? [t.event.stage(stage(event.from_stage), stage(event.to_stage))] : [];
    if (event.note) lines.push(t.event.note(event.note));
    sheet.row(t.event.who(moment(event.created_at), event.actor_email), lines.join('\n'));
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
