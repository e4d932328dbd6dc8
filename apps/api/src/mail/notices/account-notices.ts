import { type Locale, pages } from '@roadhire/shared';
import type { Executor } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import {
  accountExistsMail,
  emailChangeLinkMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  passwordResetUnknownMail,
  verificationMail,
} from '../templates/account-mails.js';
import type { MailContext } from './notice-setting.js';
import { mailSetting, queue } from './notice-setting.js';

// Mail about the account, each queued in the transaction of the change (decision 018).

/** The account's language decides the mail's (decision 032). */
type Account = Pick<User, 'id' | 'email' | 'first_name' | 'language'>;

export function enqueueVerificationMail(ctx: MailContext, tx: Executor, user: Account, link: string) {
  return queue(
    ctx,
    tx,
    'verify_email',
    user.id,
    verificationMail(mailSetting(ctx, user.language), user.email, user.first_name, link),
  );
}

/** Tells an account's owner that someone signed up with its address; the link opens the login page. */
export function enqueueAccountExistsMail(ctx: MailContext, tx: Executor, user: Account) {
  const mail = accountExistsMail(
    mailSetting(ctx, user.language),
    user.email,
    user.first_name,
    `${ctx.config.publicUrl}/login`,
  );
  return queue(ctx, tx, 'account_exists', user.id, mail);
}

export function enqueuePasswordResetMail(ctx: MailContext, tx: Executor, user: Account, link: string) {
  return queue(
    ctx,
    tx,
    'password_reset',
    user.id,
    passwordResetMail(mailSetting(ctx, user.language), user.email, user.first_name, link),
  );
}

/** A reset asked for an address no open account uses, told to that address in the asker's language. */
export function enqueuePasswordResetUnknownMail(ctx: MailContext, tx: Executor, email: string, language: Locale) {
  const url = `${ctx.config.publicUrl}${pages.register.href()}`;
  return queue(
    ctx,
    tx,
    'password_reset_unknown',
    null,
    passwordResetUnknownMail(mailSetting(ctx, language), email, url),
  );
}

export function enqueuePasswordChangedMail(ctx: MailContext, tx: Executor, user: Account) {
  return queue(
    ctx,
    tx,
    'password_changed',
    user.id,
    passwordChangedMail(mailSetting(ctx, user.language), user.email, user.first_name),
  );
}

/** The single-use link that makes `newEmail` the account's address (decision 019). */
export function enqueueEmailChangeLinkMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  newEmail: string,
  link: string,
) {
  return queue(
    ctx,
    tx,
    'email_change_link',
    user.id,
    emailChangeLinkMail(mailSetting(ctx, user.language), newEmail, user.first_name, link),
  );
}

/** Tells the account's current address that a change was asked for, without naming the new one. */
export function enqueueEmailChangeNoticeMail(ctx: MailContext, tx: Executor, user: Account, link: string) {
  return queue(
    ctx,
    tx,
    'email_changed',
    user.id,
    emailChangeNoticeMail(mailSetting(ctx, user.language), user.email, user.first_name, link),
  );
}
