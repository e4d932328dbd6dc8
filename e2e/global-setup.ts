import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from '@roadhire/testing';
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

/** Starts the SMTP listener and the built server (run `npm run build` first); returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const mailbox = await startMailbox({ port: E2E_SMTP_PORT, dir: MAIL_DIR });
  const hrSite = await startHrSite();
  const log = openSync(path.join(RUN_DIR, 'server.log'), 'w');
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: path.join(RUN_DIR, 'data'),
      DATABASE_URL: '',
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
    stdio: ['ignore', log, log],
  });
  await waitForHealth(server);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
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

async function waitForHealth(server: ChildProcess): Promise<void> {
  // PGlite runs every migration and the demo seed on a fresh directory first; a busy machine takes its time.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}; see ${RUN_DIR}/server.log`);
    const ok = await fetch(`${BASE_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`server did not answer /api/health; see ${RUN_DIR}/server.log`);
}
