import type { ConsentPurpose, Locale } from '@roadhire/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import { privacyConsents } from '../db/schema.js';

// A driver's consents per purpose (decision 031), and the renewals of consents about to lapse.

export function consentsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.user_id, userId))
    .orderBy(desc(privacyConsents.granted_at), desc(privacyConsents.id));
}

export async function withdrawConsent(db: Executor, userId: number, purpose: ConsentPurpose, at: Date) {
  await db
    .update(privacyConsents)
    .set({ withdrawn_at: at })
    .where(
      and(
        eq(privacyConsents.user_id, userId),
        eq(privacyConsents.purpose, purpose),
        isNull(privacyConsents.withdrawn_at),
      ),
    );
}

export async function grantConsent(db: Executor, row: typeof privacyConsents.$inferInsert) {
  await db.insert(privacyConsents).values(row);
}

/**
 * Consents to be kept for future jobs that lapse before `before` and whose renewal was not asked
 * yet: marked as asked, and answered with the person to ask.
 */
export async function claimConsentRenewals(db: Executor, now: Date, before: Date) {
  return resultRows<{
    id: number;
    user_id: number;
    email: string;
    first_name: string;
    language: Locale;
    expires_at: string | Date;
  }>(
    await db.execute(sql`
      update privacy_consents c set renewal_requested_at = ${now.toISOString()}::timestamptz
      from users u
      where u.id = c.user_id and u.closed_at is null and c.purpose = 'talent_pool' and c.withdrawn_at is null
        and c.renewal_requested_at is null and c.expires_at > ${now.toISOString()}::timestamptz
        and c.expires_at <= ${before.toISOString()}::timestamptz
      returning c.id, c.user_id, u.email, u.first_name, u.language, c.expires_at`),
  );
}
