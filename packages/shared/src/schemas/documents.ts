import { z } from 'zod';
import { CANADA_DOC_TYPES } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { IdParamSchema } from './common.js';

const DocTypeSchema = z.enum(CANADA_DOC_TYPES, { message: 'api.unknownDocType' satisfies MessageId });

// SPEC §3 "Documents" and §7 "Documents": a candidate's proof, training, award and FAST card PDFs.
// `url` is a signed link that only the owner receives, so a plain link opens the file in a new
// tab on any phone (decision 007).

/** The kinds of document a candidate uploads; the resume has its own route (SPEC §7 Application). */
export const DOCUMENT_KINDS = ['canada_proof', 'us_proof', 'training', 'award', 'fast_card'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const CandidateDocumentSchema = z.object({
  doc_id: z.number().int(),
  doc_original: z.string(),
  /** work_permit, passport or pr_card for Canada proof; null for the other kinds. */
  doc_type: z.enum(CANADA_DOC_TYPES).nullable(),
  url: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type CandidateDocument = z.infer<typeof CandidateDocumentSchema>;
export const CandidateDocumentListSchema = z.array(CandidateDocumentSchema);

export const FastCardDocumentSchema = z.object({
  fc_id: z.number().int(),
  fc_original: z.string(),
  url: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type FastCardDocument = z.infer<typeof FastCardDocumentSchema>;
export const FastCardDocumentListSchema = z.array(FastCardDocumentSchema);

export const CanadaDocTypeParamsSchema = z.object({ docType: DocTypeSchema });
export const CanadaDocParamsSchema = z.object({ docType: DocTypeSchema, docId: IdParamSchema });
export const DocIdParamsSchema = z.object({ docId: IdParamSchema });
export const FastCardIdParamsSchema = z.object({ fcId: IdParamSchema });
/** SPEC §7: GET /api/candidate/user/docs/{training|award} (and `us`, listed as its own path). */
export const DocListKindParamsSchema = z.object({ kind: z.enum(['us', 'training', 'award']) });

/** A signed document link: `/uploads/documents/{filename}?expires=…&signature=…`. */
export const DocumentLinkQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[\w-]{43}$/),
});
