// Server answers; the spec leaves these open, so they follow its voice.
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const apiEn = {
  // Server answers (SPEC leaves these open).
  'api.emailTaken': 'An account with this email already exists.',
  'api.invalidCredentials': 'Invalid email or password.',
  'api.emailNotVerified': 'Please verify your email before logging in. We have sent you a new verification link.',
  // Said instead when no new link left: one went out less than a minute ago, or the mail failed.
  'api.emailNotVerifiedRecentLink':
    'Please verify your email before logging in. We sent you a verification link less than a minute ago: check your inbox (and spam).',
  'api.emailNotVerifiedNoLink':
    'Please verify your email before logging in. We could not send a new verification link just now; please try again in a few minutes.',
  // The right password of an account closed for erasure (decision 031); never said to a wrong one.
  'api.accountDeactivated': 'This account has been deactivated. Ask an administrator of your team to reactivate it.',
  'api.accountClosed': 'This account is closed: its erasure was asked for.',
  'api.accountClosedCancellable':
    'This account is closed: you asked for its erasure. Until the erasure is carried out, you can cancel it and keep your account.',
  'api.erasureCancelled':
    'Your erasure request is cancelled and your account is open again. Applications withdrawn with the request stay withdrawn.',
  'api.resetLinkSent': 'If an account exists for this email, we have sent a password reset link.',
  // The same answer whether or not the address already had an account (no account enumeration).
  'api.registered': 'Thank you. Please check your email to continue.',
  'api.passwordReset': 'Password reset successfully!',
  'api.invalidOrExpiredLink': 'Invalid or expired link.',
  'api.profileSaved': 'Profile saved successfully!',
  'api.tooManyRequests': 'Too many attempts. Please wait a few minutes and try again.',
  'api.unauthorized': 'Please log in to continue.',
  'api.forbidden': 'You do not have access to this resource.',
  'api.notFound': 'Not found.',
  'api.invalidId': 'The id must be a whole number from 1 up.',
  'api.unknownDocType': 'The document type must be work_permit, passport or pr_card.',
  'api.unknownCountry': 'This country is not in our list.',
  'api.unknownProvince': 'This province or state is not in our list.',
  'api.invalidRequest': 'The request is not valid.',
  // A NUL character (U+0000) anywhere in the input: no text of ours holds one, and PostgreSQL refuses it.
  'api.nulCharacter': 'The request contains a character that is not allowed.',
  'api.bodyTooLarge': 'The request is too large.',
  'api.invalidJson': 'The request body is not valid JSON.',
  'api.unsupportedContentType': 'This content type is not supported.',
  'api.serverError': 'Something went wrong on our side. Please try again.',
  'api.currentPasswordRequired': 'Enter your current password to set a new one.',
  'api.currentPasswordWrong': 'Your current password is not correct.',
  'api.emailChanged': 'Your email has been changed. Log in with your new address.',
  'api.loggedOutEverywhere': 'You are logged out on every device.',
  // The database does not answer (decision 022): nothing was saved, and trying again later works.
  'api.databaseUnavailable': 'The service is unavailable just now. Please try again in a few minutes.',
  'api.mailUnavailable': 'We could not send the email just now. Please try again in a few minutes.',
} satisfies Catalogue;
