import type { Signature } from '@roadhire/shared';
import type { ApplicationSignature } from '../../db/schema.js';
import { shownTranslation } from '../../lib/compliance-texts.js';

// The signature as the applicant file and the API show it (decision 016). The signing itself and the
// record it keeps are in ../signing, which reads this file; the file only summarises its signature.

/** A stored signature as the API answers it: everything but the snapshot itself. */
export function toSignature(row: ApplicationSignature): Signature {
  return {
    application_id: row.application_id,
    user_id: row.user_id,
    typed_name: row.typed_name,
    signed_at: row.signed_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    snapshot_sha256: row.snapshot_sha256,
    // The texts' bodies stay in the record for the printed application only.
    texts: row.texts.map(({ text: _text, translation, ...shown }) => ({
      ...shown,
      translation: translation ? shownTranslation(translation) : null,
    })),
    language: row.language,
  };
}
