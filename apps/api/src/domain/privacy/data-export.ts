import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  apiPaths,
  catalogueEn,
  EXPORT_FORMAT,
  EXPORT_LINK_HOURS,
  type ExportAccepted,
  type Locale,
  type MessageId,
  pages,
  translatorFor,
} from '@roadhire/shared';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../context.js';
import {
  deleteExpiredExportLinks,
  type ExportRows,
  exportRowsOf,
  findExportLink,
  insertExportLink,
  storeExportZip,
} from '../../data/privacy-export-repository.js';
import { referenceNamesIn } from '../../db/seed/reference-data/names-in.js';
import { HttpError } from '../../lib/http-error.js';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { enqueuePrivacyMail } from './privacy-mails.js';
import { registerRequest } from './privacy-requests.js';

// The driver's export (decision 031): a ZIP with data.json (EXPORT_FORMAT, documented in
// docs/privacy-export.md), the original files and a readable transcript. Past the configured size
// of files, the answer is a link of its own (the caller's only, for EXPORT_LINK_HOURS) and the ZIP
// is built in the background, kept on the link, and offered by mail when ready.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type ExportAnswer = { kind: 'zip'; bytes: Buffer } | { kind: 'link'; body: ExportAccepted };

/** How long a link waits for its background build before building in the request itself. */
const BUILD_PATIENCE_MS = 2 * 60_000;

interface Log {
  error(details: object, message: string): void;
}

export async function exportFor(ctx: AppContext, userId: number, log: Log): Promise<ExportAnswer> {
  const rows = await exportRowsOf(ctx.db, userId);
  if (!rows.account) throw new HttpError(401, 'api.unauthorized');
  const bytes = rows.uploads.reduce((sum, upload) => sum + upload.size_bytes, 0);
  if (bytes <= ctx.config.privacy.exportInlineBytes) {
    await registerRequest(ctx, userId, 'export', { done: true });
    return { kind: 'zip', bytes: await buildZip(ctx, rows) };
  }
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3_600_000);
  await deleteExpiredExportLinks(ctx.db, now);
  const linkId = await insertExportLink(ctx.db, {
    user_id: userId,
    token_hash: sha256(token),
    expires_at: expiresAt,
    created_at: now,
  });
  await registerRequest(ctx, userId, 'export', { done: true });
  // Built once the answer has left: gathering a large account's files takes a while, and the
  // driver is told by mail when it is ready.
  setImmediate(() => {
    buildInBackground(ctx, linkId, userId, token, expiresAt).catch((error: unknown) =>
      log.error({ err: error, linkId }, 'the export could not be built in the background'),
    );
  });
  return { kind: 'link', body: { location: apiPaths.privacyExportLink(token), expires_at: expiresAt.toISOString() } };
}

async function buildInBackground(ctx: AppContext, linkId: number, userId: number, token: string, expiresAt: Date) {
  const rows = await exportRowsOf(ctx.db, userId);
  const account = rows.account;
  if (!account) return;
  const zip = await buildZip(ctx, rows);
  await ctx.db.transaction(async (tx) => {
    if (!(await storeExportZip(tx, linkId, zip, ctx.now()))) return;
    await enqueuePrivacyMail(ctx, tx, account, 'privacy_export', {
      url: `${ctx.config.publicUrl}${pages.profile.href()}?export=${encodeURIComponent(token)}`,
      expiresAt,
    });
  });
  ctx.mailWorker.wake();
}

/**
 * The ZIP behind a link: only for the account that asked, only until it expires. While its build
 * is under way the answer says so again (202); a build lost with its process is done here.
 */
