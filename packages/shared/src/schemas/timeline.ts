import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { idsUnder } from '../i18n/message-ids.js';

// Every conversation on an applicant's file (issue 43): the contacts a recruiter logs by hand.

const m = idsUnder('timeline.validation');

/** How a recruiter reached, or tried to reach, a driver. */
export const CONTACT_CHANNELS = ['call', 'voicemail', 'text', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * What came of a contact, a short fixed list per channel so a team's reports count alike. A reached
 * call or an answered text or mail is a conversation; the others are tries.
 */
export const CONTACT_OUTCOMES = {
  call: ['reached', 'no_answer', 'busy', 'wrong_number'],
  voicemail: ['left_message', 'mailbox_full'],
  text: ['sent', 'replied', 'wrong_number'],
  email: ['sent', 'replied', 'bounced'],
} as const satisfies Record<ContactChannel, readonly string[]>;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[ContactChannel][number];
export const ALL_CONTACT_OUTCOMES = [...new Set(Object.values(CONTACT_OUTCOMES).flat())] as ContactOutcome[];

export const CONTACT_NOTE_MAX_LENGTH = 2000;

/** A contact as a recruiter logs it; the note is optional, an empty one is none. */
export const AdminContactSchema = z
  .object(
    {
      channel: z.enum(CONTACT_CHANNELS, { message: m.channel }),
      outcome: z.string({ message: m.outcome }),
      note: z
        .string({ message: m.noteTooLong })
        .trim()
        .max(CONTACT_NOTE_MAX_LENGTH, { message: m.noteTooLong })
        .nullish()
        .transform((note) => (note ? note : null)),
    },
    { message: m.contactRequired },
  )
  .superRefine((contact, issues) => {
    if (!(CONTACT_OUTCOMES[contact.channel] as readonly string[]).includes(contact.outcome)) {
      issues.addIssue({ code: 'custom', path: ['outcome'], message: m.outcome });
    }
  })
  .transform((contact) => ({ ...contact, outcome: contact.outcome as ContactOutcome }));
export type AdminContact = z.output<typeof AdminContactSchema>;

/** A logged contact: how, what came of it, who logged it and when. */
export const AdminContactRecordSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(ALL_CONTACT_OUTCOMES as [ContactOutcome, ...ContactOutcome[]]),
  note: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  /** The member's name as their account has it now; null once the account is gone. */
  actor_name: z.string().nullable(),
  contacted_at: z.string(),
});
export type AdminContactRecord = z.infer<typeof AdminContactRecordSchema>;

// The timeline: one list, newest first, of everything said and done with one applicant.

/** What a timeline entry is; `task` waits for the tasks of "My work". */
export const TIMELINE_KINDS = ['mail', 'message', 'contact', 'note', 'stage', 'check', 'owner'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_PAGE_SIZE = 50;
export const TIMELINE_MAX_PAGE_SIZE = 200;

/**
 * A page of the timeline: `before` is the `next_before` of the page above (an opaque cursor),
 * `kinds` a comma-separated choice of kinds (all when absent).
 */
export const TimelineQuerySchema = z.object({
  before: z
    .string({ message: m.badCursor })
    .regex(/^\d{1,20}\.\d{1,2}\.\d{1,10}$/, { message: m.badCursor })
    .optional(),
  limit: z.coerce
    .number({ message: m.badLimit })
    .int({ message: m.badLimit })
    .min(1, { message: m.badLimit })
    .max(TIMELINE_MAX_PAGE_SIZE, { message: m.badLimit })
    .default(TIMELINE_PAGE_SIZE),
  kinds: z
    .string({ message: m.badKinds })
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(z.enum(TIMELINE_KINDS, { message: m.badKinds })).min(1, { message: m.badKinds }))
    .optional(),
});
export type TimelineQuery = z.output<typeof TimelineQuerySchema>;

const Entry = { id: z.number().int(), at: z.string() };
/** A member as the timeline names them: their name now, null once their account is gone. */
const Actor = { actor_id: z.number().int().nullable(), actor_name: z.string().nullable() };

export const TIMELINE_MAIL_STATES = ['queued', 'sent', 'failed'] as const;

export const TimelineItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mail'),
    ...Entry,
    mail_kind: z.string(),
    recipient: z.string(),
    subject: z.string(),
    /** The mail's text, each link only its recipient may open replaced by a line saying so. */
    text: z.string(),
    language: z.enum(['en', 'fr']),
    state: z.enum(TIMELINE_MAIL_STATES),
    sent_at: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
  /** A recruiter's message to the driver, or the driver's answer. */
  z.object({
    kind: z.literal('message'),
    ...Entry,
    ...Actor,
    direction: z.enum(['to_driver', 'from_driver']),
    subject: z.string().nullable(),
    body: z.string(),
    /** What the body is written in: the driver's language, so the screen marks it as such. */
    language: z.enum(LOCALES),
  }),
  z.object({
    kind: z.literal('contact'),
    ...Entry,
    ...Actor,
    channel: z.enum(CONTACT_CHANNELS),
    outcome: z.enum(ALL_CONTACT_OUTCOMES as [ContactOutcome, ...ContactOutcome[]]),
    note: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), ...Entry, ...Actor, note: z.string() }),
  z.object({
    kind: z.literal('stage'),
    ...Entry,
    ...Actor,
    from_stage: z.string().nullable(),
    to_stage: z.string().nullable(),
    note: z.string().nullable(),
  }),
  /** A previous-employer check: the request sent, or the employer's answer received (never its content). */
  z.object({
    kind: z.literal('check'),
    ...Entry,
    event: z.enum(['sent', 'answered']),
    employer_name: z.string(),
  }),
  z.object({
    kind: z.literal('owner'),
    ...Entry,
    ...Actor,
    /** The members' names as they were at the change. */
    from_name: z.string().nullable(),
    to_name: z.string().nullable(),
    reason: z.string(),
  }),
]);
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const TimelineSchema = z.object({
  items: z.array(TimelineItemSchema),
  /** The cursor of the next, older page; null at the first thing that happened. */
  next_before: z.string().nullable(),
});
export type Timeline = z.infer<typeof TimelineSchema>;
