import { createServer } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { mailMessages } from '../../src/db/schema.js';
import type { TestApp } from './test-app.js';

/** The outbox rows to one recipient, oldest first. */
export function mailRows(t: Pick<TestApp, 'database'>, recipient: string) {
  return t.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.recipient, recipient.toLowerCase()))
    .orderBy(asc(mailMessages.id));
}

/** A loopback port nobody listens on now: an SMTP server that is down, until a mailbox starts there. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
