import os from 'node:os';
import path from 'node:path';

/** Fixed for the run, so both the config and the workers know them before global setup starts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2527);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A stand-in for the carrier's HR site, where a candidate lands after the final submit (SPEC §7). */
export const HR_SITE_PORT = Number(process.env.E2E_HR_SITE_PORT ?? E2E_PORT + 2);
export const HR_SITE_URL = `http://127.0.0.1:${HR_SITE_PORT}/welcome`;
export const HR_SITE_HEADING = 'E2E Transport HR';
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), `roadhire-e2e-${E2E_PORT}`);
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
export const ADMIN = { email: 'admin@e2e.example', password: 'Admin-pass-2026' };
export const COMPANY = { name: 'E2E Transport', phone: '1-800-555-0199', hrEmail: 'hr@e2e.example' };
