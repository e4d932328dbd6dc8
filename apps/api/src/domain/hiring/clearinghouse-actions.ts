import {
  type AdminClearinghouse,
  type AdminClearinghouseDue,
  type ClearinghouseQueryFields,
  type HireCheck,
  type Locale,
  type RtdDocumentFields,
  translatorFor,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import { recordAudit } from '../../data/audit-repository.js';
import {
  findClearinghouseQuery,
  findRtdDocument,
  insertClearinghouseQuery,
  insertRtdDocument,
  listHiredQueryDates,
} from '../../data/clearinghouse-repository.js';
import { findApplicationForHiring } from '../../data/hiring-repository.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { sayIn } from '../../lib/said.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { isPdf } from '../../storage/file-storage.js';
import { hireRefusals, readStepRecords } from './clearinghouse-records.js';
import { fullQueryDueBy, nextQueryDue, toAdminClearinghouse } from './clearinghouse-step.js';

// The Clearinghouse step of an applicant file (49 CFR 382.701, 382.217; decision 029). FMCSA
// offers no API, so the portal keeps what the recruiter did there: each query with its result PDF,
// never overwritten, and the return-to-duty documents a violation needs before a hire.

export async function readClearinghouse(ctx: AppContext, applicationId: number): Promise<AdminClearinghouse> {
  const records = await readStepRecords(ctx.db, applicationId);
  if (!records) throw new HttpError(404, 'api.notFound');
  return toAdminClearinghouse(records.application, records.step);
}

interface UploadedPdf {
  bytes: Buffer;
  originalName: string;
}

/**
 * Stores the PDF, then its row and audit entry in one transaction; no file stays without its row.
 * A file whose row never came (the process died in between) is left to the storage sweep.
 */
async function storeWithRow(
  ctx: AppContext,
  file: UploadedPdf,
  write: (tx: Executor, filename: string) => Promise<void>,
) {
  const filename = await ctx.storage.savePdf('documents', file.bytes);
  try {
    await ctx.db.transaction((tx) => write(tx, filename));
  } catch (error) {
    await ctx.storage.remove('documents', filename);
    throw error;
  }
}

async function existing(ctx: AppContext, applicationId: number) {
  if (!(await findApplicationForHiring(ctx.db, applicationId))) throw new HttpError(404, 'api.notFound');
}

/** One query of the Clearinghouse, with its result PDF: a row of its own, beside the earlier ones. */
export async function recordQuery(
  ctx: AppContext,
  actorId: number,
  applicationId: number,
  fields: ClearinghouseQueryFields,
  file: UploadedPdf,
): Promise<AdminClearinghouse> {
  await existing(ctx, applicationId);
  if (!isPdf(file.bytes)) throw new HttpError(415, 'hiring.api.onlyPdf');
  await storeWithRow(ctx, file, async (tx, filename) => {
    const row = await insertClearinghouseQuery(tx, {
      application_id: applicationId,
      query_type: fields.query_type,
      purpose: fields.purpose,
      queried_on: fields.queried_on,
      driver_approved_on: fields.driver_approved_on ?? null,
      result: fields.result,
      result_filename: filename,
      result_original_name: file.originalName,
      result_size_bytes: file.bytes.length,
      result_uploaded_at: new Date(),
    });
    await recordAudit(tx, actorId, {
      action: 'clearinghouse.query',
      target_type: 'application',
      target_id: applicationId,
      details: { query_id: row.id, ...fields, original_name: file.originalName, size_bytes: file.bytes.length },
    });
  });
  return readClearinghouse(ctx, applicationId);
}

/** A return-to-duty document (the SAP's report, the negative test, the follow-up plan) with its date. */
export async function addRtdDocument(
  ctx: AppContext,
  actorId: number,
  applicationId: number,
  fields: RtdDocumentFields,
  file: UploadedPdf,
): Promise<AdminClearinghouse> {
  await existing(ctx, applicationId);
  if (!isPdf(file.bytes)) throw new HttpError(415, 'hiring.api.rtdOnlyPdf');
  await storeWithRow(ctx, file, async (tx, filename) => {
    const row = await insertRtdDocument(tx, {
      application_id: applicationId,
      kind: fields.kind,
      dated_on: fields.dated_on,
      filename,
      original_name: file.originalName,
      size_bytes: file.bytes.length,
    });
    await recordAudit(tx, actorId, {
      action: 'clearinghouse.rtd_document',
      target_type: 'application',
      target_id: applicationId,
      details: { document_id: row.id, ...fields, original_name: file.originalName, size_bytes: file.bytes.length },
    });
  });
  return readClearinghouse(ctx, applicationId);
}

async function openStored(ctx: AppContext, filename: string | null | undefined, originalName: string | null) {
  const stored = filename ? await ctx.storage.open('documents', filename) : undefined;
  if (!stored) throw new HttpError(404, 'api.notFound');
  return { file: stored, originalName: originalName ?? 'clearinghouse.pdf' };
}

/** A query's result PDF, under the name it was uploaded with, or 404. */
export async function openQueryPdf(ctx: AppContext, applicationId: number, queryId: number) {
  const query = await findClearinghouseQuery(ctx.db, applicationId, queryId);
  return openStored(ctx, query?.result_filename, query?.result_original_name ?? null);
}

export async function openRtdDocument(ctx: AppContext, applicationId: number, documentId: number) {
  const document = await findRtdDocument(ctx.db, applicationId, documentId);
  return openStored(ctx, document?.filename, document?.original_name ?? null);
}

/**
 * Whether a move to Hired on `hiredOn` would be taken, asked by the stage dialog before the
 * recruiter writes to the driver: the very check the move makes (`lib/clearinghouse-records.ts`).
 */
export async function checkHire(
  ctx: AppContext,
  readerId: number,
  applicationId: number,
  hiredOn: string,
  locale: Locale,
): Promise<HireCheck> {
  await existing(ctx, applicationId);
  const refusals = await hireRefusals(ctx.db, { applicationId, hiredOn, readerId });
  const translator = await translatorFor(locale);
  const reasons = refusals.map((refusal) => sayIn(translator, refusal));
  return { hired_on: hiredOn, allowed: reasons.length === 0, reasons };
}

const DUE_LIST_LENGTH = 20;

/**
 * The next query of each driver of a CDL job hired and still employed on `today` (the carrier's
 * day), the soonest first; `follow_up` marks the full query a limited one that found information calls for.
 */
export async function queriesDue(ctx: Pick<AppContext, 'db'>, today: string, scope: ApplicantScope) {
  const rows = await listHiredQueryDates(ctx.db, today, scope);
  return rows
    .flatMap((row) => {
      const due = nextQueryDue(row.hired_on, row);
      return due ? [{ ...row, next_query_due: due, follow_up: fullQueryDueBy(row) !== null }] : [];
    })
    .sort((a, b) => a.next_query_due.localeCompare(b.next_query_due) || a.application_id - b.application_id);
}

/** The dashboard's list, of the drivers the reader sees. */
export async function clearinghouseQueriesDue(ctx: AppContext, scope: ApplicantScope): Promise<AdminClearinghouseDue> {
  const due = await queriesDue(ctx, carrierDay(ctx.now(), ctx.config.timeZone), scope);
  return {
    items: due.slice(0, DUE_LIST_LENGTH).map((row) => ({
      application_id: row.application_id,
      first_name: row.first_name,
      last_name: row.last_name,
      p_position_title: row.p_position_title,
      next_query_due: row.next_query_due,
    })),
  };
}
