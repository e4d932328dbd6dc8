import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config.js';
import { claimDueMail, markMailFailed, markMailRetry, markMailSent } from '../data/mail-repository.js';
import type { Database } from '../db/client.js';
import type { MailMessageRow } from '../db/schema.js';
import type { Mailer } from './mailer.js';

/** Mail claimed per round; a full round is followed by another at once. */
const CLAIM_BATCH = 20;

export interface MailWorker {
  /** Looks for due mail now, instead of at the next poll: call it after a commit that queued mail. */
  wake(): void;
  /** Stops polling and waits for the round under way; claimed mail it did not finish is sent after its lease. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  config: MailConfig;
  log: FastifyBaseLogger;
  /** Extra work on each round, such as queuing reminders that came due. */
  onRound?: () => Promise<void>;
}

/**
 * Sends the outbox (decision 018): claims due rows with SKIP LOCKED, sends each through the
 * mailer outside any transaction, then marks it sent, waiting for a later try, or failed for good.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, config, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function sendOne(row: MailMessageRow, claim: string): Promise<void> {
    const maxTries = config.retryDelaysMs.length + 1;
    // A worker that died holding this row already used a try: count it, and stop at the last.
    if (row.tries > maxTries) {
      await markMailFailed(db, row.id, claim, row.last_error ?? 'the sender stopped while sending');
      return;
    }
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = config.retryDelaysMs[row.tries - 1];
      if (delay === undefined) {
        log.error({ err: error, mailId: row.id, tries: row.tries }, 'mail failed for good');
        await markMailFailed(db, row.id, claim, reason);
      } else {
        log.warn({ err: error, mailId: row.id, tries: row.tries, retryInMs: delay }, 'mail not sent, will retry');
        await markMailRetry(db, row.id, claim, reason, delay);
      }
      return;
    }
    await markMailSent(db, row.id, claim);
  }

  async function round(): Promise<void> {
    await options.onRound?.().catch((error: unknown) => log.error({ err: error }, 'mail reminders failed'));
    for (;;) {
      const { claim, rows } = await claimDueMail(db, CLAIM_BATCH, config.sendLeaseMs);
      for (const row of rows) {
        if (stopped) return;
        await sendOne(row, claim);
      }
      if (rows.length < CLAIM_BATCH || stopped) return;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        running = undefined;
        const now = again;
        again = false;
        schedule(now ? 0 : config.pollIntervalMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
