import { type Locale, pages, type StageWithDriverMessage } from '@roadhire/shared';
import { type ApplicationMailFacts, findApplicationMailFacts, listNotifiedAdmins } from '../../data/mail-repository.js';
import type { Executor } from '../../db/client.js';
import { unsubscribeLink } from '../../lib/unsubscribe-link.js';
import { formatCalendarDay, formatMoment } from '../../lib/zoned-time.js';
import {
  applicationCancelledMail,
  applicationReceivedMail,
  applicationReminderMail,
  applicationStartedMail,
  releasesMail,
  reviewReleasedMail,
  reviewRequestedMail,
} from '../templates/application-mails.js';
import { newApplicationMail } from '../templates/recruiter-mails.js';
import { defaultStageMessageText, stageMessageMail, stageMessageSubject } from '../templates/stage-mails.js';
import type { MailContext } from './notice-setting.js';
import { mailSetting, queue } from './notice-setting.js';

// Mail about an application, each queued in the transaction of the change (decision 018). The
// web app's pages: the onboarding of one application, and its applicant file for recruiters.
const onboardingPage = (ctx: MailContext, applicationId: number) =>
  `${ctx.config.publicUrl}${pages.onboarding.href(applicationId)}`;
const applicantFilePage = (ctx: MailContext, applicationId: number) =>
  `${ctx.config.publicUrl}${pages.adminApplicant.href(applicationId)}`;

async function factsOf(tx: Executor, applicationId: number): Promise<ApplicationMailFacts> {
  const facts = await findApplicationMailFacts(tx, applicationId);
  if (!facts) throw new Error(`application ${applicationId} not found for its mail`);
  return facts;
}

/** The job as a reader of `language` knows it: its French title in French, when it has one. */
export const positionIn = (facts: ApplicationMailFacts, language: Locale) =>
  (language === 'fr' && facts.positionFr?.trim()) || facts.position;

const driverOf = (facts: ApplicationMailFacts) => ({
  to: facts.email,
  firstName: facts.firstName,
  position: positionIn(facts, facts.language),
});

/** A moment in the carrier's time zone, written the way a reader of `language` writes it. */
const momentIn = (ctx: MailContext, at: Date, language: Locale) => formatMoment(at, ctx.config.timeZone, language);

/** After the apply form: the link to continue the application. */
export async function enqueueApplicationStartedMail(ctx: MailContext, tx: Executor, applicationId: number) {
  const facts = await factsOf(tx, applicationId);
  const mail = applicationStartedMail(
    mailSetting(ctx, facts.language),
    driverOf(facts),
    onboardingPage(ctx, applicationId),
  );
  await queue(ctx, tx, 'application_started', facts.userId, mail);
}

/** An application in progress left untouched; the unsubscribe link stops these reminders only. */
export async function enqueueApplicationReminderMail(ctx: MailContext, tx: Executor, applicationId: number) {
  const facts = await factsOf(tx, applicationId);
  const unsubscribe = unsubscribeLink(ctx.config.jwtSecret, ctx.config.publicUrl, facts.userId);
  const mail = applicationReminderMail(
    mailSetting(ctx, facts.language),
    driverOf(facts),
    onboardingPage(ctx, applicationId),
    unsubscribe,
  );
  // RFC 2369: mail programs show their own "unsubscribe" button for this header.
  mail.headers = { ...mail.headers, 'List-Unsubscribe': `<${unsubscribe}>` };
  await queue(ctx, tx, 'application_reminder', facts.userId, mail);
}

/**
 * After the final submit: the driver's receipt, and one mail to HR_EMAIL and to each
 * administrator who asked for it, naming the driver and the position and linking the file. Each
 * administrator reads theirs in their own language; HR_EMAIL, an address without an account, in
 * the carrier's default, English.
 */
export async function enqueueApplicationSubmittedMails(ctx: MailContext, tx: Executor, applicationId: number) {
  const facts = await factsOf(tx, applicationId);
  const submitted = facts.submittedAt ?? new Date();
  await queue(
    ctx,
    tx,
    'application_received',
    facts.userId,
    applicationReceivedMail(
      mailSetting(ctx, facts.language),
      driverOf(facts),
      momentIn(ctx, submitted, facts.language),
    ),
  );
  const recruiters = new Map<string, Locale>([[lower(ctx.config.brand.hrEmail), 'en']]);
  for (const admin of await listNotifiedAdmins(tx, applicationId)) recruiters.set(lower(admin.email), admin.language);
  for (const [to, language] of recruiters) {
    const notice = {
      driver: `${facts.firstName} ${facts.lastName}`,
      position: positionIn(facts, language),
      submittedAt: momentIn(ctx, submitted, language),
      fileUrl: applicantFilePage(ctx, applicationId),
    };
    // Kept off the driver's list: it is the recruiters' mail, not one the driver received.
    await queue(ctx, tx, 'new_application', null, newApplicationMail(mailSetting(ctx, language), to, notice));
  }
}

