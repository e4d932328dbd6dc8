import type { MailMessage } from '../mailer.js';
import { compose, greeting, linesOf, type MailSetting } from './layout.js';

// Mail about the account itself; each goes to the account's address.

export function verificationMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.verifyEmail.subject', { company }),
    lines: [greeting(setting, firstName), ...linesOf(setting, 'mail.verifyEmail.lines', { company })],
    action: { label: say.t('mail.verifyEmail.action'), url },
  });
}

/** A sign-up with an address that has an account: its owner is told, and the sign-up answered as any other. */
export function accountExistsMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.accountExists.subject', { company }),
    lines: [greeting(setting, firstName), ...linesOf(setting, 'mail.accountExists.lines', { company })],
    action: { label: say.t('mail.accountExists.action'), url },
  });
}

export function passwordResetMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.passwordReset.subject', { company: brand.companyName }),
    lines: [greeting(setting, firstName), ...linesOf(setting, 'mail.passwordReset.lines')],
    action: { label: say.t('mail.passwordReset.action'), url },
  });
}

/** To an address no open account uses, after a reset was asked for it: no link, only how to sign up. */
export function passwordResetUnknownMail(setting: MailSetting, to: string, url: string): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.passwordResetUnknown.subject', { company }),
    lines: [
      say.t('mail.passwordResetUnknown.greeting'),
      ...linesOf(setting, 'mail.passwordResetUnknown.lines', { company }),
    ],
    action: { label: say.t('mail.passwordResetUnknown.action'), url },
  });
}

export function passwordChangedMail(setting: MailSetting, to: string, firstName: string): MailMessage {
  const { brand, say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.passwordChanged.subject', { company: brand.companyName }),
    lines: [
      greeting(setting, firstName),
      ...linesOf(setting, 'mail.passwordChanged.lines', { phone: brand.companyPhone }),
    ],
  });
}

/** Goes to the new address: the change takes effect only once its owner opens the link. */
export function emailChangeLinkMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.emailChangeLink.subject', { company }),
    lines: [greeting(setting, firstName), ...linesOf(setting, 'mail.emailChangeLink.lines', { company })],
    action: { label: say.t('mail.emailChangeLink.action'), url },
  });
}

/** Goes to the current address and never names the new one; its link resets the password. */
export function emailChangeNoticeMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, say } = setting;
  const company = brand.companyName;
  return compose(setting, to, {
    subject: say.t('mail.emailChangeNotice.subject', { company }),
    lines: [greeting(setting, firstName), ...linesOf(setting, 'mail.emailChangeNotice.lines', { company })],
    action: { label: say.t('mail.emailChangeNotice.action'), url },
  });
}
