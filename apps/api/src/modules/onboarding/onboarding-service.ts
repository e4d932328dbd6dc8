import {
  type AdditionalLicenseSchema,
  addressCoverage,
  type License,
  type Locale,
  type OnboardingDraft,
  type OnboardingForm,
  type OnboardingState,
  PIPELINE_COMPLETED,
  type Qualifications,
  ROLE_ADMIN,
  type WorkHistoryCreateSchema,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { lockActiveApplication, lockApplication } from '../../data/applications-repository.js';
import { deleteUnlinkedRowDocuments, hasDocument, missingOwnDocuments } from '../../data/documents-repository.js';
import {
  clearSubmissionEntries,
  findOnboardingApplication,
  markSubmitted,
  saveDraft,
  submissionParts,
  unknownReferenceIds,
  upsertAdditionalLicense,
  upsertOnboardingForm,
  upsertPrimaryLicense,
  upsertQualifications,
} from '../../data/onboarding-repository.js';
import { findSignature, isSigned } from '../../data/signatures-repository.js';
import { updateUser } from '../../data/users-repository.js';
import { listWorkHistory, upsertWorkHistory, type WorkHistoryRow } from '../../data/work-history-repository.js';
import type { Executor } from '../../db/client.js';
import type { Application } from '../../db/schema.js';
import { openVerificationsAtSubmit } from '../../domain/verifications/verification-scope.js';
import { HttpError } from '../../lib/http-error.js';
import { answer, said } from '../../lib/said.js';
import type { SessionUser } from '../../lib/session-token.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { enqueueApplicationSubmittedMails, enqueueReleasesMail } from '../../mail/notices/application-notices.js';

const saved = answer(said('onboarding.api.saved'));

type AdditionalLicense = z.output<typeof AdditionalLicenseSchema>;
type WorkHistoryCreate = z.output<typeof WorkHistoryCreateSchema>;

/** Someone else's application answers like a missing one, so ids reveal nothing. */
function notFound(): never {
  throw new HttpError(404, 'api.notFound');
}

/** The 409 an application that cannot take answers any more gives. */
function refuseUnlessInProgress(application: Pick<Application, 'status'>): void {
  if (application.status === 'submitted') throw new HttpError(409, 'onboarding.api.alreadySubmitted');
  if (application.status !== 'in_progress') throw new HttpError(409, 'onboarding.api.noActiveApplication');
}

/** Decision 016: a signed application's answers are frozen; only cancelling stays open. */
async function refuseWhenSigned(db: Executor, applicationId: number): Promise<void> {
  if (await isSigned(db, applicationId)) throw new HttpError(409, 'signing.api.frozen');
}

/** Where to resume: the owner, or an administrator, reads the draft (decision 007). */
export async function onboardingState(
  ctx: AppContext,
  caller: SessionUser,
  applicationId: number,
  locale: Locale,
): Promise<OnboardingState> {
  const application = await findOnboardingApplication(ctx.db, applicationId);
  if (!application || (application.user_id !== caller.id && caller.role !== ROLE_ADMIN)) notFound();
  return {
    application_id: application.id,
    status: application.status,
    // The job as the reader knows it: its French title to a French reader, as the mails say.
    p_position_title: (locale === 'fr' && application.p_position_title_fr?.trim()) || application.p_position_title,
    position_open: application.position_open,
    step: application.draft_step,
    data: application.draft ?? null,
    updated_at: application.draft_updated_at?.toISOString() ?? null,
    version: application.draft_version,
    signed: await isSigned(ctx.db, application.id),
  };
}

/**
 * Replaces the draft; only the owner, only while the application is in progress, and only when
 * the save was based on the version the server holds (409 with that version otherwise, decision 010).
 */
export async function saveOnboardingDraft(
  ctx: AppContext,
  userId: number,
  applicationId: number,
  draft: OnboardingDraft,
): Promise<{ step: number; updated_at: string; version: number }> {
  const application = await findOnboardingApplication(ctx.db, applicationId);
  if (!application || application.user_id !== userId) notFound();
  refuseUnlessInProgress(application);
  await refuseWhenSigned(ctx.db, applicationId);
  // Signing raises the draft version, so a save racing a signature is refused here (decision 016).
  const result = await saveDraft(ctx.db, applicationId, draft);
  if (result) return { step: result.step, updated_at: result.updated_at.toISOString(), version: result.version };
  // Nothing was written: cancelled, submitted or signed meanwhile, or another save came first.
  const now = await findOnboardingApplication(ctx.db, applicationId);
  if (!now) notFound();
  refuseUnlessInProgress(now);
  await refuseWhenSigned(ctx.db, applicationId);
  throw new HttpError(409, 'onboarding.api.draftChanged', { details: { version: now.draft_version } });
}

/**
 * The current address and the earlier ones cover every day of the years the carrier
 * asks for, counted back from the carrier's today; otherwise 400 naming each gap's dates.
 */
function refuseUncoveredAddresses(ctx: AppContext, form: OnboardingForm): void {
  const years = ctx.config.historyYears.all;
  const coverage = addressCoverage(form, { years, today: carrierDay(new Date(), ctx.config.timeZone) });
  if (coverage.complete) return;
  // What is asked, then every gap with its dates (the words of `addressHistoryMessage`), by id.
  throw new HttpError(400, [
    said('onboarding.step1.addressHistoryIncomplete', { years }),
    ...coverage.gaps.map((gap) => said('onboarding.step1.addressGap', { from: gap.from, to: gap.to })),
  ]);
}

/**
 * SPEC §7 final call 1: the onboarding form. Starts a submission (decision 007): the additional
 * licences and work history of an earlier, unfinished try are removed.
 */
export async function submitOnboardingForm(
  ctx: AppContext,
  userId: number,
  applicationId: number,
  form: OnboardingForm,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application || application.user_id !== userId) notFound();
    refuseUnlessInProgress(application);
    await refuseWhenSigned(tx, applicationId);
    refuseUncoveredAddresses(ctx, form);
    if (
      form.dq_legal_right_canada === 'Yes' &&
      !(await hasDocument(tx, userId, 'canada_proof', form.canada_doc_type ?? undefined))
    )
      throw new HttpError(400, 'onboarding.api.proofMissing');

    await upsertOnboardingForm(tx, {
      ...form,
      application_id: applicationId,
      user_id: userId,
    });
    // Step 1's address is the candidate's own (SPEC §2 step 1).
    await updateUser(tx, userId, {
      dob: form.dob,
      address1: form.address1,
      address2: form.address2 ?? null,
      city: form.city,
      province: form.province,
      country: form.country,
      postal_code: form.postal_code,
    });
    await clearSubmissionEntries(tx, applicationId);
  });
  return saved;
}

