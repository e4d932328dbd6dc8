import { z } from 'zod';
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
