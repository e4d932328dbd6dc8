import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, type ClientConfig } from '@roadhire/shared';
import { spawnBuiltServer } from '@roadhire/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// In production the built server refuses to start while a text drivers sign or previous employers
// receive is still a shipped placeholder, naming every one of them in one message; the carrier may
// start anyway, knowingly, with COMPLIANCE_ALLOW_PLACEHOLDERS=true, and the admin area then names
// them on every page (decision 016).

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const STARTUP_MS = 120_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The shipped texts in force by default, the Clearinghouse consent and the employer release. */
const PLACEHOLDERS = [
  ['previous_employers.md', 'Notice: previous employers will be contacted, and your rights'],
  ['background_check.md', 'Disclosure and authorisation: background and driving-record checks'],
  ['electronic_records.md', 'Consent to electronic records and signatures'],
  ['clearinghouse_consent.md', 'Consent to limited queries of the FMCSA Drug and Alcohol Clearinghouse'],
  ['previous_employer_release.md', 'Release of my safety performance history to this carrier'],
] as const;

async function spawnInProduction(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-placeholders-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createEmptyPostgresDatabase(adminUrl) : undefined;
  if (database) cleanups.push(database.drop);
  const server = spawnBuiltServer({
    entry: serverEntry,
    port: 0,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', ...env },
  });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

describe('the shipped placeholder texts in production', { timeout: STARTUP_MS + 30_000 }, () => {
  beforeAll(() => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
  });

  it('stop the start, every one named in one message', async () => {
    const server = await spawnInProduction({});
    // Whichever comes first: the exit, or a server that answers (the defect).
    const outcome = await Promise.race([
      once(server.child, 'exit').then(([code]) => code as number),
      server.healthy(STARTUP_MS).then(
        () => 'listening',
        () => 'exited',
      ),
    ]);
    expect(outcome).toBe(1);
    const output = server.output();
    expect(output).toMatch(/^Invalid configuration:\n/m);
    for (const [file, title] of PLACEHOLDERS)
      expect(output).toContain(`COMPLIANCE_TEXTS_DIR: ${file} is the shipped placeholder "${title}"`);
    expect(output).toContain('set COMPLIANCE_ALLOW_PLACEHOLDERS=true to start with them');
    // The regulation's own certification is not a placeholder, nor is PSP, off by default.
    expect(output).not.toMatch(/certification\.md|psp\.md/);
  });

  it('start with COMPLIANCE_ALLOW_PLACEHOLDERS=true, warn, and name them on the admin pages', async () => {
    const server = await spawnInProduction({ COMPLIANCE_ALLOW_PLACEHOLDERS: 'true' });
    await server.healthy(STARTUP_MS);
    expect(server.output()).toMatch(/COMPLIANCE_ALLOW_PLACEHOLDERS: drivers sign and employers receive texts/);
    const config = (await (await fetch(`${server.url}${apiPaths.clientConfig}`)).json()) as ClientConfig;
    expect(config.shippedLegalTexts).toEqual(PLACEHOLDERS.map(([, title]) => title));
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