/** Runs a final call on the caller's application in progress, in one transaction, the row locked. */
async function withApplicationInProgress(
  ctx: AppContext,
  userId: number,
  run: (tx: Executor, application: Application) => Promise<void>,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const application = await lockActiveApplication(tx, userId);
    if (!application) throw new HttpError(409, 'onboarding.api.noActiveApplication');
    refuseUnlessInProgress(application);
    await refuseWhenSigned(tx, application.id);
    await run(tx, application);
  });
  return saved;
}

function licenseRow(license: License) {
  return {
    dl_country: license.dl_country,
    dl_province: license.dl_province,
    dl_license_no: license.dl_license_no,
    dl_class: license.dl_class,
    dl_condition: license.dl_condition,
    dl_expdate: license.dl_expdate,
  };
}

/** SPEC §7 final call 2: the primary licence, one per application. */
export function submitPrimaryLicense(ctx: AppContext, userId: number, license: License) {
  return withApplicationInProgress(ctx, userId, (tx, application) =>
    upsertPrimaryLicense(tx, { ...licenseRow(license), user_id: userId, application_id: application.id }),
  );
}

/** SPEC §7 final call 3: one additional licence, stored under `key` and replaced when retried with it. */
export function submitAdditionalLicense(ctx: AppContext, userId: number, license: AdditionalLicense, key: string) {
  return withApplicationInProgress(ctx, userId, (tx, application) =>
    upsertAdditionalLicense(tx, {
      ...licenseRow(license),
      entry_key: key,
      user_id: userId,
      application_id: application.id,
    }),
  );
}

/** SPEC §7 final call 4, with the checks across calls of decision 007. */
export function submitQualifications(ctx: AppContext, userId: number, answers: Qualifications) {
  return withApplicationInProgress(ctx, userId, async (tx, application) => {
    if (answers.dq_fast_card === 'Yes' && !(await hasDocument(tx, userId, 'fast_card')))
      throw new HttpError(400, 'onboarding.api.fastCardMissing');
    const trainingIds = answers.dq_trainings.flatMap((row) => (row.doc_id ? [row.doc_id] : []));
    const awardIds = answers.dq_awards.flatMap((row) => (row.doc_id ? [row.doc_id] : []));
    if (
      (await missingOwnDocuments(tx, userId, 'training', trainingIds)).length > 0 ||
      (await missingOwnDocuments(tx, userId, 'award', awardIds)).length > 0
    )
      throw new HttpError(400, 'onboarding.api.documentMissing');
    const unknown = await unknownReferenceIds(tx, {
      education: answers.dq_education,
      regions: answers.dq_reg_travelled,
      equipment: answers.dq_equip_operated,
    });
    if (unknown.education) throw new HttpError(400, 'onboarding.api.unknownEducation');
    if (unknown.regions) throw new HttpError(400, 'onboarding.api.unknownRegion');
    if (unknown.equipment) throw new HttpError(400, 'onboarding.api.unknownEquipment');

    await upsertQualifications(tx, {
      ...answers,
      dq_reg_travelled: [...new Set(answers.dq_reg_travelled)],
      dq_equip_operated: [...new Set(answers.dq_equip_operated)],
      application_id: application.id,
      user_id: userId,
    });
    await deleteUnlinkedRowDocuments(tx, userId);
  });
}

