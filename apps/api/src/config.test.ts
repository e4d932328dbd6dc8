import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'roadhire-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      authRateLimit: 20,
      timeZone: 'America/Toronto',
    });
    // The generated secret is kept, so sessions survive a restart.
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(config.jwtSecret);
  });

  it('treats empty variables as unset and turns demo data off in production', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(false);
  });

  it('fails listing every bad variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*JWT_SECRET/);
  });

  it('takes TIME_ZONE as an IANA zone name and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TIME_ZONE: 'America/Vancouver' }).timeZone).toBe('America/Vancouver');
    expect(loadConfig({ DATA_DIR: tempDir(), TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    for (const zone of ['Mars/Olympus', 'EST5EDT; rm', '+05:00', 'America/'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), TIME_ZONE: zone }), zone).toThrow(/TIME_ZONE: must be an IANA/);
  });

  it('takes the years of history, the commercial one never fewer than the general one', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).historyYears).toEqual({ all: 3, cmv: 10 });
    expect(loadConfig({ DATA_DIR: tempDir(), HISTORY_YEARS_ALL: '5', HISTORY_YEARS_CMV: '4' }).historyYears).toEqual({
      all: 5,
      cmv: 5,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), HISTORY_YEARS_ALL: '0' })).toThrow(/HISTORY_YEARS_ALL/);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.test' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });
});
