import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@roadhire/shared';
import { startObjectStore } from '@roadhire/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('GET /api/health', () => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const t = await createTestApp();
    try {
      const ok = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', storage: 'ok' });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', storage: 'ok' });
    } finally {
      await t.app.close();
      await t.mailbox.close();
    }
  });

  it('reports a file storage it cannot write to, and stays in service for everything else', async () => {
    const t = await createTestApp();
    try {
      // The uploads folder cannot be made where a file stands in its way.
      await writeFile(path.join(t.dataDir, 'uploads'), 'not a folder');
      const response = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', storage: 'unavailable' });
    } finally {
      await t.close();
    }
  });

  it('reports the bucket while it answers and once it does not', { timeout: 60_000 }, async () => {
    const store = await startObjectStore();
    const t = await createTestApp({ STORAGE_URL: store.storageUrl });
    try {
      const up = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(up.json()).toEqual({ status: 'ok', storage: 'ok' });
      await store.close();
      const away = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(away.statusCode).toBe(200);
      expect(away.json()).toEqual({ status: 'ok', storage: 'unavailable' });
    } finally {
      await t.close();
    }
  });

  it('reports Redis when REDIS_URL names one: answering, or not', { timeout: 60_000 }, async () => {
    const shared = await createTestApp({ REDIS_URL });
    // Nothing listens on port 1: the process counts its limits alone, and says so.
    const alone = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const up = await shared.app.inject({ method: 'GET', url: apiPaths.health });
      expect(up.json()).toEqual({ status: 'ok', storage: 'ok', redis: 'ok' });
      const away = await alone.app.inject({ method: 'GET', url: apiPaths.health });
      expect(away.statusCode).toBe(200);
      expect(away.json()).toEqual({ status: 'ok', storage: 'ok', redis: 'unavailable' });
    } finally {
      await Promise.all([shared.close(), alone.close()]);
    }
  });

  it('serves the brand texts the web app shows', async () => {
    const t = await createTestApp({
      COMPANY_NAME: 'Prairie Freight',
      COMPANY_PHONE: '1-306-555-0101',
      HR_EMAIL: 'jobs@prairie.test',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: apiPaths.clientConfig });
      expect(response.json()).toEqual({
        companyName: 'Prairie Freight',
        companyPhone: '1-306-555-0101',
        hrEmail: 'jobs@prairie.test',
        hrSiteUrl: null,
        historyYears: { all: 3, cmv: 10 },
        // The shipped texts this test runs on: the next test names them.
        shippedLegalTexts: expect.any(Array),
      });
    } finally {
      await t.close();
    }
  });

  it('names the legal texts still shipped, on which demo mode runs (decision 016)', async () => {
    const t = await createTestApp({ PSP_ENABLED: 'true' });
    try {
      const response = await t.app.inject({ method: 'GET', url: apiPaths.clientConfig });
      expect(response.json().shippedLegalTexts).toEqual([
        'Notice: previous employers will be contacted, and your rights',
        'Disclosure and authorisation: background and driving-record checks',
        'FMCSA Pre-Employment Screening Program (PSP) disclosure and authorisation',
        'Consent to electronic records and signatures',
        'Consent to limited queries of the FMCSA Drug and Alcohol Clearinghouse',
        'Release of my safety performance history to this carrier',
      ]);
    } finally {
      await t.close();
    }
  });

  it('names the HR site the final submit leads to when HR_SITE_URL is set', async () => {
    const t = await createTestApp({ HR_SITE_URL: 'https://careers.prairie.test/welcome' });
    try {
      const response = await t.app.inject({ method: 'GET', url: apiPaths.clientConfig });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ hrSiteUrl: 'https://careers.prairie.test/welcome' });
    } finally {
      await t.close();
    }
  });
});