/** SPEC §7 final call 5: one work-history entry, stored under `key` and replaced when retried with it. */
export function submitWorkHistory(ctx: AppContext, userId: number, entry: WorkHistoryCreate, key: string) {
  return withApplicationInProgress(ctx, userId, (tx, application) =>
    upsertWorkHistory(tx, {
      ...entry,
      entry_key: key,
      wh_position: entry.wh_position ?? null,
      wh_comm_vehicle: entry.wh_comm_vehicle ?? null,
      wh_name: entry.wh_name ?? null,
      wh_address1: entry.wh_address1 ?? null,
      wh_address2: entry.wh_address2 ?? null,
      wh_city: entry.wh_city ?? null,
      wh_province: entry.wh_province ?? null,
      wh_country: entry.wh_country ?? null,
      wh_postcode: entry.wh_postcode ?? null,
      wh_confname: entry.wh_confname ?? null,
      wh_conlname: entry.wh_conlname ?? null,
      wh_contact_position: entry.wh_contact_position ?? null,
      wh_phone: entry.wh_phone ?? null,
      wh_email: entry.wh_email ?? null,
      wh_dateto: entry.wh_dateto ?? null,
      wh_terminated: entry.wh_terminated ?? null,
      wh_reason: entry.wh_reason ?? null,
      wh_graduated: entry.wh_graduated ?? null,
      wh_gpa: entry.wh_gpa ?? null,
      wh_branch_service: entry.wh_branch_service ?? null,
      wh_military_rank: entry.wh_military_rank ?? null,
      wh_safety_sensitive: entry.wh_safety_sensitive ?? null,
      wh_transport_regulation: entry.wh_transport_regulation ?? null,
      user_id: userId,
      application_id: application.id,
    }),
  );
}

function toRecord(row: WorkHistoryRow): WorkHistoryRecord {
  const { user_id: _user, entry_key: _key, created_at, ...rest } = row;
  return { ...rest, wh_type: rest.wh_type as WorkHistoryRecord['wh_type'], created_at: created_at.toISOString() };
}

/** SPEC §7: every entry the candidate submitted, with any application. */
export async function workHistory(ctx: AppContext, userId: number): Promise<WorkHistoryRecord[]> {
  return (await listWorkHistory(ctx.db, userId)).map(toRecord);
}

/**
 * SPEC §7 final call 6: completes the application in progress once its records are all there.
 * Repeating it after success answers the same (decision 007).
 */
export async function completeApplication(
  ctx: AppContext,
  userId: number,
): Promise<{ pipeline_status: number; message: string }> {
  const done = { pipeline_status: PIPELINE_COMPLETED, ...answer(said('onboarding.completed')) };
  await ctx.db.transaction(async (tx) => {
    const application = await lockActiveApplication(tx, userId);
    if (!application) throw new HttpError(409, 'onboarding.api.noActiveApplication');
    if (application.status === 'submitted') return;
    const parts = await submissionParts(tx, application.id);
    if (!parts.form || !parts.primaryLicense || !parts.qualifications)
      throw new HttpError(400, 'onboarding.api.incomplete');
    // Decision 016: only a signed application, with every consent now required, is submitted.
    const signature = await findSignature(tx, application.id);
    const accepted = new Set(signature?.texts.filter((text) => text.accepted).map((text) => text.key));
    const required = ctx.config.compliance.texts.filter((text) => text.required);
    if (!signature || required.some((text) => !accepted.has(text.key)))
      throw new HttpError(409, 'signing.api.unsigned');
    await markSubmitted(tx, application.id);
    // 49 CFR 391.23: the previous-employer checks open with the submit, or neither happens.
    const checks = await openVerificationsAtSubmit(ctx, tx, application, new Date());
    // The driver's receipt and the recruiters' notice, kept or lost with the submit.
    await enqueueApplicationSubmittedMails(ctx, tx, application.id);
    // The releases those checks wait for, asked for by mail too: the page may be closed unread.
    if (checks > 0) await enqueueReleasesMail(ctx, tx, application.id, checks, false);
  });
  ctx.mailWorker.wake();
  return done;
}
