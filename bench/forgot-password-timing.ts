/**
 * `npm run bench:forgot`: does the forgot-password route tell whether an address has an account?
 * Its own answer is sent before the address is looked up, but the work that follows (a token, a
 * mail) holds the server, so the request sent *after* it may be slower after a known address. On
 * the built server, on PGlite and then on PostgreSQL, each trial asks for a reset of either the
 * known address or a new unknown one (a coin toss), then times a health check sent at once. A
 * threshold on that time, chosen on half the trials, guesses the other half: 50% is no better than
 * the coin; the figure is the guess rate on held-out trials, both ways round, averaged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase, journey, type Mailbox, startBuiltServer, startMailbox } from '@roadhire/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3438);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2738);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRIALS = Number(process.env.BENCH_TRIALS ?? 400);
/** A pause between trials, so each starts on a quiet server (the mail of the last one sent). */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 150);
const ONLY = process.env.BENCH_ONLY; // 'pglite' or 'postgres'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Trial {
  known: boolean;
  ms: number;
}

/** The best single threshold on `train` ("slower means known", or the other way), scored on `test`. */
function heldOutGuessRate(train: Trial[], test: Trial[]): number {
  const cuts = [...new Set(train.map((trial) => trial.ms))].sort((a, b) => a - b);
  let best = { cut: 0, slowerIsKnown: true, right: -1 };
  for (const cut of cuts) {
    for (const slowerIsKnown of [true, false]) {
      const right = train.filter((trial) => (trial.ms > cut === slowerIsKnown) === trial.known).length;
      if (right > best.right) best = { cut, slowerIsKnown, right };
    }
  }
  const right = test.filter((trial) => (trial.ms > best.cut === best.slowerIsKnown) === trial.known).length;
  return right / test.length;
}

async function measure(label: string, databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-forgot-'));
  const mailbox: Mailbox = await startMailbox({ port: SMTP_PORT });
  const server = await startBuiltServer({
    entry: path.join(root, 'apps/api/dist/server.js'),
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: mailbox.smtpUrl,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: String(TRIALS * 10),
      AUTH_ADDRESS_RATE_LIMIT: String(TRIALS * 10),
    },
    timeoutMs: 180_000,
  });
  try {
    const base = server.url;
    const driver = await journey({ baseUrl: base }).signUp(mailbox, `known-${Date.now()}@example.test`);
    const forgot = (email: string) =>
      fetch(`${base}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then((response) => response.arrayBuffer());
    const next = async () => {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      return performance.now() - started;
    };
    // A few rounds first, so the first trials do not pay for cold code paths.
    for (let i = 0; i < 10; i += 1) {
      await forgot(i % 2 ? driver.email : `warm-${i}@example.test`);
      await next();
      await sleep(PAUSE_MS);
    }
    const trials: Trial[] = [];
    for (let i = 0; i < TRIALS; i += 1) {
      const known = Math.random() < 0.5;
      await forgot(known ? driver.email : `nobody-${i}-${Date.now()}@example.test`);
      trials.push({ known, ms: await next() });
      await sleep(PAUSE_MS);
    }
    const even = trials.filter((_, i) => i % 2 === 0);
    const odd = trials.filter((_, i) => i % 2 === 1);
    const rate = (heldOutGuessRate(even, odd) + heldOutGuessRate(odd, even)) / 2;
    const ms = (known: boolean) => median(trials.filter((trial) => trial.known === known).map((trial) => trial.ms));
    console.log(
      `${label}: ${TRIALS} trials; the request after a reset for a known address ${ms(true).toFixed(2)} ms (median), ` +
        `for an unknown one ${ms(false).toFixed(2)} ms; one request guesses right ${(rate * 100).toFixed(1)}% of the time`,
    );
  } finally {
    await server.stop();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (ONLY !== 'postgres') await measure('PGlite', '');
  if (ONLY !== 'pglite') {
    const database = await createPostgresDatabase(ADMIN_URL, { prefix: 'roadhire_forgot' });
    try {
      await measure('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
}

await main();
