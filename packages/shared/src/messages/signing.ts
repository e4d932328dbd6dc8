// The signed application (decision 016): the server's answers to signing and to changes after it.
export const signingMessages = {
  signing: {
    api: {
      nameMismatch: 'The name you typed does not match the first and last name on your profile.',
      consentMissing: 'Please accept every required notice and authorisation to sign.',
      unknownConsent: 'Your consents name a notice or authorisation that is not in force.',
      alreadySigned: 'This application has already been signed.',
      textsChanged:
        'The notices or authorisations have changed since you read them. Please read them again before signing.',
      applicationChanged: 'Your application was changed since you reviewed it. Please review it again before signing.',
      frozen: 'This application is signed and can no longer be changed.',
      documentsFrozen: 'Your application is signed: its documents can no longer be changed.',
      unsigned:
        'Please sign your application, accepting every required notice and authorisation, before submitting it.',
    },
  },
} as const;
