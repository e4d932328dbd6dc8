/**
 * `npm run bench:mail`: the mail outbox on the built server (defaults of MAIL_POLL_INTERVAL and
 * MAIL_RETRY_DELAYS) and a fresh PostgreSQL database, with a real SMTP listener on loopback.
 * 1. Time from a final submit to its HR mail arriving, 20 submits one after another: the median.
 * 2. 200 final submits at a steady pace, the SMTP listener stopped for 30 s in the middle: every one
 *    of the 200 HR mails must still arrive (none lost), each once.
 * Drivers are registered and filled in first, so the outage meets only the submits' mail.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPostgresDatabase,
  type Driver,
  fetchReferenceIds,
  finalSubmitSteps,
  journey,
  type Mailbox,
  type ReceivedMail,
  startBuiltServer,
  startMailbox,
} from '@roadhire/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3434);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2734);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HR = 'hr@bench.test';
const LATENCY_SUBMITS = 20;
const OUTAGE_SUBMITS = 200;
const OUTAGE_MS = 30_000;
/** The 200 submits are spread over about a minute, so the outage sits in the middle of them. */
const SUBMIT_EVERY_MS = 300;
/** How long the lost-mail count waits for retries after the listener is back. */
const DELIVERY_DEADLINE_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isNewApplication = (mail: ReceivedMail) => mail.to.includes(HR) && mail.subject.startsWith('New application:');

async function main() {
  const database = await createPostgresDatabase(ADMIN_URL, { prefix: 'roadhire_mail' });
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-mail-'));
  // Every mailbox the listener has been, so the count survives its stop and restart.
  const mailboxes: Mailbox[] = [await startMailbox({ port: SMTP_PORT })];
  const hrMails = () => mailboxes.flatMap((box) => box.messages).filter(isNewApplication);
  const server = await startBuiltServer({
    entry: path.join(root, 'apps/api/dist/server.js'),
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: mailboxes[0]?.smtpUrl ?? '',
      HR_EMAIL: HR,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: String((LATENCY_SUBMITS + OUTAGE_SUBMITS) * 10),
    },
  });
  try {
    const baseUrl = server.url;
    const client = journey({ baseUrl });
    const refs = await fetchReferenceIds(baseUrl);
    const positions = (await (await fetch(`${baseUrl}/api/open-positions`)).json()) as Array<{ p_id: number }>;
    const jobId = positions[0]?.p_id;
    if (!jobId) throw new Error('no open position');

    // Each driver filled in up to the final submit, which is kept for later.
    const mailbox = mailboxes[0] as Mailbox;
    const prepare = async (i: number) => {
      const driver: Driver = await client.signUp(mailbox, `mail-${i}-${randomBytes(3).toString('hex')}@example.test`);
      const applicationId = await client.applyWithResume(driver, jobId);
      const documents = await client.uploadDocuments(driver);
      const steps = finalSubmitSteps(driver.id, applicationId, refs, documents);
      const submit = steps.pop();
      if (!submit) throw new Error('no final submit');
      for (const step of steps) await client.expectOk(step, driver.token);
      return () => client.expectOk(submit, driver.token);
    };
    const total = LATENCY_SUBMITS + OUTAGE_SUBMITS;
    console.log(`Preparing ${total} drivers up to their final submit…`);
    const submits: Array<() => Promise<unknown>> = [];
    for (let start = 0; start < total; start += 50) {
      const batch = Array.from({ length: Math.min(50, total - start) }, (_, i) => prepare(start + i));
      submits.push(...(await Promise.all(batch)));
    }

    // 1. Latency: one submit at a time, from the call to its HR mail on the listener.
    const latencies: number[] = [];
    for (const submit of submits.slice(0, LATENCY_SUBMITS)) {
      const since = mailbox.messages.length;
      const started = performance.now();
      await submit();
      await mailbox.waitFor(HR, /^New application:/, { since, timeoutMs: 120_000 });
      latencies.push(performance.now() - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = ((sorted[9] ?? 0) + (sorted[10] ?? 0)) / 2;
    console.log(
      `Final submit → HR mail, ${LATENCY_SUBMITS} submits: median ${(median / 1000).toFixed(2)} s, min ${((sorted[0] ?? 0) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s`,
    );

    // 2. Loss: 200 submits while the listener goes away for 30 s in the middle.
    const before = hrMails().length;
    const stopAfter = Math.floor(OUTAGE_SUBMITS / 3);
    let outage: Promise<void> = Promise.resolve();
    const results: Array<Promise<unknown>> = [];
    for (const [i, submit] of submits.slice(LATENCY_SUBMITS).entries()) {
      if (i === stopAfter) {
        outage = (async () => {
          await mailbox.close();
          console.log(`SMTP stopped after ${i} submits; back in ${OUTAGE_MS / 1000} s.`);
          await sleep(OUTAGE_MS);
          mailboxes.push(await startMailbox({ port: SMTP_PORT }));
          console.log('SMTP back.');
        })();
      }
      results.push(submit());
      await sleep(SUBMIT_EVERY_MS);
    }
    const settled = await Promise.allSettled(results);
    await outage;
    const refused = settled.filter((result) => result.status === 'rejected').length;
    const started = performance.now();
    while (hrMails().length - before < OUTAGE_SUBMITS && performance.now() - started < DELIVERY_DEADLINE_MS) {
      await sleep(1000);
    }
    const waited = (performance.now() - started) / 1000;
    // Once more after a pause, so a mail sent twice is counted too.
    await sleep(5000);
    const received = hrMails().length - before;
    const distinct = new Set(
      hrMails()
        .slice(before)
        .map((mail) => mail.headers['message-id'] ?? mail.subject + mail.text),
    ).size;
    console.log(
      `${OUTAGE_SUBMITS} final submits (${refused} refused), SMTP down ${OUTAGE_MS / 1000} s: ${received} HR mails received (${distinct} distinct), ${OUTAGE_SUBMITS - distinct} lost; the last arrived ${waited.toFixed(0)} s after the submits ended.`,
    );
    const passed = refused === 0 && received === OUTAGE_SUBMITS && distinct === OUTAGE_SUBMITS;
    console.log(passed ? 'PASS' : 'FAIL');
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server.stop();
    for (const box of mailboxes) await box.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
