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
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const HealthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
