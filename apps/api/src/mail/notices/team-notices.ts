import type { Locale } from '@roadhire/shared';
import type { Executor } from '../../db/client.js';
import { type TeamInvitationFacts, teamInvitationMail } from '../templates/team-mails.js';
import { type MailContext, mailSetting, queue } from './notice-setting.js';

/**
 * The invitation to join the team, queued with its link (decision 018). It concerns no account
 * yet, so it is on no driver's list; its link is hidden wherever someone else reads the mail.
 */
export function enqueueTeamInvitationMail(
  ctx: MailContext,
  tx: Executor,
  to: string,
  language: Locale,
  facts: TeamInvitationFacts,
) {
  return queue(ctx, tx, 'team_invitation', null, teamInvitationMail(mailSetting(ctx, language), to, facts));
}
