import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

// Mail about the account itself; each goes to the account's address.

export function verificationMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.verifyEmail.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.verifyEmail.lines(brand.companyName)],
    action: { label: texts.verifyEmail.action, url },
  });
}

/** A sign-up with an address that has an account: its owner is told, and the sign-up answered as any other. */
export function accountExistsMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.accountExists.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.accountExists.lines(brand.companyName)],
    action: { label: texts.accountExists.action, url },
  });
}

export function passwordResetMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.passwordReset.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.passwordReset.lines],
    action: { label: texts.passwordReset.action, url },
  });
}

/** To an address no open account uses, after a reset was asked for it: no link, only how to sign up. */
export function passwordResetUnknownMail(setting: MailSetting, to: string, url: string): MailMessage {
  const { brand, texts } = setting;
  const t = texts.passwordResetUnknown;
  return compose(setting, to, {
    subject: t.subject(brand.companyName),
    lines: [t.greeting, ...t.lines(brand.companyName)],
    action: { label: t.action, url },
  });
}

export function passwordChangedMail(setting: MailSetting, to: string, firstName: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.passwordChanged.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.passwordChanged.lines(brand.companyPhone)],
  });
}

/** Goes to the new address: the change takes effect only once its owner opens the link. */
export function emailChangeLinkMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.emailChangeLink.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.emailChangeLink.lines(brand.companyName)],
    action: { label: texts.emailChangeLink.action, url },
  });
}

/** Goes to the current address and never names the new one; its link resets the password. */
export function emailChangeNoticeMail(setting: MailSetting, to: string, firstName: string, url: string): MailMessage {
  const { brand, texts } = setting;
  return compose(setting, to, {
    subject: texts.emailChangeNotice.subject(brand.companyName),
    lines: [texts.greeting(firstName), ...texts.emailChangeNotice.lines(brand.companyName)],
    action: { label: texts.emailChangeNotice.action, url },
  });
}
