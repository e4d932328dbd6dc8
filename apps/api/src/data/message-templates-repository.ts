import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { messageTemplates } from '../db/schema.js';

// The team's message templates (issue 43, decision 035); a deleted one is kept, marked.

export type TemplateFields = Pick<
  typeof messageTemplates.$inferInsert,
  'name' | 'subject_en' | 'subject_fr' | 'body_en' | 'body_fr'
>;

const live = isNull(messageTemplates.deleted_at);

export function listTemplates(db: Executor) {
  return db.select().from(messageTemplates).where(live).orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
}

/** A template not deleted, or undefined. */
export async function findTemplate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), live));
  return row;
}

export async function insertTemplate(db: Executor, fields: TemplateFields, createdBy: number | null) {
  const [row] = await db
    .insert(messageTemplates)
    .values({ ...fields, created_by: createdBy })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(db: Executor, id: number, fields: TemplateFields, at: Date) {
  const [row] = await db
    .update(messageTemplates)
    .set({ ...fields, updated_at: at })
    .where(and(eq(messageTemplates.id, id), live))
    .returning();
  return row;
}

export async function markTemplateDeleted(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(messageTemplates)
    .set({ deleted_at: at })
    .where(and(eq(messageTemplates.id, id), live))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}

/**
 * The shipped templates, each once by its key: one already written, even deleted since, is left
 * as it is, so a carrier's edits and deletions stand. Answers how many were written.
 */
export async function insertDefaultTemplates(
  db: Executor,
  defaults: (TemplateFields & { default_key: string })[],
): Promise<number> {
  const rows = await db
    .insert(messageTemplates)
    .values(defaults)
    .onConflictDoNothing({ target: messageTemplates.default_key })
    .returning({ id: messageTemplates.id });
  return rows.length;
}
