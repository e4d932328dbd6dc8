import { z } from 'zod';
import { type FrenchVersionFields, missingFrench } from '../careers/french-version.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { IdParamSchema, IsoDateSchema, optionalText } from './common.js';
import { LandingPageSellSchema, OpenPositionSchema, VisibleInfoSchema } from './positions.js';

// The admin area's positions (SPEC §3 open position): every position, whatever its state.

const m = idsUnder('adminPositions');

export const ADMIN_POSITIONS_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_POSITIONS_MAX_PAGE_SIZE = 100;
export const ADMIN_LIST_SEARCH_MAX_LENGTH = 100;
/** What an administrator sets: closed positions leave the careers page at once. */
export const ADMIN_POSITION_STATUSES = ['open', 'closed'] as const;
/** What a position is: `expired` is open with a closing date already past. */
export const ADMIN_POSITION_STATES = ['open', 'closed', 'expired'] as const;
export type AdminPositionState = (typeof ADMIN_POSITION_STATES)[number];

/** A query value left empty in a form means "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const adminOptionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const PositiveIntQuery = (message: MessageId) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { message }));

/** `page` (from 1) and `pageSize` (1 to 100, 25 when absent). */
export const AdminPagingShape = {
  page: adminOptionalQuery(PositiveIntQuery(m.badPage)),
  pageSize: adminOptionalQuery(
    PositiveIntQuery(m.badPageSize).pipe(z.number().max(ADMIN_POSITIONS_MAX_PAGE_SIZE, { message: m.badPageSize })),
  ),
};

export const AdminSearchQuery = adminOptionalQuery(
  z.string().trim().max(ADMIN_LIST_SEARCH_MAX_LENGTH, { message: m.searchTooLong }),
);

export const AdminPositionListQuerySchema = z.object({
  /** Part of the title, the number or the city. */
  q: AdminSearchQuery,
  status: adminOptionalQuery(z.enum(ADMIN_POSITION_STATES, { message: m.badStatusFilter })),
  ...AdminPagingShape,
});
export type AdminPositionListQuery = z.output<typeof AdminPositionListQuerySchema>;

export const AdminPositionIdParamsSchema = z.object({ id: IdParamSchema });

