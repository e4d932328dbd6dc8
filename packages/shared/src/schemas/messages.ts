import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { LOCALES } from '../i18n/locales.js';
import { idsUnder } from '../i18n/message-ids.js';

// Messages between a recruiter and a driver (issue 43, decision 035): the team's bilingual
// templates with variables, a recruiter's message, and the driver's answer on their status page.

const m = idsUnder('messages.validation');

/** What a template may name, each written `{name}`, filled in the driver's language when sent. */
export const TEMPLATE_VARIABLES = [
  'first_name',
  'last_name',
  'position',
  'recruiter_name',
  'company_name',
  'company_phone',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_BODY_MAX_LENGTH = 4000;

/** The `{name}`s a text names; `{{` and other braces are left alone. */
export function variablesIn(text: string): string[] {
  return [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1] ?? '');
}

const unknownVariable = (text: string) =>
  variablesIn(text).every((name) => (TEMPLATE_VARIABLES as readonly string[]).includes(name));

const templateText = (max: number, required: MessageId, tooLong: MessageId) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: tooLong })
    .refine(unknownVariable, { message: m.unknownVariable });

/** A template as a member of the team writes it: a name, and the subject and body in each language. */
export const MessageTemplateInputSchema = z.object(
  {
    name: z
      .string({ message: m.nameRequired })
      .trim()
      .min(1, { message: m.nameRequired })
      .max(TEMPLATE_NAME_MAX_LENGTH, { message: m.nameTooLong }),
    subject_en: templateText(TEMPLATE_SUBJECT_MAX_LENGTH, m.subjectRequired, m.subjectTooLong),
    subject_fr: templateText(TEMPLATE_SUBJECT_MAX_LENGTH, m.subjectRequired, m.subjectTooLong),
    body_en: templateText(MESSAGE_BODY_MAX_LENGTH, m.bodyRequired, m.bodyTooLong),
    body_fr: templateText(MESSAGE_BODY_MAX_LENGTH, m.bodyRequired, m.bodyTooLong),
  },
  { message: m.templateRequired },
);
export type MessageTemplateInput = z.output<typeof MessageTemplateInputSchema>;

export const MessageTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_en: z.string(),
  subject_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateListSchema = z.object({ items: z.array(MessageTemplateSchema) });
export type MessageTemplateList = z.infer<typeof MessageTemplateListSchema>;

export const TemplateIdParamsSchema = z.object({
  templateId: z.coerce
    .number({ message: 'api.invalidId' })
    .int({ message: 'api.invalidId' })
    .positive({ message: 'api.invalidId' })
    .max(2_147_483_647, { message: 'api.invalidId' }),
});

const TemplateIdSchema = z
  .number({ message: m.badTemplate })
  .int({ message: m.badTemplate })
  .positive({ message: m.badTemplate })
  .max(2_147_483_647, { message: m.badTemplate });

/** Which template to show the recruiter, filled for this driver, before they send it. */
export const MessagePreviewQuerySchema = z.object({
  template_id: z.coerce
    .number({ message: m.badTemplate })
    .int({ message: m.badTemplate })
    .positive({ message: m.badTemplate })
    .max(2_147_483_647, { message: m.badTemplate }),
});

/** A template filled for one driver, in their language. */
export const MessagePreviewSchema = z.object({
  template_id: z.number().int(),
  language: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
});
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

const MessageBodySchema = z
  .string({ message: m.bodyRequired })
  .trim()
  .min(1, { message: m.bodyRequired })
  .max(MESSAGE_BODY_MAX_LENGTH, { message: m.bodyTooLong });

/** A recruiter's message: the text as sent (from a template, perhaps edited, or their own). */
export const RecruiterMessageInputSchema = z.object(
  { body: MessageBodySchema, template_id: TemplateIdSchema.nullish() },
  { message: m.messageRequired },
);
export type RecruiterMessageInput = z.output<typeof RecruiterMessageInputSchema>;

export const MESSAGE_DIRECTIONS = ['to_driver', 'from_driver'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** One message as the team reads it. */
export const ApplicationMessageSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  language: z.enum(LOCALES),
  template_id: z.number().int().nullable(),
  at: z.string(),
});
export type ApplicationMessage = z.infer<typeof ApplicationMessageSchema>;

// The driver's side.

/** The driver's answer; with several applications, the one it is about (else their latest). */
export const DriverMessageInputSchema = z.object(
  { body: MessageBodySchema, application_id: TemplateIdSchema.optional() },
  { message: m.messageRequired },
);
export type DriverMessageInput = z.output<typeof DriverMessageInputSchema>;

/** A message as the driver reads it: the recruiter by first name, the job by its title. */
export const DriverMessageSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  position_title: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  /** The recruiter's first name for their messages; null for the driver's own. */
  from_name: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  at: z.string(),
});
export type DriverMessage = z.infer<typeof DriverMessageSchema>;

/** Oldest first, as a conversation reads. */
export const DriverMessageListSchema = z.object({ items: z.array(DriverMessageSchema) });
export type DriverMessageList = z.infer<typeof DriverMessageListSchema>;
