// Every conversation on an applicant's file (issue 43): contacts logged by hand.
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const timelineEn = {
  'timeline.channels.call': 'Call',
  'timeline.channels.voicemail': 'Voicemail',
  'timeline.channels.text': 'Text message',
  'timeline.channels.email': 'Email',
  'timeline.outcomes.reached': 'Reached',
  'timeline.outcomes.no_answer': 'No answer',
  'timeline.outcomes.busy': 'Busy',
  'timeline.outcomes.wrong_number': 'Wrong number',
  'timeline.outcomes.left_message': 'Left a message',
  'timeline.outcomes.mailbox_full': 'Mailbox full',
  'timeline.outcomes.sent': 'Sent',
  'timeline.outcomes.replied': 'Replied',
  'timeline.outcomes.bounced': 'Bounced',
  // A contact as sent.
  'timeline.validation.contactRequired': 'Send the contact as its channel, its outcome and an optional note.',
  'timeline.validation.channel': 'Choose how you contacted the driver: call, voicemail, text message or email.',
  'timeline.validation.outcome': 'Choose what came of the contact from the list.',
  'timeline.validation.noteTooLong': 'A note can be at most {max} characters.',
  'timeline.validation.badCursor': 'This page of the timeline is not one the portal gave. Open the timeline again.',
  'timeline.validation.badLimit': 'Ask for between 1 and 200 entries of the timeline at a time.',
  'timeline.validation.badKinds': 'Choose the kinds of entries to show from the list.',
} satisfies Catalogue;
