import {
  type ComplianceTextsResponse,
  isLegalName,
  type Locale,
  ROLE_ADMIN,
  type Signature,
  type SignatureVerification,
  type SignRequest,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { lockApplication } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { submissionParts } from '../../data/onboarding-repository.js';
import { findSignature, insertSignature } from '../../data/signatures-repository.js';
import { findUserById } from '../../data/users-repository.js';
import type { ApplicationSignature } from '../../db/schema.js';
import { inLanguage, type LoadedComplianceText, sha256Hex } from '../../lib/compliance-texts.js';
import { HttpError } from '../../lib/http-error.js';
import type { SessionUser } from '../../lib/session-token.js';
import { applicantFile } from '../application-file/applicant-file.js';
import { toSignature } from '../application-file/signature-summary.js';
import { canonicalSnapshot, snapshotOf } from './signed-application.js';

// The signed application (decision 016): the driver certifies and signs with their typed name while
// signed in; the server stamps time and address, keeps the application's canonical JSON and its hash.

/**
 * `GET /api/compliance/texts`: the carrier, the certification and the texts in force, each with the
 * carrier's translation into the reader's language beside it when it has one (decision 032).
 */
export function complianceTexts(ctx: AppContext, locale: Locale): ComplianceTextsResponse {
  const { certification, texts } = ctx.config.compliance;
  return {
    carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
    certification: inLanguage(certification, locale),
    texts: texts.map((text) => inLanguage(text, locale)),
  };
}

/** The consents checked against the texts in force: 400 for an unknown or a missing required one. */
function checkConsents(ctx: AppContext, consents: SignRequest['consents']): void {
  const { texts } = ctx.config.compliance;
  const inForce = new Set(texts.map((text) => text.key));
  const unknown = Object.keys(consents).filter((key) => !inForce.has(key));
  if (unknown.length > 0) throw new HttpError(400, 'signing.api.unknownConsent');
  const missing = texts.filter((text) => text.required && consents[text.key] !== true);
  if (missing.length > 0) throw new HttpError(400, 'signing.api.consentMissing');
}

/**
 * The versions the driver read must be the ones in force (409 otherwise): every notice and
 * authorisation, and the certification when named.
 */
function checkTextVersions(ctx: AppContext, shown: SignRequest['text_versions']): void {
  if (!shown) return;
  const { certification, texts } = ctx.config.compliance;
  const current = new Map(texts.map((text) => [text.key, text.version]));
  const named = Object.entries(shown).filter(([key]) => key !== certification.key);
  const stale =
    named.length !== current.size ||
    named.some(([key, version]) => current.get(key) !== version) ||
    (shown[certification.key] !== undefined && shown[certification.key] !== certification.version);
  if (stale) throw new HttpError(409, 'signing.api.textsChanged');
}

/**
 * What the signature records of each text shown: the certification, then each notice and
 * authorisation, with the translation shown beside it in the driver's language, if any.
 */
function signedTexts(
  ctx: AppContext,
  consents: SignRequest['consents'],
  locale: Locale,
): ApplicationSignature['texts'] {
  const { certification, texts } = ctx.config.compliance;
  const record = (loaded: LoadedComplianceText, accepted: boolean) => {
    const { translation, ...text } = inLanguage(loaded, locale);
    return {
      key: text.key,
      version: text.version,
      sha256: text.sha256,
      title: text.title,
      accepted,
      text: text.text,
      translation: translation ?? null,
    };
  };
  return [record(certification, true), ...texts.map((text) => record(text, consents[text.key] === true))];
}

export interface SigningClient {
  /** The address the server sees (request.ip, which follows TRUST_PROXY). */
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/candidate/user/sign/{applicationId}`: signs the caller's application in progress, in
 * one transaction with the application's row locked, so two signatures cannot both be recorded and
 * no final call can change the answers between the snapshot and the record.
 */
export async function signApplication(
  ctx: AppContext,
  userId: number,
  applicationId: number,
  request: SignRequest,
  client: SigningClient,
  locale: Locale,
): Promise<Signature> {
  checkConsents(ctx, request.consents);
  checkTextVersions(ctx, request.text_versions);
  const row = await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    // Someone else's application answers like a missing one, so ids reveal nothing.
    if (!application || application.user_id !== userId) throw new HttpError(404, 'api.notFound');
    if (await findSignature(tx, applicationId)) throw new HttpError(409, 'signing.api.alreadySigned');
    if (application.status === 'submitted') throw new HttpError(409, 'onboarding.api.alreadySubmitted');
    if (application.status !== 'in_progress') throw new HttpError(409, 'onboarding.api.noActiveApplication');
    if (request.draft_version !== undefined && request.draft_version !== application.draft_version)
      throw new HttpError(409, 'signing.api.applicationChanged', { details: { version: application.draft_version } });
    // The same rule the page applies before sending: first and last name, case and accents aside.
    const profile = await findUserById(tx, userId);
    if (!profile || !isLegalName(request.typed_name, profile)) throw new HttpError(400, 'signing.api.nameMismatch');
    const parts = await submissionParts(tx, applicationId);
    if (!parts.form || !parts.primaryLicense || !parts.qualifications)
      throw new HttpError(400, 'onboarding.api.incomplete');

    const file = await applicantFile(ctx, applicationId, tx);
    // Decision 017: every gap of more than 30 days in the years the work history covers is closed or explained.
    if (!file.employment_coverage.complete) throw new HttpError(400, 'signing.api.historyGaps');
    const snapshot = canonicalSnapshot(snapshotOf(file));
    return insertSignature(tx, {
      application_id: applicationId,
      user_id: userId,
      typed_name: request.typed_name.trim().replace(/\s+/g, ' '),
      signed_at: new Date(),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 1000),
      texts: signedTexts(ctx, request.consents, locale),
      language: locale,
      snapshot: snapshot.text,
      snapshot_sha256: snapshot.sha256,
    });
  });
  return toSignature(row);
}

/** `GET /api/candidate/user/sign/{applicationId}`: the owner's or, for an administrator, anyone's; 404 otherwise. */
export async function readSignature(ctx: AppContext, caller: SessionUser, applicationId: number): Promise<Signature> {
  const row = await findSignature(ctx.db, applicationId);
  if (!row || (row.user_id !== caller.id && caller.role !== ROLE_ADMIN)) throw new HttpError(404, 'api.notFound');
  return toSignature(row);
}

/**
 * `POST /api/admin/applications/{id}/signature/verify`: the hash recomputed from the stored snapshot
 * text, compared with the one recorded at signing; the check is written to the audit log.
 */
export async function verifySignature(
  ctx: AppContext,
  adminId: number,
  applicationId: number,
): Promise<SignatureVerification> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSignature(tx, applicationId);
    if (!row) throw new HttpError(404, 'api.notFound');
    const computed = sha256Hex(row.snapshot);
    const result: SignatureVerification = {
      matches: computed === row.snapshot_sha256,
      stored_sha256: row.snapshot_sha256,
      computed_sha256: computed,
      verified_at: new Date().toISOString(),
    };
    await recordAudit(tx, adminId, {
      action: 'application.signature_verify',
      target_type: 'application',
      target_id: applicationId,
      details: { matches: result.matches },
    });
    return result;
  });
}
