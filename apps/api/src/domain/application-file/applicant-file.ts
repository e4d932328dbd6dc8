import {
  type AdminApplicantFile,
  type AdminApplicationEvent,
  type AdminDocument,
  decodeReferBy,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { type EventRow, listEvents } from '../../data/application-events-repository.js';
import { findApplicationOwner } from '../../data/application-owners-repository.js';
import {
  findActiveApplication,
  findApplicationWithPosition,
  listOtherApplications,
  pipelineStatusOf,
} from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findOnboardingForm, findQualifications, listApplicationLicenses } from '../../data/onboarding-repository.js';
import { referenceNames } from '../../data/reference-data-repository.js';
import { findSignature } from '../../data/signatures-repository.js';
import { findUploadById, listCandidateUploads } from '../../data/uploads-repository.js';
import { findUserById, toProfile } from '../../data/users-repository.js';
import { listWorkHistory } from '../../data/work-history-repository.js';
import type { Executor } from '../../db/client.js';
import type { ApplicationSignature } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { signDocumentLink, signFileLink } from '../../lib/signed-links.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { toOwner } from '../ownership/application-owner.js';
import { applicationEmploymentCoverage } from './employment-coverage.js';
import { toSignature } from './signature-summary.js';

// A candidate's whole file on one page (decision 008), also printed as a PDF.

/** A text as the driver was shown it when signing (decision 016), with the translation shown beside it. */
export type ShownText = ApplicationSignature['texts'][number];

/** An event of the file (a stage change or a note) as the API answers it. */
export function toEvent(row: EventRow): AdminApplicationEvent {
  return { ...row, created_at: row.created_at.toISOString() };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/** The reads' answers in order: asked at once, or one after another on a single connection. */
async function readAll<const T extends readonly (() => Promise<unknown>)[]>(
  atOnce: boolean,
  reads: T,
): Promise<Results<T>> {
  if (atOnce) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Results<T>;
}

/**
 * The candidate's whole file around one application; 404 for an unknown id. `db` is a transaction
 * when the file is read to be signed (decision 016).
 */
export async function applicantFile(ctx: AppContext, id: number, db: Executor = ctx.db): Promise<AdminApplicantFile> {
  const application = await findApplicationWithPosition(db, id);
  if (!application) throw new HttpError(404, 'api.notFound');
  const userId = application.user_id;
  const [user, active, resume, form, licenseRows, answers, history, files, events, others, signature, owner] =
    // A transaction is one connection, which takes one query at a time; the pool asks them at once.
    await readAll(db === ctx.db, [
      () => findUserById(db, userId),
      () => findActiveApplication(db, userId),
      async () => (application.resume_upload_id ? findUploadById(db, application.resume_upload_id) : undefined),
      () => findOnboardingForm(db, id),
      () => listApplicationLicenses(db, id),
      () => findQualifications(db, id),
      () => listWorkHistory(db, userId),
      () => listCandidateUploads(db, userId),
      () => listEvents(db, id),
      () => listOtherApplications(db, userId, id),
      () => findSignature(db, id),
      () => findApplicationOwner(db, id),
    ]);
  if (!user) throw new HttpError(404, 'api.notFound');

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
    const names = await referenceNames(db, {
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
      row.kind === 'resume'
        ? signFileLink(ctx.config.jwtSecret, 'resumes', row.filename)
        : signDocumentLink(ctx.config.jwtSecret, row.filename),
  }));

  const work_history: WorkHistoryRecord[] = history.map(({ user_id: _u, entry_key: _k, created_at, ...rest }) => ({
    ...rest,
    wh_type: rest.wh_type as WorkHistoryRecord['wh_type'],
    created_at: created_at.toISOString(),
  }));

  // An explanation of a gap the entries no longer leave is not shown (decision 017).
  const employment = applicationEmploymentCoverage({
    applicationId: id,
    submittedAt: application.submitted_at,
    history,
    explanations: form?.wh_gap_explanations ?? [],
    commercialLicenceDate: answers?.dq_commercial_license_date,
    historyYears: ctx.config.historyYears,
    timeZone: ctx.config.timeZone,
  });

  return {
    profile: toProfile(user, pipelineStatusOf(active)),
    application: {
      id: application.id,
      job_id: application.job_id,
      p_position_number: application.p_position_number,
      p_position_title: application.p_position_title,
      status: application.status,
      pipeline_status: pipelineStatusOf(application),
      recruiter_stage: application.recruiter_stage,
      recruiter_stage_at: iso(application.recruiter_stage_at),
      hired_on: application.hiredOn ?? null,
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
        ? {
            url: signFileLink(ctx.config.jwtSecret, 'resumes', resume.filename),
            filename: resume.filename,
            original_name: resume.original_name,
          }
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
          address_since: form.address_since,
          address_history: form.address_history,
          wh_gap_explanations: employment.explanations,
        }
      : null,
    licenses: {
      primary: primary ? toLicense(primary) : null,
      others: licenseRows.filter((row) => row.dl_status !== 'primary').map(toLicense),
    },
    qualifications,
    work_history,
    employment_coverage: employment.coverage,
    documents,
    events: events.map(toEvent),
    other_applications: others.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      submitted_at: iso(row.submitted_at),
      cancelled_at: iso(row.cancelled_at),
    })),
    owner: owner ? toOwner(owner) : null,
    carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
    date_of_application: carrierDay(application.created_at, ctx.config.timeZone),
    signature: signature ? toSignature(signature) : null,
  };
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
