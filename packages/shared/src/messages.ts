// Every text SPEC.md quotes, verbatim, in one place (SPEC §2, §4, §5, §8).
// Server-side texts the spec leaves open follow them, in the same voice.
export const messages = {
  register: {
    requiredFields: 'Please fill in First name, Last name, Email, and Password.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordsDoNotMatch: 'Passwords do not match.',
    mobileFormat: 'Mobile number must be exactly 10 digits',
    failed: 'Register failed',
    verificationSent: 'Verification email sent',
  },
  login: {
    failed: 'Login failed',
    verifiedBanner: 'Your email has been verified. You can now log in.',
    verifyLinkInvalid: 'This verification link is invalid or has expired. Log in and we will send you a new one.',
  },
  forgotPassword: {
    emailRequired: 'Please enter your email address.',
    failed: 'Failed to send reset email',
    sent: 'Reset link sent. Please check your inbox (and spam).',
  },
  resetPassword: {
    invalidLink: 'Invalid reset link.',
    failed: 'Invalid or expired link.',
    success: 'Password reset successfully!',
  },
  profile: {
    loadFailed: 'Failed to load profile',
    saveFailed: 'Failed to update profile',
    saved: 'Profile saved successfully!',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters',
    saving: 'Saving...',
    save: 'Save Changes',
  },
  session: {
    timedOut: 'Session timed out. Please log in again.',
  },
  topBar: {
    continueApplication: 'Continue an application ?',
  },
  // Server answers (SPEC leaves these open).
  api: {
    emailTaken: 'An account with this email already exists.',
    invalidCredentials: 'Invalid email or password.',
    emailNotVerified: 'Please verify your email before logging in. We have sent you a new verification link.',
    resetLinkSent: 'If an account exists for this email, we have sent a password reset link.',
    registered: 'Account created. Please check your email to verify your address.',
    passwordReset: 'Password reset successfully!',
    invalidOrExpiredLink: 'Invalid or expired link.',
    profileSaved: 'Profile saved successfully!',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You do not have access to this resource.',
    notFound: 'Not found.',
    invalidRequest: 'The request is not valid.',
    bodyTooLarge: 'The request is too large.',
    serverError: 'Something went wrong on our side. Please try again.',
    mailUnavailable: 'We could not send the email just now. Please try again in a few minutes.',
  },
} as const;
