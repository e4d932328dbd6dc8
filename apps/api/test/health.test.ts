import { apiPaths } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

describe('GET /api/health', () => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const t = await createTestApp();
    try {
      const ok = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok' });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: apiPaths.health });
      expect(down.statusCode).toBe(503);
    } finally {
      await t.app.close();
      await t.mailbox.close();
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
      });
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
