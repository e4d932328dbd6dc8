import {
  ADMIN_APPLICATIONS_CSV_MAX_ROWS,
  ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE,
  ADMIN_STATS_WEEKS,
  type AdminApplicantFile,
  type AdminApplicationEvent,
  type AdminApplicationFilters,
  type AdminApplicationList,
  type AdminApplicationListItem,
  type AdminApplicationListQuery,
  type AdminDocument,
  type AdminStageChange,
  type AdminStageChangeResult,
  type AdminStats,
  apiPaths,
  decodeReferBy,
  messages,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  type ApplicantRow,
  countApplicants,
  countByPosition,
  countByStage,
  countByStatus,
  countPerWeek,
  type EventRow,
  findApplicationWithPosition,
  findOnboardingForm,
  findQualifications,
  foldFilters,
  insertEvent,
  listApplicants,
  listApplicationLicenses,
  listCandidateUploads,
  listEvents,
  listOtherApplications,
  maxApplicationId,
  referenceNames,
  setRecruiterStage,
} from '../../data/admin-applications-repository.js';
import { findActiveApplication, lockApplication, pipelineStatusOf } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findUploadById } from '../../data/uploads-repository.js';
import { findUserById, toProfile } from '../../data/users-repository.js';
import { listWorkHistory } from '../../data/work-history-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { signDocumentLink } from '../../lib/signed-links.js';
import { spreadsheetMoment } from '../../lib/zoned-time.js';
import { csvRow } from './csv.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toListItem(row: ApplicantRow): AdminApplicationListItem {
  return {
    ...row,
    pipeline_status: pipelineStatusOf(row),
    created_at: row.created_at.toISOString(),
    submitted_at: iso(row.submitted_at),
  };
}

export async function listApplications(
  ctx: AppContext,
  query: AdminApplicationListQuery,
): Promise<AdminApplicationList> {
  const pageSize = query.pageSize ?? ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const filters = await foldFilters(ctx.db, query);
  const [rows, total] = await Promise.all([
    listApplicants(ctx.db, filters, { limit: pageSize, offset }),
    countApplicants(ctx.db, filters),
  ]);
  return { items: rows.map(toListItem), total };
}

