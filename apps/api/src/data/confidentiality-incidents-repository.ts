import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { confidentialityIncidents } from '../db/schema.js';

// The confidentiality incidents register (decision 031).

export function listIncidents(db: Executor) {
  return db.select().from(confidentialityIncidents).orderBy(desc(confidentialityIncidents.id)).limit(1000);
}

export async function insertIncident(db: Executor, row: typeof confidentialityIncidents.$inferInsert) {
  const [inserted] = await db.insert(confidentialityIncidents).values(row).returning();
  if (!inserted) throw new Error('incident not written');
  return inserted;
}
