import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { LOCALES } from '../i18n/locales.js';

// The signed application (decision 016): the notices and authorisations in force, the driver's
// signature with the consents it gives, and its record. The texts are the carrier's files, served
// with their version and hash so any client can show them and name them in `consents`.

/** A text's key: lower case letters, digits and underscores. */
export const ComplianceTextKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, { message: 'signing.api.unknownText' satisfies MessageId });

export const ComplianceTextSchema = z.object({
  key: ComplianceTextKeySchema,
  /** The carrier's version label of the text, as written in its file. */
  version: z.string(),
  /** SHA-256 (hex) of the text as served. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Whether the application cannot be signed without accepting it. */
  required: z.boolean(),
  title: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  text: z.string(),
  /**
   * The carrier's translation of the text into the reader's language, shown beside it for reading
   * (decision 032); the English text is the one accepted. Absent when the carrier has none for
   * this version of the text.
   */
  translation: z
    .object({
      lang: z.enum(LOCALES),
      title: z.string(),
      version: z.string(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      text: z.string(),
    })
    .optional(),
});
export type ComplianceText = z.infer<typeof ComplianceTextSchema>;
export type ComplianceTranslation = NonNullable<ComplianceText['translation']>;

/** The carrier as the application names it (49 CFR 391.21(b)(1)). */
export const CarrierSchema = z.object({ legal_name: z.string(), address: z.string() });
export type Carrier = z.infer<typeof CarrierSchema>;

/** `GET /api/compliance/texts`: the carrier, the certification and the notices and authorisations in force, in the order a driver reads them. */
export const ComplianceTextsResponseSchema = z.object({
  carrier: CarrierSchema,
  certification: ComplianceTextSchema,
  texts: z.array(ComplianceTextSchema),
});
export type ComplianceTextsResponse = z.infer<typeof ComplianceTextsResponseSchema>;

/** `POST /api/candidate/user/sign/{applicationId}`. */
export const SignRequestSchema = z.object({
  /**
   * The profile's first and last name as the driver types them: runs of spaces count as one, as the
   * name check sets them aside, so two names at their limit always fit.
   */
  typed_name: z
    .string()
    .overwrite((name) => name.replace(/\s+/g, ' '))
    .trim()
    .min(1)
    .max(FULL_NAME_MAX_LENGTH),
  certify: z.literal(true, { message: 'signing.certifyRequired' satisfies MessageId }),
  consents: z.record(ComplianceTextKeySchema, z.literal(true)),
  /** The versions of the texts the driver was shown; a text changed since is refused (409). */
  text_versions: z.record(ComplianceTextKeySchema, z.string().max(100)).optional(),
  /** The draft version the driver reviewed; an application changed since is refused (409). */
  draft_version: z.number().int().nonnegative().optional(),
});
export type SignRequest = z.infer<typeof SignRequestSchema>;

/** The translation shown beside a text at signing: which one, by its language, version and hash. */
export const ShownTranslationSchema = z.object({
  lang: z.enum(LOCALES),
  version: z.string(),
  sha256: z.string(),
  title: z.string(),
});
export type ShownTranslation = z.infer<typeof ShownTranslationSchema>;

/** One text as the driver was shown it at signing, and whether they accepted it. */
export const SignedTextSchema = z.object({
  key: z.string(),
  version: z.string(),
  sha256: z.string(),
  title: z.string(),
  accepted: z.boolean(),
  /** The translation shown beside it, if any. */
  translation: ShownTranslationSchema.nullable().optional(),
});
export type SignedText = z.infer<typeof SignedTextSchema>;

/** The record of a signature (the answer to sign, and to reading it). */
export const SignatureSchema = z.object({
  application_id: z.number().int(),
  user_id: z.number().int(),
  typed_name: z.string(),
  /** The server's time, UTC, ISO 8601. */
  signed_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  /** SHA-256 (hex) of the canonical JSON snapshot of the application as signed (RFC 8785). */
  snapshot_sha256: z.string(),
  /** The certification and every notice and authorisation shown, with their versions. */
  texts: z.array(SignedTextSchema),
  /** The language the driver signed in: the application's pages and the translations shown. */
  language: z.enum(LOCALES),
});
export type Signature = z.infer<typeof SignatureSchema>;

/** `POST /api/admin/applications/{id}/signature/verify`: the hash recomputed from the stored snapshot. */
export const SignatureVerificationSchema = z.object({
  matches: z.boolean(),
  stored_sha256: z.string(),
  computed_sha256: z.string(),
  verified_at: z.string(),
});
export type SignatureVerification = z.infer<typeof SignatureVerificationSchema>;