/** Quebec, however it is written in the province field: Quebec, Québec, QC. */
export function isQuebec(province: string | null | undefined): boolean {
  const folded = (province ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return folded === 'quebec' || folded === 'qc';
}

/**
 * An open Quebec position whose French version is missing or incomplete (one written before the
 * rule, or imported): the recruiter's list says it needs one (Charter s. 41).
 */
export function needsFrenchVersion(
  position: FrenchVersionFields & { p_status: string; p_province: string | null },
): boolean {
  return position.p_status === 'open' && isQuebec(position.p_province) && missingFrench(position).length > 0;
}

const nullableText = (max: number) => optionalText(z.string().trim().max(max)).transform((v) => v ?? null);

export const LANGUAGE_REQUIREMENT_MAX_LENGTH = 500;
const languageText = optionalText(
  z
    .string({ message: m.languageRequirementTooLong })
    .trim()
    .max(LANGUAGE_REQUIREMENT_MAX_LENGTH, { message: m.languageRequirementTooLong }),
)
  .transform((v) => v ?? null)
  .default(null);
/** Each language's requirement with its reason. */
const LANGUAGE_REQUIREMENT_PAIRS = [
  ['p_language_requirement', 'p_language_reason'],
  ['p_language_requirement_fr', 'p_language_reason_fr'],
] as const;

/** Every SPEC §3 field an administrator writes; the description's HTML is sanitized on write. */
export const AdminPositionInputSchema = z
  .object({
    p_position_title: z.string({ message: m.titleRequired }).trim().min(1, { message: m.titleRequired }).max(200),
    p_position_number: z.string({ message: m.numberRequired }).trim().min(1, { message: m.numberRequired }).max(50),
    p_openings: z
      .number({ message: m.badOpenings })
      .int({ message: m.badOpenings })
      .min(0, { message: m.badOpenings })
      .max(10_000, { message: m.badOpenings })
      .nullable()
      .default(null),
    p_closing_date: IsoDateSchema.nullable().default(null),
    p_dangerous_goods: z.boolean().default(false),
    /** The job needs a CDL (Class 1/A): no hire without the Clearinghouse step (49 CFR 382.701). */
    p_requires_cdl: z.boolean().default(true),
    p_route_description: nullableText(2000),
    p_landing_page_desc: z.string().max(50_000).default(''),
    p_landing_page_sell: LandingPageSellSchema.default({
      position_type: null,
      driver_type: null,
      license_class: null,
      license_conditions: null,
    }),
    p_visible_info: VisibleInfoSchema.default({
      openings: false,
      work_type: false,
      closing_date: false,
      dangerous_goods: false,
      license_classes: false,
      license_conditions: false,
      route: false,
    }),
    p_org_unit: nullableText(200),
    p_position_type: nullableText(100),
    p_city: nullableText(100),
    p_province: nullableText(100),
    p_status: z.enum(ADMIN_POSITION_STATUSES, { message: m.badStatus }).default('open'),
    /** The French title and description (decision 032): required to open a position in Quebec. */
    p_position_title_fr: nullableText(200).default(null),
    p_landing_page_desc_fr: optionalText(z.string().max(50_000))
      .transform((v) => v ?? null)
      .default(null),
    /** The French of the card's own words, each needed in Quebec when its English is written. */
    p_route_description_fr: nullableText(2000).default(null),
    p_position_type_fr: nullableText(100).default(null),
    // None written is none: the form's empty fields are not a French version.
    p_landing_page_sell_fr: LandingPageSellSchema.nullable()
      .default(null)
      .transform((sell) => (sell && Object.values(sell).some((text) => text?.trim()) ? sell : null)),
    /** Charter s. 46: a language other than French the job requires, and why, in both languages. */
    p_language_requirement: languageText,
    p_language_requirement_fr: languageText,
    p_language_reason: languageText,
    p_language_reason_fr: languageText,
  })
  .superRefine((position, context) => {
    const issue = (path: string, message: MessageId) => context.addIssue({ code: 'custom', path: [path], message });
    // A requirement is published with its reason, in each language.
    for (const [requirement, reason] of LANGUAGE_REQUIREMENT_PAIRS) {
      if (position[requirement] && !position[reason]) issue(reason, m.languageReasonRequired);
      if (position[reason] && !position[requirement]) issue(requirement, m.languageRequirementRequired);
    }
    // Both versions open and close together: one status, and no open Quebec offer without its French.
    if (position.p_status !== 'open' || !isQuebec(position.p_province)) return;
    // The card's words too: a French card must not show an English route, type or selling point.
    for (const path of missingFrench(position)) {
      context.addIssue({ code: 'custom', path: path.split('.'), message: m.frenchRequired });
    }
    // A requirement given in one language is given in the other too.
    const fields = LANGUAGE_REQUIREMENT_PAIRS.flat();
    if (!fields.some((field) => position[field])) return;
    for (const field of fields) if (!position[field]) issue(field, m.languageRequirementIncomplete);
  });
export type AdminPositionInput = z.input<typeof AdminPositionInputSchema>;
export type AdminPositionValues = z.output<typeof AdminPositionInputSchema>;

export const AdminPositionSchema = OpenPositionSchema.extend({
  p_city: z.string().nullable(),
  p_status: z.enum(ADMIN_POSITION_STATUSES),
  p_requires_cdl: z.boolean(),
  p_position_title_fr: z.string().nullable(),
  p_landing_page_desc_fr: z.string().nullable(),
  /** `expired`: still open, but its closing date has passed, so the careers page hides it. */
  state: z.enum(ADMIN_POSITION_STATES),
  created_at: z.string(),
  updated_at: z.string(),
  applications_count: z.number().int(),
});
export type AdminPosition = z.infer<typeof AdminPositionSchema>;

export const AdminPositionListSchema = z.object({ items: z.array(AdminPositionSchema), total: z.number().int() });
export type AdminPositionList = z.infer<typeof AdminPositionListSchema>;
