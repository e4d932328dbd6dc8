import { eq, max } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applicationContacts, users } from '../db/schema.js';
import { memberName } from './application-owners-repository.js';

// The calls, voicemails, texts and mails to a driver that recruiters log by hand (issue 43).

export type NewContact = Omit<typeof applicationContacts.$inferInsert, 'id'>;

const contactColumns = {
  id: applicationContacts.id,
  application_id: applicationContacts.application_id,
  channel: applicationContacts.channel,
  outcome: applicationContacts.outcome,
  note: applicationContacts.note,
  actor_id: applicationContacts.actor_id,
  actor_name: memberName(users),
  contacted_at: applicationContacts.contacted_at,
};

export type ContactRow = Awaited<ReturnType<typeof findContact>>;

async function findContact(db: Executor, id: number) {
  const [row] = await db
    .select(contactColumns)
    .from(applicationContacts)
    .leftJoin(users, eq(users.id, applicationContacts.actor_id))
    .where(eq(applicationContacts.id, id));
  if (!row) throw new Error(`contact ${id} not found`);
  // No account, no name: the join gives null for a member whose account is gone.
  return { ...row, actor_name: row.actor_id === null ? null : row.actor_name };
}

/** Writes a contact and answers it with the name of the member who logged it. */
export async function insertContact(db: Executor, contact: NewContact): Promise<ContactRow> {
  const [row] = await db.insert(applicationContacts).values(contact).returning({ id: applicationContacts.id });
  if (!row) throw new Error('insert returned no row');
  return findContact(db, row.id);
}

/**
 * When someone last logged a contact with the driver of an application, or null: the first-contact
 * clock stops at the first, and a claim holds while they keep coming (issue 43). One index probe.
 */
export async function lastContactAt(db: Executor, applicationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(applicationContacts.contacted_at) })
    .from(applicationContacts)
    .where(eq(applicationContacts.application_id, applicationId));
  return row?.at ?? null;
}
