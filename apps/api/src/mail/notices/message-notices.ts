import { type Locale, pages } from '@roadhire/shared';
import { findApplicationMailFacts } from '../../data/mail-repository.js';
import type { Executor } from '../../db/client.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { driverMessageMail, recruiterMessageMail } from '../templates/message-mails.js';
import { positionIn } from './application-notices.js';
import { type MailContext, mailSetting, queue } from './notice-setting.js';

// Messages between a recruiter and a driver (decision 035), each mail queued with its message.

async function factsOf(tx: Executor, applicationId: number) {
  const facts = await findApplicationMailFacts(tx, applicationId);
  if (!facts) throw new Error(`application ${applicationId} not found for its mail`);
  return facts;
}

/** The driver hears a message waits on their applications page, in their language. */
export async function enqueueRecruiterMessageMail(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  recruiter: string,
) {
  const facts = await factsOf(tx, applicationId);
  const statusUrl = `${ctx.config.publicUrl}${pages.myApplications.href()}`;
  const mail = recruiterMessageMail(
    mailSetting(ctx, facts.language),
    facts.email,
    { firstName: facts.firstName, position: positionIn(facts, facts.language), recruiter },
    statusUrl,
  );
  await queue(ctx, tx, 'recruiter_message', facts.userId, mail);
}

/** The applicant's owner hears the driver answered, in their language; with no owner, HR_EMAIL. */
export async function enqueueDriverMessageMail(
  ctx: MailContext,
  tx: Executor,
  applicationId: number,
  owner: { email: string; language: Locale } | undefined,
  sentAt: Date,
) {
  const facts = await factsOf(tx, applicationId);
  const to = owner ?? { email: ctx.config.brand.hrEmail, language: 'en' as Locale };
  const mail = driverMessageMail(
    mailSetting(ctx, to.language),
    to.email,
    {
      driver: `${facts.firstName} ${facts.lastName}`,
      position: positionIn(facts, to.language),
      sentAt: formatMoment(sentAt, ctx.config.timeZone, to.language),
    },
    `${ctx.config.publicUrl}${pages.adminApplicant.href(applicationId)}`,
  );
  // The team's mail, kept off the driver's list of mail received.
  await queue(ctx, tx, 'driver_message', null, mail);
}
