import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { IdParamSchema, IsoDateSchema } from './common.js';

// The queries of FMCSA's Drug and Alcohol Clearinghouse an application's file keeps (49 CFR
// 382.701), each its own record with its result PDF, never overwritten; the return-to-duty
// documents a violation needs before a hire (382.217, 40.305); and the check of a hire date.

const m = idsUnder('hiring.api');

/** What a full query answers. */
export const CLEARINGHOUSE_RESULTS = ['no_violations', 'violations_found', 'prohibited'] as const;
export type ClearinghouseResult = (typeof CLEARINGHOUSE_RESULTS)[number];
/** What a limited query answers: only whether information about the driver exists. */
export const CLEARINGHOUSE_LIMITED_RESULTS = ['no_information', 'information_found'] as const;
export type ClearinghouseLimitedResult = (typeof CLEARINGHOUSE_LIMITED_RESULTS)[number];
export const CLEARINGHOUSE_ANY_RESULTS = [...CLEARINGHOUSE_RESULTS, ...CLEARINGHOUSE_LIMITED_RESULTS] as const;

export const CLEARINGHOUSE_QUERY_TYPES = ['full', 'limited'] as const;
export type ClearinghouseQueryType = (typeof CLEARINGHOUSE_QUERY_TYPES)[number];
export const CLEARINGHOUSE_QUERY_PURPOSES = ['pre_employment', 'annual'] as const;
export type ClearinghouseQueryPurpose = (typeof CLEARINGHOUSE_QUERY_PURPOSES)[number];

/** 382.701(b): a limited query showing information calls for a full query within 24 hours. */
export const FULL_QUERY_AFTER_INFORMATION_DAYS = 1;

/** The return-to-duty documents of a driver with a violation (Part 40 subpart O), in the order they come. */
export const RTD_DOCUMENT_KINDS = ['sap_report', 'rtd_test', 'follow_up_plan'] as const;
export type RtdDocumentKind = (typeof RTD_DOCUMENT_KINDS)[number];

/**
 * `POST …/clearinghouse/queries?…` with the result PDF as the multipart file: one query. A full
 * query comes after the driver approved it in FMCSA's portal; a pre-employment query is a full one
 * (382.701(a)); a limited query only says whether information exists.
 */
export const ClearinghouseQueryFieldsSchema = z
  .object({
    query_type: z.enum(CLEARINGHOUSE_QUERY_TYPES, { message: m.badQueryType }),
    purpose: z.enum(CLEARINGHOUSE_QUERY_PURPOSES, { message: m.badPurpose }),
    queried_on: IsoDateSchema,
    driver_approved_on: IsoDateSchema.optional(),
    result: z.enum(CLEARINGHOUSE_ANY_RESULTS, { message: m.badResult }),
  })
  .superRefine((query, context) => {
    const issue = (path: string, message: MessageId) => context.addIssue({ code: 'custom', path: [path], message });
    if (query.query_type === 'full') {
      if (!query.driver_approved_on) issue('driver_approved_on', m.approvalRequired);
      else if (query.driver_approved_on > query.queried_on) issue('driver_approved_on', m.approvalAfterQuery);
      if (!(CLEARINGHOUSE_RESULTS as readonly string[]).includes(query.result)) issue('result', m.badFullResult);
      return;
    }
    if (query.purpose === 'pre_employment') issue('purpose', m.preEmploymentIsFull);
    if (query.driver_approved_on) issue('driver_approved_on', m.limitedNotApproved);
    if (!(CLEARINGHOUSE_LIMITED_RESULTS as readonly string[]).includes(query.result))
      issue('result', m.badLimitedResult);
  });
export type ClearinghouseQueryFields = z.output<typeof ClearinghouseQueryFieldsSchema>;

/** `POST …/clearinghouse/rtd-documents?…` with the document as the multipart file. */
export const RtdDocumentFieldsSchema = z.object({
  kind: z.enum(RTD_DOCUMENT_KINDS, { message: m.badRtdKind }),
  dated_on: IsoDateSchema,
});
export type RtdDocumentFields = z.output<typeof RtdDocumentFieldsSchema>;

export const ClearinghouseQueryParamsSchema = z.object({ id: IdParamSchema, queryId: IdParamSchema });
export const RtdDocumentParamsSchema = z.object({ id: IdParamSchema, documentId: IdParamSchema });

/** A stored PDF as the file shows it; its bytes come from the route of its own. */
export const StoredPdfSchema = z.object({
  original_name: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});

export const ClearinghouseQuerySchema = z.object({
  id: z.number().int(),
  query_type: z.enum(CLEARINGHOUSE_QUERY_TYPES),
  purpose: z.enum(CLEARINGHOUSE_QUERY_PURPOSES),
  queried_on: z.string(),
  driver_approved_on: z.string().nullable(),
  result: z.enum(CLEARINGHOUSE_ANY_RESULTS),
  /** Null only for a query carried over from before each query kept its own PDF. */
  result_pdf: StoredPdfSchema.nullable(),
  recorded_at: z.string(),
});
export type ClearinghouseQuery = z.infer<typeof ClearinghouseQuerySchema>;

export const RtdDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RTD_DOCUMENT_KINDS),
  dated_on: z.string(),
  pdf: StoredPdfSchema,
});
export type RtdDocument = z.infer<typeof RtdDocumentSchema>;

/** `GET …/hire-check?hired_on=`: whether a move to Hired on that day would be taken, and why not. */
export const HireCheckQuerySchema = z.object({ hired_on: IsoDateSchema });
export const HireCheckSchema = z.object({
  hired_on: z.string(),
  allowed: z.boolean(),
  /** In the reader's language; without the investigation permission, one that says no more than "not yet". */
  reasons: z.array(z.string()),
});
export type HireCheck = z.infer<typeof HireCheckSchema>;
