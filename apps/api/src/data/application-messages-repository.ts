import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applicationMessages, applications, positions, users } from '../db/schema.js';
import { memberName } from './application-owners-repository.js';

// Messages between the team and a driver about an application (issue 43, decision 035).

export type NewMessage = Omit<typeof applicationMessages.$inferInsert, 'id'>;

export async function insertMessage(db: Executor, message: NewMessage) {
  const [row] = await db.insert(applicationMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** A member's name as the messages sign it, or undefined. */
export async function findAuthorName(db: Executor, userId: number) {
  const [row] = await db
    .select({ name: memberName(users), first_name: users.first_name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Every message about a driver's applications, oldest first, with the job and each author's first name. */
export function listDriverMessages(db: Executor, userId: number) {
  return db
    .select({
      id: applicationMessages.id,
      application_id: applicationMessages.application_id,
      position_title: positions.p_position_title,
      position_title_fr: positions.p_position_title_fr,
      direction: applicationMessages.direction,
      author_first_name: users.first_name,
      subject: applicationMessages.subject,
      body: applicationMessages.body,
      at: applicationMessages.created_at,
    })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.application_id))
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .leftJoin(users, eq(users.id, applicationMessages.author_id))
    .where(eq(applications.user_id, userId))
    .orderBy(asc(applicationMessages.created_at), asc(applicationMessages.id));
}

/** The driver's application `applicationId`, or without one their latest; undefined when none is theirs. */
export async function findDriverApplication(db: Executor, userId: number, applicationId?: number) {
  const [row] = await db
    .select({ id: applications.id, owner_id: applications.owner_id })
    .from(applications)
    .where(
      and(
        eq(applications.user_id, userId),
        applicationId === undefined ? undefined : eq(applications.id, applicationId),
      ),
    )
    .orderBy(desc(applications.created_at), desc(applications.id))
    .limit(1);
  return row;
}
