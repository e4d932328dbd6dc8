// Signing the driver application (decision 016): the summary, the notices and authorisations,
// the certification, and the server's answers to signing and to changes after it. The notices' own
// words are the carrier's files, served by the API.
export const signingMessages = {
  signing: {
    // The heading of the signing pages, in place of the last step's.
    title: 'Sign your application',
    reviewTitle: 'Review your application',
    reviewIntro:
      'This is the application you are about to sign. To change an answer, go back to the review and open its step.',
    page: (index: number, total: number) => `Signing: page ${index} of ${total}`,
    applyingTo: 'Employer',
    position: 'Position',
    dateOfApplication: 'Date of application',
    yourDetails: 'Your details',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    notAnswered: 'Not answered',
    licences: 'Licences',
    workHistory: 'Work history',
    version: (version: string) => `Version ${version}`,
    translationLabel: 'Translation, for reading: the English text is the one you accept.',
    accept: 'I have read this document and I accept it.',
    optional: 'Optional: you may continue without accepting it.',
    mustAccept: 'Please accept this document to sign your application.',
    certifyTitle: 'Certify and sign',
    legalName: 'Type your full legal name',
    legalNameHint: (name: string) => `Your first and last name as on your profile: ${name}`,
    nameMismatch: 'Type your first and last name exactly as on your profile.',
    certifyRequired: 'Please tick the certification to sign.',
    signedAs: (name: string, when: string) => `Signed by ${name} on ${when}`,
    continue: 'Continue',
    backToReview: 'Back to the review',
    signAndSubmit: 'Sign and submit',
    textsFailed: 'We could not load the documents to sign. Please try again.',
    tryAgain: 'Try again',
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
      historyGaps:
        'Your work history leaves a gap of more than 30 days that is neither covered by an entry nor explained. Please close or explain every gap before signing.',
      unsigned:
        'Please sign your application, accepting every required notice and authorisation, before submitting it.',
    },
  },
} as const;
