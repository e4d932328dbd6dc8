import { z } from 'zod';
import { IdParamSchema } from './common.js';

/** SPEC §3: which optional lines a position's card shows. */
export const VisibleInfoSchema = z.object({
  openings: z.boolean().default(false),
  work_type: z.boolean().default(false),
  closing_date: z.boolean().default(false),
  dangerous_goods: z.boolean().default(false),
  license_classes: z.boolean().default(false),
  license_conditions: z.boolean().default(false),
  route: z.boolean().default(false),
});
export type VisibleInfo = z.infer<typeof VisibleInfoSchema>;

export const LandingPageSellSchema = z.object({
  position_type: z.string().max(100).nullable().default(null),
  driver_type: z.string().max(100).nullable().default(null),
  license_class: z.string().max(100).nullable().default(null),
  license_conditions: z.string().max(200).nullable().default(null),
});
export type LandingPageSell = z.infer<typeof LandingPageSellSchema>;

export const ContactInfoSchema = z.object({
  city: z.string().max(100).nullable().default(null),
  province: z.string().max(100).nullable().default(null),
});

/** SPEC §3 open position, as the API answers it. `p_posting` is derived from the other fields. */
export const OpenPositionSchema = z.object({
  p_id: z.number().int(),
  p_position_title: z.string(),
  p_position_number: z.string(),
  p_openings: z.number().int().nullable(),
  p_posting: z.object({
    p_closing_date: z.string().nullable(),
    p_num_openings: z.number().int().nullable(),
    p_location: z.string().nullable(),
    p_dangerous_goods: z.boolean(),
    p_route: z.string().nullable(),
  }),
  p_closing_date: z.string().nullable(),
  p_dangerous_goods: z.boolean(),
  p_route_description: z.string().nullable(),
  p_landing_page_desc: z.string(),
  p_landing_page_sell: LandingPageSellSchema,
  p_visible_info: VisibleInfoSchema,
  p_org_unit: z.string().nullable(),
  p_position_type: z.string().nullable(),
  p_contact_info: ContactInfoSchema,
  p_province: z.string().nullable(),
  /** The French title and description (decision 032): the job's French page shows them. */
  p_position_title_fr: z.string().nullable(),
  p_landing_page_desc_fr: z.string().nullable(),
  /** The French of the card's own words: the route, the work type and the four selling points. */
  p_route_description_fr: z.string().nullable(),
  p_position_type_fr: z.string().nullable(),
  p_landing_page_sell_fr: LandingPageSellSchema.nullable(),
  /**
   * Charter of the French language s. 46: a language other than French the job requires, and why,
   * in English and in French; the job page of each language shows its own.
   */
  p_language_requirement: z.string().nullable(),
  p_language_requirement_fr: z.string().nullable(),
  p_language_reason: z.string().nullable(),
  p_language_reason_fr: z.string().nullable(),
});
export type OpenPosition = z.infer<typeof OpenPositionSchema>;

export const OpenPositionListSchema = z.array(OpenPositionSchema);

export const JobIdParamsSchema = z.object({ jobId: IdParamSchema });
