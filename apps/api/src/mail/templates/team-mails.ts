import type { MailMessage } from '../mailer.js';
import { compose, linesOf, type MailSetting } from './layout.js';

// Mail to someone joining the team (decision 033).

export interface TeamInvitationFacts {
  /** Who sent the invitation, by name. */
  inviter: string;
  /** The role's name in the mail's language. */
  role: string;
  /** How long the link works. */
  hours: number;
  url: string;
}

/** Its single-use link leads to the page where the new member sets their name and password. */
export function teamInvitationMail(setting: MailSetting, to: string, facts: TeamInvitationFacts): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.teamInvitation.subject', { company }),
    lines: [
      say.t('mail.teamInvitation.greeting'),
      ...linesOf(setting, 'mail.teamInvitation.lines', {
        company,
        inviter: facts.inviter,
        role: facts.role,
        hours: facts.hours,
      }),
    ],
    action: { label: say.t('mail.teamInvitation.action'), url: facts.url },
  });
}
