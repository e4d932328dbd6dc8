import type {
  ApplicationMessage,
  DriverMessageInput,
  DriverMessageList,
  Locale,
  MessageDirection,
  RecruiterMessageInput,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  findDriverApplication,
  insertMessage,
  listDriverMessages,
  type MessageRow,
} from '../../data/application-messages-repository.js';
import { lockApplication } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findTemplate } from '../../data/message-templates-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { enqueueDriverMessageMail, enqueueRecruiterMessageMail } from '../../mail/notices/message-notices.js';
import { fillVariables, variablesFor } from './templates.js';

// Messages between a recruiter and a driver (issue 43, decision 035). A recruiter's is written in
// the driver's language and the driver is mailed that it waits on their applications page; the
// driver's answer lands on the timeline and the applicant's owner is mailed.

const toMessage = (row: MessageRow, authorName: string | null): ApplicationMessage => ({
  id: row.id,
  application_id: row.application_id,
  direction: row.direction as MessageDirection,
  author_id: row.author_id,
  author_name: authorName,
  subject: row.subject,
  body: row.body,
  language: row.language as Locale,
  template_id: row.template_id,
  at: row.created_at.toISOString(),
});

/**
 * A recruiter's message to the driver of an application: the body as the recruiter left it (from a
 * template's preview, perhaps edited, or their own), any variable still in it filled in the
 * driver's language; the template gives the subject. Audited without the text.
 */
export async function sendRecruiterMessage(
  ctx: AppContext,
  actorId: number,
  applicationId: number,
  input: RecruiterMessageInput,
): Promise<ApplicationMessage> {
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await lockApplication(tx, applicationId))) throw new HttpError(404, 'api.notFound');
    const { language, values, recruiter } = await variablesFor(ctx, tx, applicationId, actorId);
    const template = input.template_id ? await findTemplate(tx, input.template_id) : undefined;
    if (input.template_id && !template) throw new HttpError(404, 'messages.api.templateNotFound');
    const subject = template
      ? fillVariables(language === 'fr' ? template.subject_fr : template.subject_en, values)
      : null;
    const row = await insertMessage(tx, {
      application_id: applicationId,
      direction: 'to_driver',
      author_id: actorId,
      template_id: template?.id ?? null,
      subject,
      body: fillVariables(input.body, values),
      language,
      created_at: ctx.now(),
    });
    await enqueueRecruiterMessageMail(ctx, tx, applicationId, recruiter);
    await recordAudit(tx, actorId, {
      action: 'application.message',
      target_type: 'application',
      target_id: applicationId,
      details: { message_id: row.id, ...(template ? { template_id: template.id } : {}) },
    });
    return toMessage(row, recruiter || null);
  });
  ctx.mailWorker.wake();
  return result;
}

/** Every message about the driver's applications, oldest first, each job in the driver's language. */
export async function driverMessages(ctx: AppContext, userId: number, locale: Locale): Promise<DriverMessageList> {
  const rows = await listDriverMessages(ctx.db, userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      application_id: row.application_id,
      position_title: (locale === 'fr' && row.position_title_fr?.trim()) || row.position_title,
      direction: row.direction as MessageDirection,
      from_name: row.direction === 'to_driver' ? (row.author_first_name ?? null) : null,
      subject: row.subject,
      body: row.body,
      at: row.at.toISOString(),
    })),
  };
}

/**
 * The driver's answer, about the application they name or else their latest; only their own. The
 * owner is mailed (HR_EMAIL while it has none).
 */
export async function sendDriverMessage(
  ctx: AppContext,
  userId: number,
  input: DriverMessageInput,
  locale: Locale,
): Promise<DriverMessageList['items'][number]> {
  const id = await ctx.db.transaction(async (tx) => {
    const application = await findDriverApplication(tx, userId, input.application_id);
    if (!application) {
      throw input.application_id === undefined
        ? new HttpError(409, 'messages.api.noApplication')
        : new HttpError(404, 'api.notFound');
    }
    const at = ctx.now();
    const driver = await findUserById(tx, userId);
    const row = await insertMessage(tx, {
      application_id: application.id,
      direction: 'from_driver',
      author_id: userId,
      template_id: null,
      subject: null,
      body: input.body,
      language: driver?.language ?? locale,
      created_at: at,
    });
    const owner = application.owner_id === null ? undefined : await findUserById(tx, application.owner_id);
    await enqueueDriverMessageMail(
      ctx,
      tx,
      application.id,
      owner && !owner.closed_at ? { email: owner.email, language: owner.language } : undefined,
      at,
    );
    return row.id;
  });
  ctx.mailWorker.wake();
  const { items } = await driverMessages(ctx, userId, locale);
  const sent = items.find((item) => item.id === id);
  if (!sent) throw new Error('the message just written is not found');
  return sent;
}
