// A large export of a driver's data, built in the background (decision 031).
export const privacyExportMessages = {
  privacyExport: {
    preparing:
      'Your data is being prepared. We will email you a link as soon as it is ready; it works for 24 hours, and only when you are signed in.',
    readyTitle: 'Your data is ready',
    readyIntro: 'The link in your email brought you here. Download your data while you are signed in.',
  },
} as const;