export async function enqueueApplicationCancelledMail(ctx: MailContext, tx: Executor, applicationId: number) {
  const facts = await factsOf(tx, applicationId);
  await queue(
    ctx,
    tx,
    'application_cancelled',
    facts.userId,
    applicationCancelledMail(mailSetting(ctx, facts.language), driverOf(facts)),
  );
}

/**
 * The previous-employer releases the driver has still to sign (49 CFR 391.23): no check starts
 * before them, so a driver who closed the page after submitting is asked by mail, then reminded.
 */
export async function enqueueReleasesMail(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  unsigned: number,
  reminder: boolean,
) {
  const facts = await factsOf(tx, applicationId);
  const signUrl = `${ctx.config.publicUrl}${pages.driverVerifications.href()}`;
  const mail = releasesMail(mailSetting(ctx, facts.language), driverOf(facts), unsigned, signUrl, reminder);
  await queue(ctx, tx, reminder ? 'releases_reminder' : 'releases_to_sign', facts.userId, mail);
}

/**
 * The driver asked to review an employer's answer (391.23(i)): each recruiter allowed to release
 * it (`recipients`, in their own language) is told, else HR_EMAIL, so the 5 business days are not
 * lost unseen. The mail names the employer, never the answer.
 */
export async function enqueueReviewRequestedMails(
  ctx: MailContext,
  tx: Executor,
  review: { applicationId: number; employer: string; due: string },
  recipients: Array<{ email: string; language: Locale }>,
) {
  const facts = await factsOf(tx, review.applicationId);
  const to = recipients.length ? recipients : [{ email: ctx.config.brand.hrEmail, language: 'en' as Locale }];
  for (const recipient of to) {
    const mail = reviewRequestedMail(mailSetting(ctx, recipient.language), recipient.email, {
      driver: `${facts.firstName} ${facts.lastName}`,
      employer: review.employer,
      position: positionIn(facts, recipient.language),
      due: formatCalendarDay(review.due, recipient.language),
      fileUrl: applicantFilePage(ctx, review.applicationId),
    });
    // The recruiters' mail, kept off the driver's list of mail received.
    await queue(ctx, tx, 'review_requested', null, mail);
  }
}

/** The answer the driver asked to review is released: they may read it now. */
export async function enqueueReviewReleasedMail(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  employer: string,
) {
  const facts = await factsOf(tx, applicationId);
  const readUrl = `${ctx.config.publicUrl}${pages.driverVerifications.href()}`;
  const mail = reviewReleasedMail(mailSetting(ctx, facts.language), driverOf(facts), employer, readUrl);
  await queue(ctx, tx, 'review_released', facts.userId, mail);
}

const lower = (email: string) => email.toLowerCase();

/**
 * What a move to `stage` would mail the driver, before the recruiter edits it, in the driver's
 * language; undefined without the application.
 */
export async function previewStageMessage(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  stage: StageWithDriverMessage,
) {
  const facts = await findApplicationMailFacts(tx, applicationId);
  if (!facts) return undefined;
  const setting = mailSetting(ctx, facts.language);
  return {
    stage,
    to: facts.email,
    subject: stageMessageSubject(setting, stage, driverOf(facts).position),
    text: defaultStageMessageText(setting, stage, driverOf(facts)),
  };
}

/** The recruiter's move told to the driver: `text` as the recruiter edited it, or the stage's default; says what was queued. */
export async function enqueueStageMessageMail(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  stage: StageWithDriverMessage,
  text: string | undefined,
) {
  const facts = await factsOf(tx, applicationId);
  const setting = mailSetting(ctx, facts.language);
  const body = text ?? defaultStageMessageText(setting, stage, driverOf(facts));
  const mail = stageMessageMail(setting, stage, driverOf(facts), body);
  await queue(ctx, tx, 'stage_message', facts.userId, mail);
  return { to: mail.to, subject: mail.subject };
}
