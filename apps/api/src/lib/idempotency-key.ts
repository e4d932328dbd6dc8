import { createHash, randomUUID } from 'node:crypto';
import { IdempotencyKeySchema } from '@roadhire/shared';
import { z } from 'zod';
import { HttpError } from './http-error.js';

// Decision 007: a repeated entry of the final submit, or a repeated upload, is named by the client,
// so a retry replaces or answers it instead of adding a copy. Keys are stored as UUIDs.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** OpenAPI and validation of the optional `Idempotency-Key` header; other headers pass untouched. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional().meta({
    description:
      'Optional. A UUID or a client token (8 to 128 of A-Z a-z 0-9 . _ : ~ -) naming this entry: the same key ' +
      'sent again for the same application replaces the entry instead of adding a copy. Without it (or ' +
      'entry_key in the body) the entry is appended.',
  }),
});

/** OpenAPI and validation of the optional `Idempotency-Key` header of an upload. */
export const UploadIdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional().meta({
    description:
      'Optional. A UUID or a client token (8 to 128 of A-Z a-z 0-9 . _ : ~ -) naming this upload: the same key ' +
      'sent again by the same account answers the upload it first made instead of storing a copy.',
  }),
});

/** The upload's Idempotency-Key as a UUID, when the request sent one (validated by the route's schema). */
export function uploadKeyOf(request: { headers: Record<string, unknown> }): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? asUuid(key) : undefined;
}

/** A token as a stable UUID: itself when it is one, else one derived from its SHA-256. */
function asUuid(token: string): string {
  if (UUID_PATTERN.test(token)) return token.toLowerCase();
  const hex = createHash('sha256').update(token).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The key an entry is stored under: the Idempotency-Key header's, else the body's `entry_key`,
 * else a new one (SPEC §7: the call appends). Both naming different entries is refused.
 */
export function entryKeyOf(header: string | undefined, bodyKey: string | undefined): string {
  const fromHeader = header === undefined ? undefined : asUuid(header);
  const fromBody = bodyKey?.toLowerCase();
  if (fromHeader && fromBody && fromHeader !== fromBody)
    throw new HttpError(400, 'onboarding.validation.idempotencyKeyMismatch');
  return fromHeader ?? fromBody ?? randomUUID();
}
