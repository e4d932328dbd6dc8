// The recruiter's record of a correction to a signed application (decision 031).
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const correctionsEn = {
  'corrections.title': 'Corrections after signing',
  'corrections.intro':
    'The signed application never changes. A correction is recorded beside it as a new version, with who made it and when.',
  'corrections.versionsTitle': 'Versions recorded',
  'corrections.none': 'No corrections recorded.',
  'corrections.requestsTitle': 'The driver’s correction requests',
  'corrections.noRequests': 'The driver has asked for no correction.',
  'corrections.requestLine': 'Received {received} · {status}',
  'corrections.requestStatus.received': 'open',
  'corrections.requestStatus.in_progress': 'in progress',
  'corrections.requestStatus.done': 'answered',
  'corrections.formTitle': 'Record a correction',
  'corrections.request': 'Answers the request',
  'corrections.noRequest': 'No request: the carrier’s own correction',
  'corrections.answer': 'Answer corrected',
  'corrections.answerHint': 'Which answer, as the application names it, e.g. “Step 1 — Postal code”.',
  'corrections.corrected': 'Corrected answer',
  'corrections.reason': 'Reason or source',
  'corrections.save': 'Record the correction',
  'corrections.saved': 'Recorded as version {version}.',
  'corrections.version': 'Version {version} · {at} · {by}',
  'corrections.answersRequest': 'Answers request #{id}',
  'corrections.loadFailed': 'The corrections could not be loaded.',
  'corrections.saveFailed': 'The correction could not be recorded. Please try again.',
  'corrections.fields.answerRequired': 'Name the answer that is corrected.',
  'corrections.fields.correctedRequired': 'Enter the corrected answer.',
  'corrections.api.notSigned':
    'This application is not signed yet: until they sign, the driver corrects their own answers.',
  'corrections.api.requestNotOpen': 'This correction request is not open, or is not about this application.',
  'corrections.api.doneAnswer':
    'Corrected: recorded beside the signed application as version {version}. The signed application itself does not change.',
} satisfies Catalogue;
