import { z } from 'zod';
import { CANADA_DOC_TYPES, MAX_REPEATED_ROWS, TEXT_MAX_LENGTH, YES_NO } from '../constants.js';
import type { GapExplanation } from '../history/employment-coverage.js';
import { idsUnder } from '../i18n/message-ids.js';
import { IsoDateSchema, optionalText } from '../schemas/common.js';
import {
  AddressRowSchema,
  DatedRowSchema,
  DateOfBirthSchema,
  DetailSchema,
  type DraftAddressRow,
  DraftAddressRowSchema,
  type DraftRow,
  DraftRowSchema,
  EquipmentDetailSchema,
  RequiredDateSchema,
  RequiredTextSchema,
  YesNoSchema,
} from './answer-schemas.js';

// The types of answer a question can take, and what each means in every place an answer lives:
// the server's check of the final call (`input`, `optional` when it may stay blank), the draft
// the form holds while the driver types (`draft`), the answer as stored and read back by the
// admin area (`stored`), and a blank answer (`empty`). Decision 014.

const m = idsUnder('onboarding.validation');

const DraftText = z.string().max(2000);
const DraftAnswer = z.enum(['Yes', 'No', '']);
const IdListSchema = z.array(z.number().int().positive()).max(100);
const EquipmentKey = z.string().regex(/^\d{1,10}$/);
// A gap's explanation: its first and last day in order, and the text; rows left blank are not kept.
const GapExplanationListSchema = z
  .array(
    z
      .object({ from: RequiredDateSchema, to: RequiredDateSchema, explanation: z.string().trim().max(2000) })
      .refine((row) => row.from <= row.to, { message: m.dateOrder, path: ['to'] }),
  )
  .max(MAX_REPEATED_ROWS)
  .default([])
  .transform((rows) => rows.filter((row) => row.explanation !== ''));

export const ANSWER_KINDS = {
  /** A Yes/No radio pair. */
  yesNo: { input: YesNoSchema, optional: YesNoSchema, draft: DraftAnswer, stored: z.enum(YES_NO), empty: '' },
  /** A calendar day, YYYY-MM-DD (SPEC §9). */
  date: {
    input: RequiredDateSchema,
    optional: optionalText(IsoDateSchema),
    draft: DraftText,
    stored: z.string(),
    empty: '',
  },
  /** Step 1's date of birth: at least 21 years ago (SPEC §9). */
  birthDate: { input: DateOfBirthSchema, optional: DateOfBirthSchema, draft: DraftText, stored: z.string(), empty: '' },
  /** A postal or ZIP code, checked by its country (onboarding.ts). */
  postalCode: {
    input: z.string({ message: m.required }).trim().min(1, m.required).max(12, m.postalCode),
    optional: optionalText(z.string().trim().max(12, m.postalCode)),
    draft: DraftText,
    stored: z.string(),
    empty: '',
  },
  /** A line of text. */
  text: {
    input: RequiredTextSchema,
    optional: optionalText(z.string().trim().max(TEXT_MAX_LENGTH)),
    draft: DraftText,
    stored: z.string(),
    empty: '',
  },
  /** A few sentences: a description or an explanation. */
  detail: {
    input: DetailSchema,
    optional: optionalText(z.string().trim().max(2000)),
    draft: DraftText,
    stored: z.string(),
    empty: '',
  },
  /** The type of the document proving the right to work in Canada (SPEC §3). */
  docType: {
    input: z.enum(CANADA_DOC_TYPES, { message: m.docTypeRequired }),
    optional: optionalText(z.enum(CANADA_DOC_TYPES, { message: m.docTypeRequired })),
    draft: z.enum([...CANADA_DOC_TYPES, '']),
    stored: z.enum(CANADA_DOC_TYPES),
    empty: '',
  },
  /** One id of a reference list, which the select holds as text. */
  id: {
    input: z.number({ message: m.required }).int().positive(),
    optional: z.number().int().positive().nullable().optional(),
    draft: DraftText,
    stored: z.number().int(),
    empty: '',
  },
  /** Ids of a reference list, chosen with checkboxes that hold them as text; one at least. */
  ids: {
    input: IdListSchema.min(1, m.chooseOne),
    optional: IdListSchema.default([]),
    draft: z.array(z.string().max(12)).max(100),
    stored: z.array(z.number().int()),
    empty: [] as string[],
  },
  /** Dated rows (training courses, awards), asked by a Yes; emptied by a No (SPEC §4). */
  rows: {
    input: z.array(DatedRowSchema).max(MAX_REPEATED_ROWS).default([]),
    optional: z.array(DatedRowSchema).max(MAX_REPEATED_ROWS).default([]),
    draft: z.array(DraftRowSchema).max(MAX_REPEATED_ROWS),
    stored: z.array(z.object({ type: z.string(), date: z.string(), doc_id: z.number().int().nullable() })),
    empty: [] as DraftRow[],
  },
  /** Miles and a description per piece of equipment chosen, keyed by its id (SPEC §3). */
  equipment: {
    input: z.record(EquipmentKey, EquipmentDetailSchema),
    optional: z.record(EquipmentKey, EquipmentDetailSchema),
    draft: z.record(EquipmentKey, z.object({ miles: DraftText, desc: DraftText })),
    stored: z.record(z.string(), EquipmentDetailSchema),
    empty: {} as Record<string, { miles: string; desc: string }>,
  },
  /** The addresses lived at before the current one: none needed once the current one is old enough. */
  addressRows: {
    input: z.array(AddressRowSchema).max(MAX_REPEATED_ROWS).default([]),
    optional: z.array(AddressRowSchema).max(MAX_REPEATED_ROWS).default([]),
    draft: z.array(DraftAddressRowSchema).max(MAX_REPEATED_ROWS),
    stored: z.array(DraftAddressRowSchema),
    empty: [] as DraftAddressRow[],
  },
  /** One explanation per gap in the employment history, keyed by the gap's dates (decision 017). */
  gapExplanations: {
    input: GapExplanationListSchema,
    optional: GapExplanationListSchema,
    draft: z.array(z.object({ from: DraftText, to: DraftText, explanation: DraftText })).max(MAX_REPEATED_ROWS),
    stored: z.array(z.object({ from: z.string(), to: z.string(), explanation: z.string() })),
    empty: [] as GapExplanation[],
  },
} as const;

export type AnswerKind = keyof typeof ANSWER_KINDS;

/** Whether an answer is missing: nothing, blank text, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
