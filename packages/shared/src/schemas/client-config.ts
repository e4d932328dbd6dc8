import { z } from 'zod';

/** The brand texts the web app shows (login side panel, Help modal), taken from server config. */
export const ClientConfigSchema = z.object({
  companyName: z.string(),
  companyPhone: z.string(),
  hrEmail: z.string(),
  /** Where a candidate goes after the final submit (SPEC §7); null: the portal's own page. */
  hrSiteUrl: z.string().nullable(),
  /** Years of address and employment history an application covers (all drivers, commercial drivers). */
  historyYears: z.object({ all: z.number().int(), cmv: z.number().int() }),
  /**
   * In production, the titles of the required legal texts drivers sign that are still the shipped
   * placeholders or defaults rather than the carrier's own (decision 016); the admin area says so.
   */
  shippedLegalTexts: z.array(z.string()).default([]),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

const PartStateSchema = z.enum(['ok', 'unavailable']);

/**
 * `status` is the database's, the one part without which nothing works (and what a load balancer
 * reads from the code, 200 or 503). The file storage, and Redis when configured, are reported for
 * monitoring without taking the process out: without them uploads fail, or each process counts its
 * rate limits alone, and everything else works.
 */
export const HealthResponseSchema = z.object({
  status: PartStateSchema,
  /** Why, when unavailable. */
  message: z.string().optional(),
  messageId: z.string().optional(),
  storage: PartStateSchema,
  redis: PartStateSchema.optional(),
});
