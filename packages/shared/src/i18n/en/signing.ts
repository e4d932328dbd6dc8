// Signing the driver application (decision 016): the summary, the notices and authorisations,
// the certification, and the server's answers to signing and to changes after it. The notices' own
// words are the carrier's files, served by the API.
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const signingEn = {
  // The heading of the signing pages, in place of the last step's.
  'signing.title': 'Sign your application',
  'signing.reviewTitle': 'Review your application',
  'signing.reviewIntro':
    'This is the application you are about to sign. To change an answer, go back to the review and open its step.',
  'signing.page': 'Signing: page {index} of {total}',
  'signing.applyingTo': 'Employer',
  'signing.position': 'Position',
  'signing.dateOfApplication': 'Date of application',
  'signing.yourDetails': 'Your details',
  'signing.name': 'Name',
  'signing.email': 'Email',
  'signing.mobile': 'Mobile',
  'signing.notAnswered': 'Not answered',
  'signing.licences': 'Licences',
  'signing.workHistory': 'Work history',
  'signing.version': 'Version {version}',
  'signing.translationLabel': 'Translation, for reading: the English text is the one you accept.',
  'signing.accept': 'I have read this document and I accept it.',
  'signing.optional': 'Optional: you may continue without accepting it.',
  'signing.mustAccept': 'Please accept this document to sign your application.',
  'signing.certifyTitle': 'Certify and sign',
  'signing.legalName': 'Type your full legal name',
  'signing.legalNameHint': 'Your first and last name as on your profile: {name}',
  'signing.nameMismatch': 'Type your first and last name exactly as on your profile.',
  'signing.certifyRequired': 'Please tick the certification to sign.',
  'signing.signedAs': 'Signed by {name} on {when}',
  'signing.continue': 'Continue',
  'signing.backToReview': 'Back to the review',
  'signing.signAndSubmit': 'Sign and submit',
  'signing.textsFailed': 'We could not load the documents to sign. Please try again.',
  'signing.tryAgain': 'Try again',
  'signing.api.nameMismatch': 'The name you typed does not match the first and last name on your profile.',
  'signing.api.consentMissing': 'Please accept every required notice and authorisation to sign.',
  'signing.api.unknownConsent': 'Your consents name a notice or authorisation that is not in force.',
  'signing.api.unknownText': 'Unknown text.',
  'signing.api.alreadySigned': 'This application has already been signed.',
  'signing.api.textsChanged':
    'The notices or authorisations have changed since you read them. Please read them again before signing.',
  'signing.api.applicationChanged':
    'Your application was changed since you reviewed it. Please review it again before signing.',
  'signing.api.frozen': 'This application is signed and can no longer be changed.',
  'signing.api.documentsFrozen': 'Your application is signed: its documents can no longer be changed.',
  'signing.api.historyGaps':
    'Your work history leaves a gap of more than 30 days that is neither covered by an entry nor explained. Please close or explain every gap before signing.',
  'signing.api.unsigned':
    'Please sign your application, accepting every required notice and authorisation, before submitting it.',
} satisfies Catalogue;
