import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase, spawnBuiltServer, startMailbox } from '@roadhire/testing';
import {
  ADMIN,
  BASE_URL,
  COMPANY,
  E2E_PORT,
  E2E_SMTP_PORT,
  HR_SITE_HEADING,
  HR_SITE_PORT,
  HR_SITE_URL,
  MAIL_DIR,
  RUN_DIR,
} from './support/environment.js';

const serverEntry = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

/**
 * Starts the SMTP listener and the built server (run `npm run build` first); returns the teardown,
 * which leaves the server's output in the run folder's server.log. The server runs on a fresh
 * database of the PostgreSQL that TEST_DATABASE_URL names (CI), else on a fresh PGlite, the database a
 * new install gets. The API's embedded-database suite walks the journey on PGlite in every run; here
 * PostgreSQL spares the busy machine the work of a database compiled to WebAssembly.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const mailbox = await startMailbox({ port: E2E_SMTP_PORT, dir: MAIL_DIR });
  const hrSite = await startHrSite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createPostgresDatabase(serverUrl, { prefix: 'roadhire_e2e' }) : undefined;
  const server = spawnBuiltServer({
    entry: serverEntry,
    port: E2E_PORT,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: path.join(RUN_DIR, 'data'),
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: `"${COMPANY.name}" <no-reply@e2e.example>`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      COMPANY_NAME: COMPANY.name,
      COMPANY_PHONE: COMPANY.phone,
      HR_EMAIL: COMPANY.hrEmail,
      HR_SITE_URL,
      AUTH_RATE_LIMIT: '1000',
    },
  });
  const saveLog = () => writeFileSync(path.join(RUN_DIR, 'server.log'), server.output());
  try {
    // The server runs every migration and the demo seed on a fresh database first; a busy machine takes its time.
    await server.healthy(300_000);
  } catch (error) {
    await server.stop('SIGKILL');
    saveLog();
    await database?.drop();
    throw error;
  }
  return async () => {
    await server.stop();
    saveLog();
    await database?.drop();
    await mailbox.close();
    hrSite.close();
  };
}

/** The external HR site: any path answers one page, so a test can see the candidate arrive. */
async function startHrSite(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>${HR_SITE_HEADING}</title><main><h1>${HR_SITE_HEADING}</h1></main></html>`,
    );
  });
  server.listen(HR_SITE_PORT, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
