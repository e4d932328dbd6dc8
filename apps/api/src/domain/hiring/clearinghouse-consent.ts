import {
  type ClearinghouseConsentRequest,
  type ClearinghouseConsentView,
  isLegalName,
  type Locale,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { lockApplication } from '../../data/applications-repository.js';
import {
  findApplicationForHiring,
  findClearinghouseCheck,
  saveClearinghouseCheck,
} from '../../data/hiring-repository.js';
import { findUserById } from '../../data/users-repository.js';
import type { ClearinghouseCheck } from '../../db/schema.js';
import { canonicalRecord } from '../../lib/canonical-record.js';
import { inLanguage } from '../../lib/compliance-texts.js';
import { HttpError } from '../../lib/http-error.js';
import { consentSignature } from './clearinghouse-step.js';

// The driver's side of the Clearinghouse step (49 CFR 382.703; decision 029): the consent to the
// limited queries, read and signed from the driver's account.

/** The client as a signature records it: the address the server sees (TRUST_PROXY) and its user agent. */
export interface SigningClient {
  ip: string;
  userAgent: string;
}

async function driversApplication(ctx: AppContext, userId: number, applicationId: number) {
  const application = await findApplicationForHiring(ctx.db, applicationId);
  // Someone else's application answers like a missing one, so ids reveal nothing.
  if (!application || application.user_id !== userId) throw new HttpError(404, 'api.notFound');
  return application;
}

/** The consent to sign, with the carrier's translation into the reader's language beside it (decision 032). */
function consentView(
  ctx: AppContext,
  application: { id: number; p_position_title: string },
  check: ClearinghouseCheck | undefined,
  locale: Locale,
): ClearinghouseConsentView {
  const signedAt = check?.consent_signed_at;
  return {
    application_id: application.id,
    p_position_title: application.p_position_title,
    carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
    text: inLanguage(ctx.config.compliance.clearinghouseConsent, locale),
    signature: check && signedAt ? consentSignature(check, signedAt) : null,
  };
}

export async function readConsent(ctx: AppContext, userId: number, applicationId: number, locale: Locale) {
  const application = await driversApplication(ctx, userId, applicationId);
  return consentView(ctx, application, await findClearinghouseCheck(ctx.db, applicationId), locale);
}

/**
 * The driver signs the consent to limited queries with their typed name (decision 016's pattern):
 * what they signed, text included, is kept as canonical JSON with its SHA-256, with the time and
 * the address the server sees. Only a submitted application still under consideration asks for it.
 */
export async function signConsent(
  ctx: AppContext,
  userId: number,
  applicationId: number,
  request: ClearinghouseConsentRequest,
  client: SigningClient,
  locale: Locale,
): Promise<ClearinghouseConsentView> {
  const { translation: shown, ...text } = inLanguage(ctx.config.compliance.clearinghouseConsent, locale);
  const translation = shown ?? null;
  const { application, check } = await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, applicationId);
    if (!locked || locked.user_id !== userId) throw new HttpError(404, 'api.notFound');
    if (locked.status !== 'submitted' || locked.recruiter_stage === 'rejected')
      throw new HttpError(409, 'hiring.api.consentNotOpen');
    if ((await findClearinghouseCheck(tx, applicationId))?.consent_signed_at)
      throw new HttpError(409, 'hiring.api.consentAlreadySigned');
    const profile = await findUserById(tx, userId);
    if (!profile || !isLegalName(request.typed_name, profile)) throw new HttpError(400, 'signing.api.nameMismatch');
    const hiring = await findApplicationForHiring(tx, applicationId);
    if (!hiring) throw new HttpError(404, 'api.notFound');
    const typedName = request.typed_name.trim().replace(/\s+/g, ' ');
    const signedAt = new Date();
    const snapshot = canonicalRecord({
      consent: 'clearinghouse_limited_queries',
      application_id: applicationId,
      position: hiring.p_position_title,
      carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
      driver: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email },
      text: { key: text.key, version: text.version, sha256: text.sha256, title: text.title, text: text.text },
      // Read beside the English text, which is the one consented to.
      language: locale,
      translation,
      typed_name: typedName,
      signed_at: signedAt.toISOString(),
      ip: client.ip,
    });
    const row = await saveClearinghouseCheck(tx, applicationId, {
      consent_typed_name: typedName,
      consent_signed_at: signedAt,
      consent_ip: client.ip,
      consent_user_agent: client.userAgent.slice(0, 1000),
      consent_text_version: text.version,
      consent_snapshot: snapshot.text,
      consent_snapshot_sha256: snapshot.sha256,
      consent_language: locale,
      consent_translation: translation,
    });
    return { application: hiring, check: row };
  });
  return consentView(ctx, application, check, locale);
}
