import { translatorFor } from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config.js';
import {
  claimDueMail,
  type KeptCopy,
  markMailFailed,
  markMailRetry,
  markMailSentAfterSending,
} from '../data/mail-repository.js';
import type { Database } from '../db/client.js';
import type { MailMessageRow } from '../db/schema.js';
import { hideSecretLinks } from '../lib/secret-links.js';
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

/** What a mail keeps once sent or failed for good: no link only its recipient may open (decision 018). */
async function keptCopy(row: MailMessageRow): Promise<KeptCopy> {
  const hidden = (await translatorFor(row.language)).t('adminApplications.driverMail.linkHidden');
  return { text: hideSecretLinks(row.text, hidden), html: hideSecretLinks(row.html, hidden) };
}

/**
 * Sends the outbox (decision 018): claims due rows with SKIP LOCKED, sends each through the
 * mailer outside any transaction, then marks it sent, waiting for a later try, or failed for good.
 * A "sent" the database did not take is written again before the next claim (decision 018).
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, config, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /**
   * Mail this process handed to SMTP whose "sent" the database did not take (it was away): kept
   * until it does, and written before anything is claimed again, so the row's lease running out
   * meanwhile does not send the message a second time.
   */
  const sentNotRecorded = new Map<number, KeptCopy>();

  async function recordSent(id: number, kept: KeptCopy): Promise<void> {
    sentNotRecorded.set(id, kept);
    await markMailSentAfterSending(db, id, kept);
    sentNotRecorded.delete(id);
  }

  async function recordEarlierSends(): Promise<void> {
    for (const [id, kept] of sentNotRecorded) await recordSent(id, kept);
  }

  async function sendOne(row: MailMessageRow, claim: string): Promise<void> {
    const maxTries = config.retryDelaysMs.length + 1;
    // A worker that died holding this row already used a try: count it, and stop at the last.
    if (row.tries > maxTries) {
      await markMailFailed(
        db,
        row.id,
        claim,
        row.last_error ?? 'the sender stopped while sending',
        await keptCopy(row),
      );
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
        await markMailFailed(db, row.id, claim, reason, await keptCopy(row));
      } else {
        log.warn({ err: error, mailId: row.id, tries: row.tries, retryInMs: delay }, 'mail not sent, will retry');
        await markMailRetry(db, row.id, claim, reason, delay);
      }
      return;
    }
    await recordSent(row.id, await keptCopy(row));
  }

  async function round(): Promise<void> {
    await recordEarlierSends();
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
      // A last chance for sends the database missed; if it is still away, they go again after their lease.
      await recordEarlierSends().catch((error: unknown) =>
        log.warn({ err: error, mailIds: [...sentNotRecorded] }, 'mail sent but not recorded as sent'),
      );
    },
  };
}
