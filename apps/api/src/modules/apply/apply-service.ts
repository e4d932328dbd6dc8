import {
  type ApplicationCheck,
  type ApplicationStatus,
  type ApplyRequest,
  type ApplyResponse,
  ELIGIBILITY_GATES,
  keptFollowUps,
  PIPELINE_COMPLETED,
  PIPELINE_IN_PROGRESS,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  cancelApplication,
  findActiveApplication,
  findApplication,
  findLastCancelledDraft,
  insertApplication,
  pipelineStatusOf,
} from '../../data/applications-repository.js';
import { findOpenPosition } from '../../data/positions-repository.js';
import { findOwnUpload } from '../../data/uploads-repository.js';
import { updateUser } from '../../data/users-repository.js';
import type { Executor } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { Application } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { answer, said } from '../../lib/said.js';
import {
  enqueueApplicationCancelledMail,
  enqueueApplicationStartedMail,
} from '../../mail/notices/application-notices.js';

/**
 * SPEC §4 "Submitting the apply form": answers pipeline_status 2 with the application to continue,
 * or 3 when the candidate already completed one (no new application then).
 */
export async function apply(ctx: AppContext, userId: number, input: ApplyRequest): Promise<ApplyResponse> {
  if (ELIGIBILITY_GATES.some((gate) => input[gate] !== 1)) throw new HttpError(400, 'apply.notEligible');

  // Three independent reads, asked at once: the driver waits for one round trip, not three.
  const [existing, position, resume] = await Promise.all([
    findActiveApplication(ctx.db, userId),
    findOpenPosition(ctx.db, input.job_id),
    input.resume_file ? findOwnUpload(ctx.db, userId, 'resume', input.resume_file) : undefined,
  ]);
  if (existing) return answerFor(existing);
  if (!position) throw new HttpError(404, 'apply.positionClosed');
  if (input.resume_file && !resume) throw new HttpError(400, 'apply.resumeNotFound');

  const { resume_file: _file, resume_original: _original, ...answers } = input;
  try {
    const application = await ctx.db.transaction(async (tx) => {
      // The apply form edits the candidate's own details too (SPEC §2 Apply).
      await updateUser(tx, userId, {
        first_name: input.first_name,
        last_name: input.last_name,
        mobile: input.mobile,
        home_phone: input.home_phone ?? null,
        postal_code: input.postal_code,
      });
      const inserted = await insertApplication(tx, {
        ...answers,
        ...(await startingDraft(tx, userId)),
        home_phone: answers.home_phone ?? null,
        // A conviction's date and details are kept only under a Yes.
        ...keptFollowUps(answers),
        user_id: userId,
        resume_upload_id: resume?.id ?? null,
      });
      // The link to continue, queued with the application it names.
      await enqueueApplicationStartedMail(ctx, tx, inserted.id);
      return inserted;
    });
    ctx.mailWorker.wake();
    return { pipeline_status: PIPELINE_IN_PROGRESS, application_id: application.id, ...answer(said('apply.started')) };
  } catch (error) {
    // The resume was swept as unused between the check above and the insert (decision 020).
    if (resume && isForeignKeyViolation(error)) throw new HttpError(400, 'apply.resumeNotFound');
    // Two submits raced: the database kept one active application; answer with it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findActiveApplication(ctx.db, userId);
    if (!winner) throw error;
    return answerFor(winner);
  }
}

/**
 * The answers about the driver themself (date of birth, address and where they lived before) from
 * the application they last cancelled: applying again, the driver finds them on step 1 instead of
 * typing them anew. Until a final submit they are nowhere else; what was about that job is not kept.
 */
const ABOUT_THE_DRIVER = [
  'dob',
  'address1',
  'address2',
  'country',
  'province',
  'city',
  'postal_code',
  'address_since',
  'address_history',
] as const;

async function startingDraft(tx: Executor, userId: number): Promise<{ draft?: Application['draft'] }> {
  const earlier = await findLastCancelledDraft(tx, userId);
  if (!earlier) return {};
  const kept = Object.fromEntries(ABOUT_THE_DRIVER.filter((key) => key in earlier).map((key) => [key, earlier[key]]));
  return Object.keys(kept).length > 0 ? { draft: kept } : {};
}

function answerFor(application: { id: number; status: ApplicationStatus }): ApplyResponse {
  const completed = pipelineStatusOf(application) === PIPELINE_COMPLETED;
  return {
    pipeline_status: completed ? PIPELINE_COMPLETED : PIPELINE_IN_PROGRESS,
    application_id: application.id,
    ...answer(said(completed ? 'apply.alreadyCompleted' : 'apply.alreadyInProgress')),
  };
}

/** The application to continue (SPEC §4 login flow); 404 when there is none in progress. */
export async function latestApplication(ctx: AppContext, userId: number): Promise<{ application_id: number }> {
  const active = await findActiveApplication(ctx.db, userId);
  if (!active) throw new HttpError(404, 'apply.noApplication');
  return { application_id: active.id };
}

export async function applicationCheck(ctx: AppContext, userId: number): Promise<ApplicationCheck> {
  const active = await findActiveApplication(ctx.db, userId);
  return { pipeline_status: pipelineStatusOf(active), application_id: active?.id ?? null };
}

/** The owner only; the application stays as cancelled history. */
export async function cancel(ctx: AppContext, userId: number, applicationId: number): Promise<{ message: string }> {
  const application = await findApplication(ctx.db, applicationId);
  if (!application) throw new HttpError(404, 'api.notFound');
  if (application.user_id !== userId) throw new HttpError(403, 'api.forbidden');
  if (application.status === 'cancelled') return answer(said('apply.cancelled'));
  const cancelled = await ctx.db.transaction(async (tx) => {
    if (!(await cancelApplication(tx, applicationId))) return false;
    await enqueueApplicationCancelledMail(ctx, tx, applicationId);
    return true;
  });
  if (!cancelled) throw new HttpError(409, 'apply.notCancellable');
  ctx.mailWorker.wake();
  return answer(said('apply.cancelled'));
}