export async function exportByLink(ctx: AppContext, userId: number, token: string): Promise<ExportAnswer> {
  const link = await findExportLink(ctx.db, sha256(token));
  const now = ctx.now();
  if (!link || link.user_id !== userId || link.expires_at <= now)
    throw new HttpError(404, 'privacy.api.exportLinkGone');
  if (link.zip) return { kind: 'zip', bytes: link.zip };
  if (now.getTime() - link.created_at.getTime() < BUILD_PATIENCE_MS)
    return {
      kind: 'link',
      body: { location: apiPaths.privacyExportLink(token), expires_at: link.expires_at.toISOString() },
    };
  const zip = await buildZip(ctx, await exportRowsOf(ctx.db, userId));
  await storeExportZip(ctx.db, link.id, zip, now);
  return { kind: 'zip', bytes: zip };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || 'file.pdf';

/** data.json: what the driver gave, in the documented structure of EXPORT_FORMAT. */
export function exportData(ctx: Pick<AppContext, 'config' | 'now'>, rows: ExportRows) {
  const account = rows.account;
  const fileOf = (id: number) => {
    const upload = rows.uploads.find((row) => row.id === id);
    return upload ? `files/${upload.id}-${safeName(upload.original_name)}` : null;
  };
  const without = <T extends object, K extends keyof T>(row: T, ...keys: K[]) => {
    const copy = { ...row };
    for (const key of keys) delete copy[key];
    return copy;
  };
  return {
    format: EXPORT_FORMAT,
    exported_at: ctx.now().toISOString(),
    controller: { name: ctx.config.carrier.legalName, privacy_officer: ctx.config.privacy.officer },
    account: account && {
      id: account.id,
      email: account.email,
      first_name: account.first_name,
      mid_name: account.mid_name,
      last_name: account.last_name,
      gender: account.gender,
      mobile: account.mobile,
      home_phone: account.home_phone,
      dob: account.dob,
      address1: account.address1,
      address2: account.address2,
      city: account.city,
      province: account.province,
      country: account.country,
      postal_code: account.postal_code,
      email_verified_at: iso(account.email_verified_at),
      created_at: iso(account.created_at),
      updated_at: iso(account.updated_at),
    },
    applications: rows.applications.map((application) => ({
      answers: without(application, 'search_first_name', 'search_last_name', 'reminders_sent', 'reminded_for'),
      resume: application.resume_upload_id ? fileOf(application.resume_upload_id) : null,
      onboarding_form: rows.onboardingForms.find((row) => row.application_id === application.id) ?? null,
      qualifications: rows.qualifications.find((row) => row.application_id === application.id) ?? null,
      licences: rows.licences.filter((row) => row.application_id === application.id),
      work_history: rows.workHistory.filter((row) => row.application_id === application.id),
      signature: (() => {
        const signature = rows.signatures.find((row) => row.application_id === application.id);
        return signature
          ? {
              typed_name: signature.typed_name,
              signed_at: iso(signature.signed_at),
              ip: signature.ip,
              user_agent: signature.user_agent,
              texts: signature.texts,
              snapshot: JSON.parse(signature.snapshot) as unknown,
              snapshot_sha256: signature.snapshot_sha256,
            }
          : null;
      })(),
      clearinghouse_consent: (() => {
        const check = rows.clearinghouse.find((row) => row.application_id === application.id);
        return check?.consent_signed_at
          ? {
              typed_name: check.consent_typed_name,
              signed_at: iso(check.consent_signed_at),
              text_version: check.consent_text_version,
              snapshot: check.consent_snapshot ? (JSON.parse(check.consent_snapshot) as unknown) : null,
              snapshot_sha256: check.consent_snapshot_sha256,
            }
          : null;
      })(),
      employer_releases: rows.releases
        .filter((row) => row.application_id === application.id && row.release_signed_at)
        .map((row) => ({
          employer_name: row.employer_name,
          period_from: row.period_from,
          period_to: row.period_to,
          typed_name: row.release_typed_name,
          signed_at: iso(row.release_signed_at),
          text: row.release_text,
          snapshot_sha256: row.release_sha256,
        })),
      previous_employer_answers: rows.releases
        .filter((row) => row.application_id === application.id)
        .flatMap((check) => {
          const response = rows.employerAnswers.find((row) => row.verification_id === check.id);
          if (!response) return [];
          return [
            {
              employer_name: check.employer_name,
              period_from: check.period_from,
              period_to: check.period_to,
              channel: response.channel,
              responder_name: response.responder_name,
              responder_title: response.responder_title,
              received_at: iso(response.received_at),
              // The stored record holds the request beside the answer; the driver gets what was said.
              answer: (JSON.parse(response.answer) as { answer?: unknown }).answer ?? null,
              answer_sha256: response.answer_sha256,
              rebuttal: check.rebuttal_text ? { text: check.rebuttal_text, at: iso(check.rebuttal_at) } : null,
            },
          ];
        }),
      status_history: rows.statusHistory
        .filter((row) => row.application_id === application.id)
        .map((row) => ({ from: row.from_stage, to: row.to_stage, at: iso(row.at) })),
      corrections: rows.corrections
        .filter((row) => row.application_id === application.id)
        .map((row) => ({
          version: row.version,
          answer: row.answer,
          corrected: row.corrected,
          reason: row.reason,
          made_at: iso(row.made_at),
        })),
    })),
    documents: rows.uploads.map((upload) => ({
      id: upload.id,
      kind: upload.kind,
      doc_type: upload.doc_type,
      original_name: upload.original_name,
      size_bytes: upload.size_bytes,
      uploaded_at: iso(upload.created_at),
      file: fileOf(upload.id),
    })),
    consents: rows.consents.map((row) => ({
      purpose: row.purpose,
      text_version: row.text_version,
      granted_at: iso(row.granted_at),
      expires_at: iso(row.expires_at),
      withdrawn_at: iso(row.withdrawn_at),
    })),
    mails: rows.mails.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      text: row.text,
      status: row.status,
      queued_at: iso(row.queued_at),
      sent_at: iso(row.sent_at),
    })),
    requests: rows.requests.map((row) => ({
      kind: row.kind,
      status: row.status,
      received_at: iso(row.received_at),
      done_at: iso(row.done_at),
    })),
  };
}

