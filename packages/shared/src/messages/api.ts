// Server answers; the spec leaves these open, so they follow its voice.
export const apiMessages = {
  // Server answers (SPEC leaves these open).
  api: {
    emailTaken: 'An account with this email already exists.',
    invalidCredentials: 'Invalid email or password.',
    emailNotVerified: 'Please verify your email before logging in. We have sent you a new verification link.',
    // Said instead when no new link left: one went out less than a minute ago, or the mail failed.
    emailNotVerifiedRecentLink:
      'Please verify your email before logging in. We sent you a verification link less than a minute ago: check your inbox (and spam).',
    emailNotVerifiedNoLink:
      'Please verify your email before logging in. We could not send a new verification link just now; please try again in a few minutes.',
    // The right password of an account closed for erasure (decision 031); never said to a wrong one.
    accountClosed: 'This account is closed: its erasure was asked for.',
    accountClosedCancellable:
      'This account is closed: you asked for its erasure. Until the erasure is carried out, you can cancel it and keep your account.',
    erasureCancelled:
      'Your erasure request is cancelled and your account is open again. Applications withdrawn with the request stay withdrawn.',
    resetLinkSent: 'If an account exists for this email, we have sent a password reset link.',
    // The same answer whether or not the address already had an account (no account enumeration).
    registered: 'Thank you. Please check your email to continue.',
    passwordReset: 'Password reset successfully!',
    invalidOrExpiredLink: 'Invalid or expired link.',
    profileSaved: 'Profile saved successfully!',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You do not have access to this resource.',
    notFound: 'Not found.',
    invalidId: 'The id must be a whole number from 1 up.',
    unknownDocType: 'The document type must be work_permit, passport or pr_card.',
    unknownCountry: 'This country is not in our list.',
    unknownProvince: 'This province or state is not in our list.',
    invalidRequest: 'The request is not valid.',
    // A NUL character (U+0000) anywhere in the input: no text of ours holds one, and PostgreSQL refuses it.
    nulCharacter: 'The request contains a character that is not allowed.',
    bodyTooLarge: 'The request is too large.',
    invalidJson: 'The request body is not valid JSON.',
    unsupportedContentType: 'This content type is not supported.',
    serverError: 'Something went wrong on our side. Please try again.',
    currentPasswordRequired: 'Enter your current password to set a new one.',
    currentPasswordWrong: 'Your current password is not correct.',
    emailChanged: 'Your email has been changed. Log in with your new address.',
    loggedOutEverywhere: 'You are logged out on every device.',
    // The database does not answer (decision 022): nothing was saved, and trying again later works.
    databaseUnavailable: 'The service is unavailable just now. Please try again in a few minutes.',
    mailUnavailable: 'We could not send the email just now. Please try again in a few minutes.',
  },
} as const;
