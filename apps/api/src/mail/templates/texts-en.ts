// Every word of every mail in English, in one place, so a second language is one more file of the
// same shape (MailTexts). The verification and reset texts are those mailed before the outbox.

import type { Locale } from '@roadhire/shared';
import { privacyMailTextsEn } from './privacy-texts-en.js';
import { verificationMailTextsEn } from './verification-texts-en.js';

export const mailTextsEn = {
  lang: 'en' as Locale,
  greeting: (firstName: string) => `Hi ${firstName},`,
  layout: {
    copyLink: 'If the button does not work, copy this address into your browser:',
    privacy: 'Your data and your privacy choices (download, correct, erase)',
    /** A label and its value on one line of the text part, the language's way. */
    labelled: (label: string, value: string) => `${label}: ${value}`,
  },
  verifyEmail: {
    subject: (company: string) => `Verify your email for ${company}`,
    lines: (company: string) => [
      `Thanks for creating your ${company} driver account. Please confirm your email address to continue your application.`,
      'This link works for 48 hours.',
    ],
    action: 'Verify my email',
  },
  accountExists: {
    subject: (company: string) => `You already have a ${company} account`,
    lines: (company: string) => [
      `Someone, perhaps you, just tried to create a ${company} driver account with this email address. You already have an account, so no new one was made and nothing was changed.`,
      'If it was you, log in with your password; the login page also lets you reset a password you forgot.',
      'If it was not you, you can ignore this email.',
    ],
    action: 'Log in',
  },
  passwordReset: {
    subject: (company: string) => `Reset your ${company} password`,
    lines: [
      'We received a request to reset your password. The link below works once, for 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: 'Reset my password',
  },
  /** Mailed for an address no open account uses: the same work as a reset, so the answer time tells nothing. */
  passwordResetUnknown: {
    subject: (company: string) => `No ${company} account uses this email`,
    greeting: 'Hello,',
    lines: (company: string) => [
      `Someone, perhaps you, asked to reset the password of a ${company} driver account for this email address, but no open account uses it, so no reset link was made.`,
      'If it was you, you may have signed up with another email address; you can also create an account.',
      'If it was not you, you can ignore this email.',
    ],
    action: 'Create an account',
  },
  passwordChanged: {
    subject: (company: string) => `Your ${company} password was changed`,
    lines: (phone: string) => [
      'The password of your driver account was just changed.',
      `If you did not change it, call us at ${phone} or reset your password from the sign-in page.`,
    ],
  },
  emailChangeLink: {
    subject: (company: string) => `Confirm your new email for ${company}`,
    lines: (company: string) => [
      `You asked to use this address for your ${company} driver account. Open the link below to confirm it; your account keeps its current email until then.`,
      'The link works once, for 24 hours. If you did not ask for this, ignore this email.',
    ],
    action: 'Confirm my new email',
  },
  // Sent to the current address; it never names the new one, so a mailbox reader learns nothing more.
  emailChangeNotice: {
    subject: (company: string) => `Your ${company} email is being changed`,
    lines: (company: string) => [
      `Someone signed in to your ${company} driver account asked to change its email address. The change takes effect only once confirmed from the new address.`,
      'If this was not you, reset your password now: that ends every session and cancels the change.',
    ],
    action: 'Reset my password',
  },
  applicationStarted: {
    subject: (position: string) => `Your application for ${position} has started`,
    lines: (position: string) => [
      `Thanks for applying for ${position}. Your application is saved as you go.`,
      'To finish it, continue with your driver details, licences, experience and work history, then sign and submit. You can stop at any time and come back with the link below.',
    ],
    action: 'Continue my application',
  },
  // 49 CFR 391.23: nothing is asked of a previous employer before the driver signs its release.
  releasesToSign: {
    subject: 'Sign the releases for your previous employers',
    lines: (position: string, count: number) => [
      `Thank you for applying for ${position}. For a driving job, the law asks us to check your last three years with previous employers. We can contact them once you sign a release for each.`,
      `Releases to sign: ${count}. Open the link below, read each release and type your name.`,
    ],
    action: 'Sign the releases',
  },
  releasesReminder: {
    subject: 'Reminder: sign the releases for your previous employers',
    lines: (position: string, count: number) => [
      `Your application for ${position} is waiting for your releases: until you sign them, we cannot contact your previous employers.`,
      `Releases still to sign: ${count}. Open the link below, read each release and type your name.`,
    ],
    action: 'Sign the releases',
  },
  applicationReminder: {
    subject: (position: string) => `Your application for ${position} is waiting for you`,
    lines: (position: string) => [
      `Your application for ${position} is not finished yet. Everything you entered is saved.`,
      'Pick up where you left off with the link below. A recruiter sees your application once you submit it.',
    ],
    action: 'Continue my application',
    unsubscribe: (url: string) => `No more reminders about unfinished applications: ${url}`,
  },
  applicationReceived: {
    subject: (position: string) => `We received your application for ${position}`,
    lines: (position: string, submittedAt: string, phone: string) => [
      `We received your application for ${position} on ${submittedAt}. Thank you.`,
      'What happens next: a recruiter reviews your application, checks your licence and work history, and contacts you by phone or email about the next step. We write to you again when your application moves forward or closes.',
      `Questions? Call us at ${phone}.`,
    ],
  },
  applicationCancelled: {
    subject: (position: string) => `Your application for ${position} is cancelled`,
    lines: (position: string, phone: string) => [
      `Your application for ${position} is cancelled, as you asked. Recruiters will not review it.`,
      `You are welcome to apply again for any open position. Questions? Call us at ${phone}.`,
    ],
  },
  newApplication: {
    subject: (driver: string, position: string) => `New application: ${driver} for ${position}`,
    lines: (driver: string, position: string, submittedAt: string) => [
      `${driver} submitted an application for ${position} on ${submittedAt}.`,
      'The applicant file holds the answers, documents and signature; none are attached to this email.',
    ],
    action: 'Open the applicant file',
  },
  // To the administrators allowed to see investigation files, once per query due (49 CFR 382.701).
  clearinghouseQueryDue: {
    subject: (driver: string, date: string) => `Clearinghouse query due by ${date}: ${driver}`,
    annual: (driver: string, position: string, date: string) =>
      `The yearly query of the FMCSA Drug and Alcohol Clearinghouse for ${driver} (${position}) is due by ${date}: a hired driver is queried at least once every twelve months (49 CFR 382.701).`,
    followUp: (driver: string, position: string, date: string) =>
      `A limited query of the FMCSA Drug and Alcohol Clearinghouse found information about ${driver} (${position}): a full query is due by ${date}, within 24 hours of the limited one (49 CFR 382.701).`,
    record: 'Record the query and its result PDF on the applicant file. This reminder is sent once for this query.',
    action: 'Open the applicant file',
  },
  // 49 CFR 391.23(i): a driver asks to review an employer's answer; the answer itself is not quoted.
  reviewRequested: {
    subject: (driver: string) => `${driver} asked to review a previous employer's answer`,
    lines: (driver: string, employer: string, position: string, due: string) => [
      `${driver} (${position}) asked to review what ${employer} answered about them (49 CFR 391.23(i)).`,
      `Release the answer to them from the applicant file by ${due}.`,
    ],
    action: 'Open the applicant file',
  },
  reviewReleased: {
    subject: (employer: string) => `You can now read what ${employer} answered about you`,
    lines: (employer: string) => [
      `The answer ${employer} gave about your work with them is ready for you to read.`,
      'If something in it is wrong, you can ask them to correct it, or add your own statement beside it.',
    ],
    action: 'Read the answer',
  },
  // A recruiter's move, told to the driver; the recruiter may edit these lines before they go.
  stageMessage: {
    interview: {
      subject: (position: string) => `Interview for ${position}`,
      lines: (position: string, phone: string) => [
        `Good news: we would like to interview you for ${position}.`,
        'A recruiter will call or email you shortly to agree on a time. Please keep your licence and abstract at hand.',
        `Questions? Call us at ${phone}.`,
      ],
    },
    hired: {
      subject: (position: string) => `Welcome aboard: you are hired for ${position}`,
      lines: (position: string, phone: string) => [
        `Congratulations: we are glad to offer you the position of ${position}.`,
        'A recruiter will contact you about your start date, orientation and the paperwork to bring on your first day.',
        `Questions? Call us at ${phone}.`,
      ],
    },
    rejected: {
      subject: (position: string) => `Your application for ${position}`,
      lines: (position: string, phone: string) => [
        `Thank you for applying for ${position}. After reviewing your application, we will not move forward with it at this time.`,
        // SPEC §4: a completed application (status 3) cannot be followed by another, so none is offered.
        'Your application stays on file with us.',
        `Questions? Call us at ${phone}.`,
      ],
    },
  },
  verification: verificationMailTextsEn,
  privacy: privacyMailTextsEn,
  unsubscribePage: {
    title: 'Reminders stopped',
    done: 'You will get no more reminders about unfinished applications. Mail about your account and your applications still comes as before.',
    invalid: 'This link is not valid. Please use the link from your latest reminder.',
  },
};

export type MailTexts = typeof mailTextsEn;
