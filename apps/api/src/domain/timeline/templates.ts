import type { Locale, MessagePreview, MessageTemplate, MessageTemplateInput, TemplateVariable } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findAuthorName } from '../../data/application-messages-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findApplicationMailFacts } from '../../data/mail-repository.js';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  markTemplateDeleted,
  updateTemplate,
} from '../../data/message-templates-repository.js';
import type { Executor } from '../../db/client.js';
import type { MessageTemplateRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { positionIn } from '../../mail/notices/application-notices.js';

// The team's message templates (issue 43, decision 035): bilingual, with `{variables}` filled in
// the driver's language when a recruiter writes to them. Managed under `settings`.

const toTemplate = (row: MessageTemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  subject_en: row.subject_en,
  subject_fr: row.subject_fr,
  body_en: row.body_en,
  body_fr: row.body_fr,
  updated_at: row.updated_at.toISOString(),
});

export async function templateList(ctx: AppContext) {
  return { items: (await listTemplates(ctx.db)).map(toTemplate) };
}

export async function createTemplate(ctx: AppContext, actorId: number, input: MessageTemplateInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, input, actorId);
    await recordAudit(tx, actorId, {
      action: 'template.create',
      target_type: 'template',
      target_id: row.id,
      details: { name: row.name },
    });
    return toTemplate(row);
  });
}

export async function editTemplate(ctx: AppContext, actorId: number, id: number, input: MessageTemplateInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await updateTemplate(tx, id, input, ctx.now());
    if (!row) throw new HttpError(404, 'messages.api.templateNotFound');
    await recordAudit(tx, actorId, {
      action: 'template.update',
      target_type: 'template',
      target_id: id,
      details: { name: row.name },
    });
    return toTemplate(row);
  });
}

/** Deleted templates are kept, marked, so the messages sent from one still point at it. */
export async function deleteTemplate(ctx: AppContext, actorId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await markTemplateDeleted(tx, id, ctx.now()))) throw new HttpError(404, 'messages.api.templateNotFound');
    await recordAudit(tx, actorId, { action: 'template.delete', target_type: 'template', target_id: id });
  });
}

/** `{name}` replaced by its value; a brace that names no variable stays as written. */
export function fillVariables(text: string, values: Record<TemplateVariable, string>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as TemplateVariable] : whole,
  );
}

/** What the variables stand for in a message from `senderId` to the driver of an application. */
export async function variablesFor(ctx: AppContext, db: Executor, applicationId: number, senderId: number) {
  const facts = await findApplicationMailFacts(db, applicationId);
  if (!facts) throw new HttpError(404, 'api.notFound');
  const sender = await findAuthorName(db, senderId);
  const language: Locale = facts.language;
  const values: Record<TemplateVariable, string> = {
    first_name: facts.firstName,
    last_name: facts.lastName,
    position: positionIn(facts, language),
    recruiter_name: sender?.name ?? '',
    company_name: ctx.config.brand.companyName,
    company_phone: ctx.config.brand.companyPhone,
  };
  return { language, values, recruiter: sender?.name ?? '' };
}

/** A template filled for the driver of an application, in their language, for the recruiter to read first. */
export async function previewMessage(
  ctx: AppContext,
  senderId: number,
  applicationId: number,
  templateId: number,
): Promise<MessagePreview> {
  const { language, values } = await variablesFor(ctx, ctx.db, applicationId, senderId);
  const template = await findTemplate(ctx.db, templateId);
  if (!template) throw new HttpError(404, 'messages.api.templateNotFound');
  return {
    template_id: template.id,
    language,
    subject: fillVariables(language === 'fr' ? template.subject_fr : template.subject_en, values),
    body: fillVariables(language === 'fr' ? template.body_fr : template.body_en, values),
  };
}