function toEvent(row: EventRow): AdminApplicationEvent {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** The candidate's whole file around one application; 404 for an unknown id. */
export async function applicantFile(ctx: AppContext, id: number): Promise<AdminApplicantFile> {
  const application = await findApplicationWithPosition(ctx.db, id);
  if (!application) throw new HttpError(404, messages.api.notFound);
  const userId = application.user_id;
  const [user, active, resume, form, licenseRows, answers, history, files, events, others] = await Promise.all([
    findUserById(ctx.db, userId),
    findActiveApplication(ctx.db, userId),
    application.resume_upload_id ? findUploadById(ctx.db, application.resume_upload_id) : undefined,
    findOnboardingForm(ctx.db, id),
    listApplicationLicenses(ctx.db, id),
    findQualifications(ctx.db, id),
    listWorkHistory(ctx.db, userId),
    listCandidateUploads(ctx.db, userId),
    listEvents(ctx.db, id),
    listOtherApplications(ctx.db, userId, id),
  ]);
  if (!user) throw new HttpError(404, messages.api.notFound);

  const toLicense = (row: (typeof licenseRows)[number]) => ({
    id: row.id,
    dl_status: row.dl_status,
    dl_country: row.dl_country,
    dl_province: row.dl_province,
    dl_license_no: row.dl_license_no,
    dl_class: row.dl_class,
    dl_condition: row.dl_condition,
    dl_expdate: row.dl_expdate,
  });
  const primary = licenseRows.find((row) => row.dl_status === 'primary');

  let qualifications: AdminApplicantFile['qualifications'] = null;
  if (answers) {
    const {
      application_id: _a,
      user_id: _u,
      created_at: _c,
      updated_at: _up,
      dq_equip_operated_detail: details,
      ...rest
    } = answers;
    const names = await referenceNames(ctx.db, {
      education: answers.dq_education,
      regions: answers.dq_reg_travelled,
      equipment: answers.dq_equip_operated,
    });
    const equipmentName = new Map(names.equipment.map((row) => [row.eo_id, row.eo_name]));
    const regionName = new Map(names.regions.map((row) => [row.rt_id, row.rt_name]));
    qualifications = {
      ...rest,
      dq_education_name: names.education,
      dq_reg_travelled_names: answers.dq_reg_travelled.map((rt_id) => ({
        rt_id,
        rt_name: regionName.get(rt_id) ?? '',
      })),
      dq_equip_operated_detail: answers.dq_equip_operated.map((eo_id) => ({
        eo_id,
        eo_name: equipmentName.get(eo_id) ?? null,
        miles: details[String(eo_id)]?.miles ?? null,
        desc: details[String(eo_id)]?.desc ?? null,
      })),
    };
  }

  const documents: AdminDocument[] = files.map((row) => ({
    id: row.id,
    kind: row.kind,
    doc_type: row.kind === 'canada_proof' ? (row.doc_type ?? null) : null,
    original_name: row.original_name,
    size_bytes: row.size_bytes,
    uploaded_at: row.created_at.toISOString(),
    url:
      row.kind === 'resume' ? apiPaths.resumeFile(row.filename) : signDocumentLink(ctx.config.jwtSecret, row.filename),
  }));

  const work_history: WorkHistoryRecord[] = history.map(({ user_id: _u, entry_key: _k, created_at, ...rest }) => ({
    ...rest,
    wh_type: rest.wh_type as WorkHistoryRecord['wh_type'],
    created_at: created_at.toISOString(),
  }));

  return {
    profile: toProfile(user, pipelineStatusOf(active)),
    application: {
      id: application.id,
      job_id: application.job_id,
      p_position_title: application.p_position_title,
      status: application.status,
      pipeline_status: pipelineStatusOf(application),
      recruiter_stage: application.recruiter_stage,
      recruiter_stage_at: iso(application.recruiter_stage_at),
      created_at: application.created_at.toISOString(),
      submitted_at: iso(application.submitted_at),
      cancelled_at: iso(application.cancelled_at),
      draft_step: application.draft_step,
      last_saved_at: (application.draft_updated_at ?? application.updated_at).toISOString(),
      first_name: application.first_name,
      last_name: application.last_name,
      mobile: application.mobile,
      home_phone: application.home_phone,
      postal_code: application.postal_code,
      screening: {
        is_over_21: application.is_over_21,
        has_class1_license: application.has_class1_license,
        has_twic_card: application.has_twic_card,
        eligible_fast_card: application.eligible_fast_card,
        has_1yr_experience: application.has_1yr_experience,
        live_in_canada: application.live_in_canada,
        mountain_experience_years: application.mountain_experience_years,
        convicted_felony_7yrs: application.convicted_felony_7yrs,
        felony_date: application.felony_date,
        felony_details: application.felony_details,
        convicted_dui_dwi: application.convicted_dui_dwi,
        dui_date: application.dui_date,
        dui_details: application.dui_details,
      },
      resume: resume
        ? { url: apiPaths.resumeFile(resume.filename), filename: resume.filename, original_name: resume.original_name }
        : null,
    },
    onboarding_form: form
      ? {
          dob: form.dob,
          address1: form.address1,
          address2: form.address2,
          country: form.country,
          province: form.province,
          city: form.city,
          postal_code: form.postal_code,
          refer_status: form.refer_status,
          refer_by: decodeReferBy(form.refer_by) ?? null,
          dq_legal_right_canada: form.dq_legal_right_canada,
          dq_legal_right_us: form.dq_legal_right_us,
          dq_previous_nwt_employee: form.dq_previous_nwt_employee,
          dq_previous_nwt_from: form.dq_previous_nwt_from,
          dq_previous_nwt_to: form.dq_previous_nwt_to,
          canada_doc_type: form.canada_doc_type ?? null,
        }
      : null,
    licenses: {
      primary: primary ? toLicense(primary) : null,
      others: licenseRows.filter((row) => row.dl_status !== 'primary').map(toLicense),
    },
    qualifications,
    work_history,
    documents,
    events: events.map(toEvent),
    other_applications: others.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      submitted_at: iso(row.submitted_at),
      cancelled_at: iso(row.cancelled_at),
    })),
  };
}

/**
 * Moves a submitted application to a recruiter stage (decision 008): the stage, its event and the
 * audit entry are written together. The candidate's status, and so pipeline_status, stay as they are.
 */
export async function changeStage(
  ctx: AppContext,
  actorId: number,
  id: number,
  change: AdminStageChange,
): Promise<AdminStageChangeResult> {
  return ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new HttpError(404, messages.api.notFound);
    if (application.status !== 'submitted') throw new HttpError(409, messages.adminApplications.notSubmitted);
    const at = new Date();
    const from = application.recruiter_stage;
    await setRecruiterStage(tx, id, change.stage, at);
    const event = await insertEvent(tx, {
      application_id: id,
      actor_id: actorId,
      kind: 'stage',
      from_stage: from,
      to_stage: change.stage,
      note: change.note ?? null,
      created_at: at,
    });
    await recordAudit(tx, actorId, {
      action: 'application.stage',
      target_type: 'application',
      target_id: id,
      details: { from, to: change.stage, ...(change.note ? { note: change.note } : {}) },
    });
    return { id, recruiter_stage: change.stage, recruiter_stage_at: at.toISOString(), event: toEvent(event) };
  });
}

