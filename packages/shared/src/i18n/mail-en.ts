/**
 * The words of every mail, in English, as ICU MessageFormat by id (decision 032): the account's, the
 * application's, the recruiters', the stage messages, a driver's data, the previous employers'
 * checks and the reminders' unsubscribe page. A mail's lines are `…lines.0`, `…lines.1`, in order;
 * each line of one text takes the same values. The subjects of the privacy mails are
 * `privacy.api.*Subject`, which the privacy screens also say.
 */
export const mailEn = {
  'mail.greeting': 'Hi {firstName},',
  'mail.layout.copyLink': 'If the button does not work, copy this address into your browser:',
  'mail.layout.privacy': 'Your data and your privacy choices (download, correct, erase)',
  'mail.layout.labelled': '{label}: {value}',
  'mail.verifyEmail.subject': 'Verify your email for {company}',
  'mail.verifyEmail.lines.0':
    'Thanks for creating your {company} driver account. Please confirm your email address to continue your application.',
  'mail.verifyEmail.lines.1': 'This link works for 48 hours.',
  'mail.verifyEmail.action': 'Verify my email',
  'mail.accountExists.subject': 'You already have a {company} account',
  'mail.accountExists.lines.0':
    'Someone, perhaps you, just tried to create a {company} driver account with this email address. You already have an account, so no new one was made and nothing was changed.',
  'mail.accountExists.lines.1':
    'If it was you, log in with your password; the login page also lets you reset a password you forgot.',
  'mail.accountExists.lines.2': 'If it was not you, you can ignore this email.',
  'mail.accountExists.action': 'Log in',
  'mail.passwordReset.subject': 'Reset your {company} password',
  'mail.passwordReset.lines.0': 'We received a request to reset your password. The link below works once, for 1 hour.',
  'mail.passwordReset.lines.1': 'If you did not ask for this, you can ignore this email: your password stays the same.',
  'mail.passwordReset.action': 'Reset my password',
  'mail.passwordResetUnknown.subject': 'No {company} account uses this email',
  'mail.passwordResetUnknown.greeting': 'Hello,',
  'mail.passwordResetUnknown.lines.0':
    'Someone, perhaps you, asked to reset the password of a {company} driver account for this email address, but no open account uses it, so no reset link was made.',
  'mail.passwordResetUnknown.lines.1':
    'If it was you, you may have signed up with another email address; you can also create an account.',
  'mail.passwordResetUnknown.lines.2': 'If it was not you, you can ignore this email.',
  'mail.passwordResetUnknown.action': 'Create an account',
  'mail.passwordChanged.subject': 'Your {company} password was changed',
  'mail.passwordChanged.lines.0': 'The password of your driver account was just changed.',
  'mail.passwordChanged.lines.1':
    'If you did not change it, call us at {phone} or reset your password from the sign-in page.',
  'mail.emailChangeLink.subject': 'Confirm your new email for {company}',
  'mail.emailChangeLink.lines.0':
    'You asked to use this address for your {company} driver account. Open the link below to confirm it; your account keeps its current email until then.',
  'mail.emailChangeLink.lines.1': 'The link works once, for 24 hours. If you did not ask for this, ignore this email.',
  'mail.emailChangeLink.action': 'Confirm my new email',
  'mail.emailChangeNotice.subject': 'Your {company} email is being changed',
  'mail.emailChangeNotice.lines.0':
    'Someone signed in to your {company} driver account asked to change its email address. The change takes effect only once confirmed from the new address.',
  'mail.emailChangeNotice.lines.1':
    'If this was not you, reset your password now: that ends every session and cancels the change.',
  'mail.emailChangeNotice.action': 'Reset my password',
  'mail.applicationStarted.subject': 'Your application for {position} has started',
  'mail.applicationStarted.lines.0': 'Thanks for applying for {position}. Your application is saved as you go.',
  'mail.applicationStarted.lines.1':
    'To finish it, continue with your driver details, licences, experience and work history, then sign and submit. You can stop at any time and come back with the link below.',
  'mail.applicationStarted.action': 'Continue my application',
  'mail.releasesToSign.subject': 'Sign the releases for your previous employers',
  'mail.releasesToSign.lines.0':
    'Thank you for applying for {position}. For a driving job, the law asks us to check your last three years with previous employers. We can contact them once you sign a release for each.',
  'mail.releasesToSign.lines.1':
    'Releases to sign: {count}. Open the link below, read each release and type your name.',
  'mail.releasesToSign.action': 'Sign the releases',
  'mail.releasesReminder.subject': 'Reminder: sign the releases for your previous employers',
  'mail.releasesReminder.lines.0':
    'Your application for {position} is waiting for your releases: until you sign them, we cannot contact your previous employers.',
  'mail.releasesReminder.lines.1':
    'Releases still to sign: {count}. Open the link below, read each release and type your name.',
  'mail.releasesReminder.action': 'Sign the releases',
  'mail.applicationReminder.subject': 'Your application for {position} is waiting for you',
  'mail.applicationReminder.lines.0':
    'Your application for {position} is not finished yet. Everything you entered is saved.',
  'mail.applicationReminder.lines.1':
    'Pick up where you left off with the link below. A recruiter sees your application once you submit it.',
  'mail.applicationReminder.action': 'Continue my application',
  'mail.applicationReminder.unsubscribe': 'No more reminders about unfinished applications: {url}',
  'mail.applicationReceived.subject': 'We received your application for {position}',
  'mail.applicationReceived.lines.0': 'We received your application for {position} on {submittedAt}. Thank you.',
  'mail.applicationReceived.lines.1':
    'What happens next: a recruiter reviews your application, checks your licence and work history, and contacts you by phone or email about the next step. We write to you again when your application moves forward or closes.',
  'mail.applicationReceived.lines.2': 'Questions? Call us at {phone}.',
  'mail.applicationCancelled.subject': 'Your application for {position} is cancelled',
  'mail.applicationCancelled.lines.0':
    'Your application for {position} is cancelled, as you asked. Recruiters will not review it.',
  'mail.applicationCancelled.lines.1':
    'You are welcome to apply again for any open position. Questions? Call us at {phone}.',
  'mail.newApplication.subject': 'New application: {driver} for {position}',
  'mail.newApplication.lines.0': '{driver} submitted an application for {position} on {submittedAt}.',
  'mail.newApplication.lines.1':
    'The applicant file holds the answers, documents and signature; none are attached to this email.',
  'mail.newApplication.action': 'Open the applicant file',
  'mail.clearinghouseQueryDue.subject': 'Clearinghouse query due by {date}: {driver}',
  'mail.clearinghouseQueryDue.annual':
    'The yearly query of the FMCSA Drug and Alcohol Clearinghouse for {driver} ({position}) is due by {date}: a hired driver is queried at least once every twelve months (49 CFR 382.701).',
  'mail.clearinghouseQueryDue.followUp':
    'A limited query of the FMCSA Drug and Alcohol Clearinghouse found information about {driver} ({position}): a full query is due by {date}, within 24 hours of the limited one (49 CFR 382.701).',
  'mail.clearinghouseQueryDue.record':
    'Record the query and its result PDF on the applicant file. This reminder is sent once for this query.',
  'mail.clearinghouseQueryDue.action': 'Open the applicant file',
  'mail.reviewRequested.subject': "{driver} asked to review a previous employer''s answer",
  'mail.reviewRequested.lines.0':
    '{driver} ({position}) asked to review what {employer} answered about them (49 CFR 391.23(i)).',
  'mail.reviewRequested.lines.1': 'Release the answer to them from the applicant file by {due}.',
  'mail.reviewRequested.action': 'Open the applicant file',
  'mail.reviewReleased.subject': 'You can now read what {employer} answered about you',
  'mail.reviewReleased.lines.0': 'The answer {employer} gave about your work with them is ready for you to read.',
  'mail.reviewReleased.lines.1':
    'If something in it is wrong, you can ask them to correct it, or add your own statement beside it.',
  'mail.reviewReleased.action': 'Read the answer',
  'mail.stageMessage.interview.subject': 'Interview for {position}',
  'mail.stageMessage.interview.lines.0': 'Good news: we would like to interview you for {position}.',
  'mail.stageMessage.interview.lines.1':
    'A recruiter will call or email you shortly to agree on a time. Please keep your licence and abstract at hand.',
  'mail.stageMessage.interview.lines.2': 'Questions? Call us at {phone}.',
  'mail.stageMessage.hired.subject': 'Welcome aboard: you are hired for {position}',
  'mail.stageMessage.hired.lines.0': 'Congratulations: we are glad to offer you the position of {position}.',
  'mail.stageMessage.hired.lines.1':
    'A recruiter will contact you about your start date, orientation and the paperwork to bring on your first day.',
  'mail.stageMessage.hired.lines.2': 'Questions? Call us at {phone}.',
  'mail.stageMessage.rejected.subject': 'Your application for {position}',
  'mail.stageMessage.rejected.lines.0':
    'Thank you for applying for {position}. After reviewing your application, we will not move forward with it at this time.',
  'mail.stageMessage.rejected.lines.1': 'Your application stays on file with us.',
  'mail.stageMessage.rejected.lines.2': 'Questions? Call us at {phone}.',
  'mail.verification.request.subject': 'Employment verification request: {driver} (from {carrier})',
  'mail.verification.request.lines.0':
    '{carrier} is considering {driver} for a driving job. {driver} told us they worked for {employer} ({period}).',
  'mail.verification.request.lines.1':
    'Please answer by {due}: under 49 CFR 391.23(g), a previous employer answers a safety performance history request within 30 days of receiving it, even when there is nothing to report. The form below needs no account and takes a few minutes.',
  'mail.verification.request.lines.2':
    'The link works once. It stays open until {expires}, after those 30 days, so that a late answer can still reach us.',
  'mail.verification.request.release': '{title} — signed by {name} on {signedAt}:',
  'mail.verification.request.releaseTranslation':
    "The carrier''s translation, for reading only (the English text above is the one signed) — {title}:",
  'mail.verification.request.action': 'Answer the request',
  'mail.verification.reminder.subject': 'Reminder: employment verification request for {driver} (from {carrier})',
  'mail.verification.reminder.lines.0':
    'We have not received your answer yet about {driver}, who told {carrier} they worked for {employer} ({period}).',
  'mail.verification.reminder.lines.1':
    'Please answer by {due}: under 49 CFR 391.23(g), a previous employer answers within 30 days of receiving the request, even when there is nothing to report.',
  'mail.verification.reminder.lines.2':
    'The link works once. It stays open until {expires}, after those 30 days, so that a late answer can still reach us.',
  'mail.verification.reminder.action': 'Answer the request',
  'mail.verification.copy.subject': 'Copy of your answer about {driver}',
  'mail.verification.copy.lines.0': 'Thank you. {carrier} received your answer about {driver} on {receivedAt}.',
  'mail.verification.copy.lines.1': 'This is your copy of what you sent:',
  'mail.verification.copy.fingerprint': 'SHA-256 of the answer as stored: {sha256}',
  'mail.verification.withdrawn.subject': 'Request withdrawn: {driver} (from {carrier})',
  'mail.verification.withdrawn.lines.0':
    '{carrier} withdraws the employment verification request about {driver} it sent you on {sentOn}.',
  'mail.verification.withdrawn.lines.1':
    'Please do not answer it: its link no longer opens the form, and no reminder will follow.',
  'mail.verification.correction.subject': 'Correction requested: your answer about {driver} (for {carrier})',
  'mail.verification.correction.lines.0':
    '{driver} has read the answer about them that {carrier} received from you on {receivedAt}, and asks you to correct it.',
  'mail.verification.correction.lines.1':
    'As 49 CFR 391.23(i) provides, please correct any error and send the corrected information to {carrier}, {address}.',
  'mail.verification.correction.lines.2': 'SHA-256 of the answer as stored: {sha256}',
  'mail.verification.correction.lines.3': '{driver} wrote:',
  'mail.privacy.exportReady.lines.0':
    'Your data is ready. The link works until {until} UTC, and only when you are signed in.',
  'mail.privacy.exportReady.action': 'Download my data',
  'mail.privacy.erasure.closed': 'Your account is closed. Your data will be erased after {after}.',
  'mail.privacy.erasure.kept': 'The law keeps these records for now:',
  'mail.privacy.erasure.record': '{type}: {reason} {until}',
  'mail.privacy.erasure.until': 'Until {day}.',
  'mail.privacy.erasure.untilEmploymentEnds': 'Until employment ends and its period has passed.',
  'mail.privacy.consentRenewal.subject': 'Keep your profile for future jobs?',
  'mail.privacy.consentRenewal.lines.0':
    'You asked us to keep your profile for future jobs. That consent ends on {ends}; after it, your profile follows the usual retention period. To keep it another year, renew it from your account.',
  'mail.privacy.consentRenewal.action': 'Renew or withdraw my consent',
  // Messages between a recruiter and a driver (decision 035): the mail says one waits, never what it says.
  'mail.recruiterMessage.subject': 'A message from {company} about {position}',
  'mail.recruiterMessage.lines.0': '{recruiter} at {company} sent you a message about your application for {position}.',
  'mail.recruiterMessage.lines.1': 'Sign in to read it and answer from your applications page.',
  'mail.recruiterMessage.action': 'Read the message',
  'mail.driverMessage.subject': '{driver} answered about {position}',
  'mail.driverMessage.lines.0': '{driver} sent a message about their application for {position} on {sentAt}.',
  'mail.driverMessage.lines.1': 'Read it on the applicant’s timeline.',
  'mail.driverMessage.action': 'Open the applicant file',
  'mail.unsubscribePage.title': 'Reminders stopped',
  'mail.unsubscribePage.done':
    'You will get no more reminders about unfinished applications. Mail about your account and your applications still comes as before.',
  'mail.unsubscribePage.invalid': 'This link is not valid. Please use the link from your latest reminder.',
  'mail.teamInvitation.greeting': 'Hello,',
  'mail.teamInvitation.subject': 'Join the {company} recruiting team',
  'mail.teamInvitation.lines.0': '{inviter} invites you to the {company} recruiting portal, with the role “{role}”.',
  'mail.teamInvitation.lines.1':
    'Open the link below to enter your name and choose a password. It works once, for {hours, plural, one {# hour} other {# hours}}.',
  'mail.teamInvitation.lines.2': 'If you did not expect this invitation, you can ignore this email.',
  'mail.teamInvitation.action': 'Accept the invitation',
} as const satisfies Record<string, string>;
