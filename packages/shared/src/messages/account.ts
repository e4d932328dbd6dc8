// Accounts: sign-up, login, password reset, the profile and the session (SPEC §2, §4, §5, §8).
export const accountMessages = {
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
    // After registering the address is not verified yet: the login page says what to do instead.
    checkInbox: 'Open the link we emailed you to verify your address, then log in here.',
    // An account closed for erasure, during its quarantine (decision 031).
    cancelErasure: 'Cancel the erasure and keep my account',
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
  loginPage: {
    title: 'Log in',
    submit: 'Log in',
    submitting: 'Logging in...',
    createAccount: 'Create account',
    forgotPassword: 'Forgot password',
    noAccount: 'New here?',
    panelTitle: (company: string) => `Drive with ${company}`,
    panelIntro: (company: string) =>
      `${company} is a multi-provincial carrier hauling across Canada and the US. Join a team that invests in its drivers.`,
    panelPoints: [
      'A new fleet of modern, well-maintained trucks',
      'Competitive pay with safety and performance incentives',
      'Benefits and vacation pay',
      'Schedules that respect your work-life balance',
    ],
  },
  registerPage: {
    title: 'Create your account',
    submit: 'Create account',
    submitting: 'Creating account...',
    // Said whether or not the address already had an account: the email itself tells which.
    checkInbox: (email: string) =>
      `We sent an email to ${email}. Open its link to verify your email, then log in. If you already have an account with this email, the email says so and how to log in.`,
    goToLogin: 'Go to Login',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    mobileHint: '10 digits, numbers only',
    applyingFor: (title: string) => `Create an account to apply for ${title}`,
    passwordRule: 'At least 8 characters.',
  },
  forgotPasswordPage: {
    title: 'Forgot password',
    intro: 'Enter the email you registered with and we will send you a link to set a new password.',
    submit: 'Send reset link',
    submitting: 'Sending...',
    backToLogin: 'Back to login',
  },
  resetPasswordPage: {
    title: 'Set a new password',
    submit: 'Reset password',
    submitting: 'Resetting...',
    requestNewLink: 'Request a new link',
  },
  profilePage: {
    title: 'My Profile',
    personal: 'Personal Information',
    address: 'Address',
    security: 'Security',
    passwordHint: 'Leave blank to keep your current password.',
    loading: 'Loading profile...',
    currentPassword: 'Current password',
    currentPasswordHint: 'Needed only to set a new password.',
    emailPending: (email: string) =>
      `We sent a link to ${email}. Your email changes to this address once you open it; until then, log in with your current one.`,
    logoutEverywhere: 'Log out everywhere',
    logoutEverywhereHint: 'Ends your session on every phone and computer, this one included.',
    logoutEverywhereFailed: 'We could not log you out everywhere. Please try again.',
    loggedOutEverywhere: 'You are logged out on every device.',
    notifications: 'Notifications',
    notifyNewApplications: 'Email me each submitted application',
    notifyNewApplicationsHint:
      'A short mail with the driver, the position and a link to the applicant file, within a minute of each final submit.',
  },
  confirmEmailPage: {
    title: 'Confirm your new email',
    intro: 'Confirm to make this address the email of your account. You then log in with it.',
    submit: 'Confirm new email',
    submitting: 'Confirming...',
    done: 'Your email has been changed. Log in with your new address.',
    goToLogin: 'Go to Login',
  },
} as const;
