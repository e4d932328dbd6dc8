import type { StageWithDriverMessage } from '@roadhire/shared';
import type { MailMessage } from '../mailer.js';
import type { ApplicationMailFacts } from './application-mails.js';
import { compose, greeting, linesOf, type MailSetting } from './layout.js';

// The driver's mail on a recruiter's move to interview, hired or rejected. The recruiter sees the
// default text first and may rewrite it; what they send is the body, word for word.

/** The body the recruiter starts from: the greeting and the stage's lines, a blank line apart. */
export function defaultStageMessageText(
  setting: MailSetting,
  stage: StageWithDriverMessage,
  facts: ApplicationMailFacts,
): string {
  const values = { position: facts.position, phone: setting.brand.companyPhone };
  return [greeting(setting, facts.firstName), ...linesOf(setting, `mail.stageMessage.${stage}.lines`, values)].join(
    '\n\n',
  );
}

export function stageMessageSubject(setting: MailSetting, stage: StageWithDriverMessage, position: string): string {
  return setting.say.t(`mail.stageMessage.${stage}.subject`, { position });
}

/** `text` is the body as the recruiter left it; each of its lines is one line of the mail. */
export function stageMessageMail(
  setting: MailSetting,
  stage: StageWithDriverMessage,
  facts: ApplicationMailFacts,
  text: string,
): MailMessage {
  return compose(setting, facts.to, {
    subject: stageMessageSubject(setting, stage, facts.position),
    lines: text.split(/\r?\n/),
  });
}
