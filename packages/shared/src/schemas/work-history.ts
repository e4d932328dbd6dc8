import { z } from 'zod';
import {
  HOURS_OF_INSTRUCTION,
  MILITARY_BRANCHES,
  TEXT_MAX_LENGTH,
  WORK_HISTORY_SKILLS,
  WORK_HISTORY_TYPES,
  type WorkHistoryType,
  YES_NO,
} from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { RequiredDateSchema } from '../questions/answer-schemas.js';
import { EmailSchema, IsoDateSchema, optionalText } from './common.js';

// SPEC §3 "Work history": one entry of a candidate's history, one form per type (SPEC §2 step 8).

const m = idsUnder('onboarding.validation');
const Text = optionalText(z.string().trim().max(TEXT_MAX_LENGTH));
// SPEC §5 step 8: the Yes/No selections are shown as required but not enforced.
const OptionalYesNo = optionalText(z.enum(YES_NO));

export const WorkHistorySkillsSchema = z.object(
  Object.fromEntries(WORK_HISTORY_SKILLS.map((skill) => [skill, z.boolean().default(false)])) as Record<
    (typeof WORK_HISTORY_SKILLS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** The text fields each type asks for and requires (decision 007). */
export const WORK_HISTORY_REQUIRED: Record<WorkHistoryType, readonly string[]> = {
  Working: ['wh_name', 'wh_position', 'wh_city', 'wh_province', 'wh_country'],
  Unemployed: [],
  School: ['wh_name', 'wh_city', 'wh_province', 'wh_country'],
  'Driving School': ['wh_name', 'wh_city', 'wh_province', 'wh_country', 'wh_hours_of_instruction'],
  Military: ['wh_branch_service', 'wh_military_rank'],
};

const WorkHistoryFieldsSchema = z.object({
  wh_type: z.enum(WORK_HISTORY_TYPES, { message: m.workHistoryType }),
  wh_position: Text,
  wh_comm_vehicle: OptionalYesNo,
  wh_comm_vehicle_types: z.array(z.string().trim().min(1).max(TEXT_MAX_LENGTH)).max(50).default([]),
  wh_name: Text,
  wh_address1: Text,
  wh_address2: Text,
  wh_city: Text,
  wh_province: Text,
  wh_country: Text,
  wh_postcode: optionalText(z.string().trim().toUpperCase().max(12)),
  wh_confname: Text,
  wh_conlname: Text,
  wh_contact_position: Text,
  wh_phone: optionalText(z.string().trim().max(30)),
  wh_email: optionalText(EmailSchema),
  wh_datefrom: RequiredDateSchema,
  wh_dateto: optionalText(IsoDateSchema),
  wh_status: z.enum(YES_NO).default('No'),
  wh_terminated: OptionalYesNo,
  wh_reason: optionalText(z.string().trim().max(2000)),
  wh_graduated: OptionalYesNo,
  wh_gpa: optionalText(z.string().trim().max(10)),
  wh_hours_of_instruction: z.literal(HOURS_OF_INSTRUCTION, { message: m.required }).nullable().default(null),
  wh_branch_service: optionalText(z.enum(MILITARY_BRANCHES)),
  wh_military_rank: Text,
  wh_safety_sensitive: OptionalYesNo,
  wh_transport_regulation: OptionalYesNo,
  wh_skills: WorkHistorySkillsSchema.default({ border_crossing: false, log_books: false, fmcr: false, hazmat: false }),
});

/** Checks shared by the API payload and the step 8 form. */
function checkEntry(entry: z.output<typeof WorkHistoryFieldsSchema>, ctx: z.RefinementCtx) {
  const values = entry as unknown as Record<string, unknown>;
  for (const field of WORK_HISTORY_REQUIRED[entry.wh_type])
    if (values[field] === null || values[field] === undefined || values[field] === '')
      ctx.addIssue({ code: 'custom', path: [field], message: m.required });
  // A job that ended has its reason for leaving on the 49 CFR 391.21(b)(11) employment record; a
  // job still held has none.
  if (entry.wh_type === 'Working' && entry.wh_status === 'No' && !entry.wh_reason)
    ctx.addIssue({
      code: 'custom',
      path: ['wh_reason'],
      message: 'onboarding.step8.reasonRequired' satisfies MessageId,
    });
  const today = new Date().toISOString().slice(0, 10);
  if (entry.wh_datefrom > today) ctx.addIssue({ code: 'custom', path: ['wh_datefrom'], message: m.notFuture });
  if (entry.wh_status === 'No' && !entry.wh_dateto)
    ctx.addIssue({ code: 'custom', path: ['wh_dateto'], message: m.required });
  if (entry.wh_status === 'No' && entry.wh_dateto && entry.wh_dateto < entry.wh_datefrom)
    ctx.addIssue({ code: 'custom', path: ['wh_dateto'], message: m.dateOrder });
}

/** SPEC §4: 'Still Active?' nulls the end date; vehicle types only when a commercial vehicle was driven. */
function tidyEntry<T extends z.output<typeof WorkHistoryFieldsSchema>>(entry: T): T {
  return {
    ...entry,
    wh_dateto: entry.wh_status === 'Yes' ? null : (entry.wh_dateto ?? null),
    wh_comm_vehicle_types: entry.wh_comm_vehicle === 'Yes' ? entry.wh_comm_vehicle_types : [],
  };
}

/** Step 8's form: one entry, before it is kept in the list. */
export const WorkHistoryEntrySchema = WorkHistoryFieldsSchema.superRefine(checkEntry).transform(tidyEntry);
export type WorkHistoryEntryInput = z.input<typeof WorkHistoryEntrySchema>;
export type WorkHistoryEntry = z.output<typeof WorkHistoryEntrySchema>;

/**
 * SPEC §7 final call 5: one new entry. A retry-safe client names it with an Idempotency-Key
 * header, or the older `entry_key`, so a retried call replaces it instead of adding a copy
 * (decision 007); without either, the entry is appended.
 */
export const WorkHistoryCreateSchema = WorkHistoryFieldsSchema.extend({ entry_key: z.uuid().optional() })
  .superRefine(checkEntry)
  .transform(tidyEntry);
export type WorkHistoryCreateInput = z.input<typeof WorkHistoryCreateSchema>;

/**
 * SPEC §7: GET work-history answers every entry the candidate ever submitted. Plain types only
 * (no trimming or defaults), so the server can also check its answers against it.
 */
const StoredText = z.string().nullable();
const StoredYesNo = z.enum(YES_NO).nullable();
export const WorkHistoryRecordSchema = z.object({
  wh_id: z.number().int(),
  application_id: z.number().int(),
  wh_type: z.enum(WORK_HISTORY_TYPES),
  wh_position: StoredText,
  wh_comm_vehicle: StoredYesNo,
  wh_comm_vehicle_types: z.array(z.string()),
  wh_name: StoredText,
  wh_address1: StoredText,
  wh_address2: StoredText,
  wh_city: StoredText,
  wh_province: StoredText,
  wh_country: StoredText,
  wh_postcode: StoredText,
  wh_confname: StoredText,
  wh_conlname: StoredText,
  wh_contact_position: StoredText,
  wh_phone: StoredText,
  wh_email: StoredText,
  wh_datefrom: z.string(),
  wh_dateto: StoredText,
  wh_status: z.enum(YES_NO),
  wh_terminated: StoredYesNo,
  wh_reason: StoredText,
  wh_graduated: StoredYesNo,
  wh_gpa: StoredText,
  wh_hours_of_instruction: z.number().int().nullable(),
  wh_branch_service: StoredText,
  wh_military_rank: StoredText,
  wh_safety_sensitive: StoredYesNo,
  wh_transport_regulation: StoredYesNo,
  wh_skills: z.object(
    Object.fromEntries(WORK_HISTORY_SKILLS.map((skill) => [skill, z.boolean()])) as Record<
      (typeof WORK_HISTORY_SKILLS)[number],
      z.ZodBoolean
    >,
  ),
  created_at: z.string(),
});
export type WorkHistoryRecord = z.infer<typeof WorkHistoryRecordSchema>;
export const WorkHistoryListSchema = z.array(WorkHistoryRecordSchema);