/** A note on an application, at any status, with who wrote it and when. */
export async function addNote(
  ctx: AppContext,
  actorId: number,
  id: number,
  note: string,
): Promise<AdminApplicationEvent> {
  return ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new HttpError(404, messages.api.notFound);
    const event = await insertEvent(tx, { application_id: id, actor_id: actorId, kind: 'note', note });
    await recordAudit(tx, actorId, {
      action: 'application.note',
      target_type: 'application',
      target_id: id,
      // The note's own words, so the log reads without opening the file.
      details: { event_id: event.id, note },
    });
    return toEvent(event);
  });
}

/** The export's headers, in words a spreadsheet reader understands; times are in the carrier's zone. */
export const csvHeaders = (timeZone: string) => [
  'Application',
  'First name',
  'Last name',
  'Email',
  'Mobile',
  'Position number',
  'Position',
  'Status',
  'Recruiter stage',
  `Applied (${timeZone})`,
  `Submitted (${timeZone})`,
];

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark ("Marie-Ève", "—"). */
const UTF8_BOM = '\uFEFF';
const CSV_BATCH = 2000;

/**
 * The filtered list as CSV lines, header first, read from the database in batches so a large export
 * never sits in memory whole. Rows added after it starts are left out, so none repeats. Statuses and
 * stages are the words the screens use (decision 008), moments in the carrier's TIME_ZONE.
 */
export async function* applicantsCsv(
  ctx: AppContext,
  filters: AdminApplicationFilters,
  maxRows = ADMIN_APPLICATIONS_CSV_MAX_ROWS,
): AsyncGenerator<string> {
  const { timeZone } = ctx.config;
  const { statuses, stages } = messages.adminApplications;
  yield UTF8_BOM + csvRow(csvHeaders(timeZone));
  const maxId = await maxApplicationId(ctx.db);
  const folded = await foldFilters(ctx.db, filters);
  for (let offset = 0; offset < maxRows; offset += CSV_BATCH) {
    const limit = Math.min(CSV_BATCH, maxRows - offset);
    const rows = await listApplicants(ctx.db, folded, { limit, offset, maxId });
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRow([
          row.id,
          row.first_name,
          row.last_name,
          row.email,
          row.mobile,
          row.job_id,
          row.p_position_title,
          statuses[row.status],
          row.status === 'submitted' && row.recruiter_stage ? stages[row.recruiter_stage] : null,
          spreadsheetMoment(row.created_at, timeZone),
          row.submitted_at ? spreadsheetMoment(row.submitted_at, timeZone) : null,
        ]),
      )
      .join('');
    if (rows.length < limit) return;
  }
}

/** Records who exported what, before the file goes out. */
export async function recordExport(ctx: AppContext, actorId: number, filters: AdminApplicationFilters): Promise<void> {
  const details = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  await recordAudit(ctx.db, actorId, { action: 'applications.export', target_type: 'application', details });
}

/** Records who printed which application, before the file goes out. */
export async function recordApplicationPdf(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await recordAudit(ctx.db, actorId, {
    action: 'application.export',
    target_type: 'application',
    target_id: id,
    details: { format: 'pdf' },
  });
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

export async function stats(ctx: AppContext, now: Date = new Date()): Promise<AdminStats> {
  const first = new Date(weekStart(now).getTime() - (ADMIN_STATS_WEEKS - 1) * WEEK_MS);
  const [statuses, stages, positions, weeks] = await Promise.all([
    countByStatus(ctx.db),
    countByStage(ctx.db),
    countByPosition(ctx.db),
    countPerWeek(ctx.db, first),
  ]);
  const status = { in_progress: 0, submitted: 0, cancelled: 0 };
  for (const row of statuses) status[row.status] = row.count;
  const stage = { submitted: 0, in_review: 0, interview: 0, hired: 0, rejected: 0 };
  for (const row of stages) if (row.stage) stage[row.stage] = row.count;
  const perWeek = Array.from({ length: ADMIN_STATS_WEEKS }, (_, i) => {
    const week_start = new Date(first.getTime() + i * WEEK_MS).toISOString().slice(0, 10);
    return { week_start, count: weeks.get(week_start) ?? 0 };
  });
  return {
    byStatus: { total: status.in_progress + status.submitted + status.cancelled, status, stage },
    byPosition: positions,
    perWeek,
  };
}
