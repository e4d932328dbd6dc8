import { type DriverVerification, type DriverVerifications, isLegalName, type Locale } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findUserById } from '../../data/users-repository.js';
import { listResponses } from '../../data/verification-responses-repository.js';
import {
  listUserVerifications,
  lockVerification,
  updateVerification,
  verificationApplication,
} from '../../data/verifications-repository.js';
import type { EmployerVerification } from '../../db/schema.js';
import { canonicalRecord } from '../../lib/canonical-record.js';
import { inLanguage } from '../../lib/compliance-texts.js';
import { HttpError } from '../../lib/http-error.js';
import { toDriverVerification } from './driver-review.js';
import { sendRequest } from './verification-requests.js';

// The driver's releases (49 CFR 391.23, 40.25(f); decision 030): one per previous employer, signed
// with the typed name as the application is (decision 016), before any request leaves.

/** `GET /api/candidate/user/verifications`: the caller's own checks and the release text in force. */
export async function driverVerifications(
  ctx: AppContext,
  userId: number,
  locale: Locale,
): Promise<DriverVerifications> {
  const rows = await listUserVerifications(ctx.db, userId);
  // Only released answers are read; the others stay unread by the driver's request.
  const responses = await listResponses(
    ctx.db,
    rows.filter((row) => row.released_at).map((row) => row.id),
  );
  return {
    // The English release the driver signs, with the carrier's translation beside it (decision 032).
    release: inLanguage(ctx.config.verifications.release, locale),
    // The rights the driver was told of before signing (391.23(i)), in the carrier's own words.
    rights: ctx.config.compliance.texts.find((text) => text.key === 'previous_employers') ?? null,
    verifications: rows.map((row) =>
      toDriverVerification(
        row,
        responses.find((response) => response.verification_id === row.id),
      ),
    ),
  };
}

/** What the driver releases, as stored and hashed: the employer, the period and the information asked. */
function releaseRecord(
  ctx: AppContext,
  row: EmployerVerification,
  driver: { id: number; name: string },
  typedName: string,
  signedAt: Date,
) {
  const text = ctx.config.verifications.release;
  return canonicalRecord({
    carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
    driver,
    previous_employer: { name: row.employer_name, address: row.employer_address },
    period: { from: row.period_from, to: row.period_to },
    position: row.position,
    information_asked: {
      employment: true,
      accidents: { from: row.accidents_from, to: row.accidents_to },
      drug_alcohol: row.asks_drug_alcohol,
    },
    text: { key: text.key, version: text.version, sha256: text.sha256, title: text.title, text: text.text },
    typed_name: typedName,
    signed_at: signedAt.toISOString(),
  });
}

export interface ReleaseClient {
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/candidate/user/verifications/{id}/release`: signs the release of one employer, then
 * sends the request at once unless the carrier reviews contacts first or the address is missing.
 */
export async function signRelease(
  ctx: AppContext,
  userId: number,
  verificationId: number,
  typedName: string,
  client: ReleaseClient,
  locale: Locale,
  now: Date = new Date(),
): Promise<DriverVerification> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await lockVerification(tx, verificationId);
    // Someone else's check answers like a missing one, so ids reveal nothing.
    if (!row || row.user_id !== userId || row.status === 'merged') throw new HttpError(404, 'api.notFound');
    if (row.release_signed_at) throw new HttpError(409, 'verifications.api.releaseSigned');
    if (row.status !== 'awaiting_release') throw new HttpError(409, 'verifications.api.notOpen');
    const profile = await findUserById(tx, userId);
    const application = await verificationApplication(tx, row.application_id);
    if (!profile || !application) throw new HttpError(404, 'api.notFound');
    if (!isLegalName(typedName, profile)) throw new HttpError(400, 'verifications.api.nameMismatch');
    const name = typedName.trim().replace(/\s+/g, ' ');
    const record = releaseRecord(
      ctx,
      row,
      { id: userId, name: `${application.first_name} ${application.last_name}` },
      name,
      now,
    );
    const text = ctx.config.verifications.release;
    // Which translation the driver read beside the English they signed, kept like the application's.
    const translation = inLanguage(text, locale).translation ?? null;
    const signed: EmployerVerification = {
      ...row,
      status: 'awaiting_contact',
      release_typed_name: name,
      release_signed_at: now,
      release_ip: client.ip,
      release_user_agent: client.userAgent.slice(0, 1000),
      release_text: {
        key: text.key,
        version: text.version,
        sha256: text.sha256,
        title: text.title,
        text: text.text,
        translation,
      },
      release_snapshot: record.text,
      release_sha256: record.sha256,
    };
    await updateVerification(tx, row.id, {
      status: signed.status,
      release_typed_name: signed.release_typed_name,
      release_signed_at: now,
      release_ip: signed.release_ip,
      release_user_agent: signed.release_user_agent,
      release_text: signed.release_text,
      release_snapshot: signed.release_snapshot,
      release_sha256: signed.release_sha256,
    });
    if (!ctx.config.verifications.reviewFirst && signed.contact_email) {
      await sendRequest(ctx, tx, signed, now);
      return { ...signed, status: 'sent' as const };
    }
    return signed;
  });
  ctx.mailWorker.wake();
  return toDriverVerification(row, undefined);
}
