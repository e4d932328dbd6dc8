import type {
  AdminApplicationEvent,
  AdminStageChange,
  AdminStageChangeResult,
  StageMessagePreview,
  StageWithDriverMessage,
} from '@roadhire/shared';
import { isStageWithDriverMessage } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { insertEvent, setRecruiterStage } from '../../data/application-events-repository.js';
import { lockApplication } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { setHiredOn } from '../../data/hiring-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { said } from '../../lib/said.js';
import { enqueueStageMessageMail, previewStageMessage } from '../../mail/notices/application-notices.js';
import { toEvent } from '../application-file/applicant-file.js';
import { hireRefusals } from './clearinghouse-records.js';

// The recruiter pipeline (decision 008): stage changes and notes, each with its event and audit entry.

/**
 * Moves a submitted application to a recruiter stage (decision 008): the stage, its event and the
 * audit entry are written together. The candidate's status, and so pipeline_status, stay as they are.
 * With `send_message` the driver's mail is queued in the same transaction: no mail without the move.
 */
export async function changeStage(
  ctx: AppContext,
  actorId: number,
  id: number,
  change: AdminStageChange,
): Promise<AdminStageChangeResult> {
  return ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new HttpError(404, 'api.notFound');
    if (application.status !== 'submitted') throw new HttpError(409, 'adminApplications.notSubmitted');
    const from = application.recruiter_stage;
    // An application no recruiter has moved is waiting for review, as one moved back there is.
    const seen = from ?? 'submitted';
    if (change.from_stage !== undefined && (change.from_stage ?? 'submitted') !== seen) {
      throw new HttpError(409, 'adminApplications.stageMovedMeanwhile', {
        values: { stage: said(`adminApplications.stages.${seen}`) },
      });
    }
    if (change.stage === seen) throw new HttpError(409, 'adminApplications.sameStage');
    if (change.stage === 'hired' && change.hired_on) {
      // 49 CFR 382.701(a), 382.217: the Clearinghouse step of a CDL job (decision 029).
      const refusals = await hireRefusals(tx, {
        applicationId: id,
        hiredOn: change.hired_on,
        readerId: actorId,
      });
      if (refusals.length > 0) throw new HttpError(409, refusals);
    }
    const at = new Date();
    await setRecruiterStage(tx, id, change.stage, at);
    const hiredOn = change.stage === 'hired' ? (change.hired_on ?? null) : null;
    await setHiredOn(tx, id, hiredOn);
    const event = await insertEvent(tx, {
      application_id: id,
      actor_id: actorId,
      kind: 'stage',
      from_stage: from,
      to_stage: change.stage,
      note: change.note ?? null,
      created_at: at,
    });
    // The mail goes with the move, and the log says which: to whom, under what subject.
    const mail =
      change.send_message && isStageWithDriverMessage(change.stage)
        ? await enqueueStageMessageMail(ctx, tx, id, change.stage, change.message_text)
        : undefined;
    await recordAudit(tx, actorId, {
      action: 'application.stage',
      target_type: 'application',
      target_id: id,
      details: {
        from,
        to: change.stage,
        ...(hiredOn ? { hired_on: hiredOn } : {}),
        ...(change.note ? { note: change.note } : {}),
        ...(mail ? { mail } : {}),
      },
    });
    return {
      id,
      recruiter_stage: change.stage,
      recruiter_stage_at: at.toISOString(),
      hired_on: hiredOn,
      event: toEvent(event),
    };
  });
}

/** The message a move to `stage` would send, for the recruiter to read and edit first. */
export async function stageMessagePreview(
  ctx: AppContext,
  id: number,
  stage: StageWithDriverMessage,
): Promise<StageMessagePreview> {
  const preview = await previewStageMessage(ctx, ctx.db, id, stage);
  if (!preview) throw new HttpError(404, 'api.notFound');
  return preview;
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
    if (!application) throw new HttpError(404, 'api.notFound');
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