async function buildZip(ctx: AppContext, rows: ExportRows): Promise<Buffer> {
  const data = exportData(ctx, rows);
  const entries: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'transcript.pdf': await transcript(data, rows.account?.language ?? 'en', ctx.config.timeZone),
  };
  for (const document of data.documents) {
    const upload = rows.uploads.find((row) => row.id === document.id);
    if (!upload || !document.file) continue;
    const stored = await ctx.storage.open(upload.kind === 'resume' ? 'resumes' : 'documents', upload.filename);
    if (stored) entries[document.file] = await readAll(stored.stream);
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}

const FIELD_PREFIX = 'privacyExport.transcript.fields.';
const TRANSCRIPT_FIELDS = new Set(
  Object.keys(catalogueEn)
    .filter((id) => id.startsWith(FIELD_PREFIX))
    .map((id) => id.slice(FIELD_PREFIX.length)),
);
/** The fields that hold a reference list's answer, by the list: named as the driver's forms offered them. */
const PLACE_FIELDS: Record<string, 'province' | 'country'> = {
  province: 'province',
  dl_province: 'province',
  wh_province: 'province',
  country: 'country',
  dl_country: 'country',
  wh_country: 'country',
};
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A readable transcript of data.json in the driver's language (decision 032): each section's
 * fields, a label beside its value, moments in the carrier's time zone, on the PDF sheet of the
 * application, whose fonts print every script the driver may have typed in (a character none has
 * prints as a visible mark that the last page explains). A field data.json names that the
 * catalogue does not (an answer's own column) is labelled with its name there; values print as given.
 */
async function transcript(data: ReturnType<typeof exportData>, locale: Locale, timeZone: string): Promise<Buffer> {
  const { t } = await translatorFor(locale);
  const names = referenceNamesIn(locale);
  const label = (key: string) =>
    TRANSCRIPT_FIELDS.has(key) ? t(`privacyExport.transcript.fields.${key}` as MessageId) : key;
  const value = (item: unknown) => {
    if (item instanceof Date) return formatMoment(item, timeZone, locale);
    if (typeof item === 'boolean') return t(item ? 'privacyExport.transcript.yes' : 'privacyExport.transcript.no');
    const text = String(item);
    return MOMENT.test(text) && !Number.isNaN(Date.parse(text)) ? formatMoment(text, timeZone, locale) : text;
  };
  const title = t('privacyExport.transcript.title');
  const sheet = new PdfSheet({ title, author: 'Roadhire' });
  const fields = (item: unknown, path: string): void => {
    if (item === null || item === undefined) return;
    if (typeof item !== 'object' || item instanceof Date) {
      sheet.row(path, value(item));
      return;
    }
    for (const [key, inner] of Object.entries(item as Record<string, unknown>)) {
      if (inner === null || inner === undefined || key === 'snapshot') continue;
      const place = PLACE_FIELDS[key];
      const named = place && typeof inner === 'string' ? names[place](inner) : inner;
      fields(named, path ? `${path} › ${label(key)}` : label(key));
    }
  };
  sheet.titleLine(title, 18, true);
  sheet.titleLine(t('privacyExport.transcript.exported', { format: data.format, when: value(data.exported_at) }), 9);
  sheet.heading(t('privacyExport.transcript.account'));
  fields(data.account, '');
  data.applications.forEach((application, index) => {
    sheet.heading(t('privacyExport.transcript.application', { n: index + 1 }));
    fields(application, '');
  });
  sheet.heading(t('privacyExport.transcript.documents'));
  fields(data.documents, '');
  sheet.heading(t('privacyExport.transcript.consents'));
  fields(data.consents, '');
  sheet.heading(t('privacyExport.transcript.mails'));
  for (const mail of data.mails) sheet.row(mail.queued_at ? value(mail.queued_at) : '', mail.subject ?? '');
  return sheet.finish((page, pages) => ({ left: title, right: t('privacyExport.transcript.page', { page, pages }) }));
}
