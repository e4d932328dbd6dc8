import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';

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
      clearinghouse: { reminderDays: 30 },
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
      COMPLIANCE_ALLOW_PLACEHOLDERS: 'true',
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

  it('names the employer by PUBLIC_URL and the site icon unless COMPANY_URL and COMPANY_LOGO_URL say otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://careers.example.test/' }).company).toEqual({
      url: 'https://careers.example.test',
      logoUrl: 'https://careers.example.test/favicon.svg',
    });
    const set = { COMPANY_URL: 'https://carrier.example.test/', COMPANY_LOGO_URL: 'https://cdn.example.test/logo.png' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...set }).company).toEqual({
      url: 'https://carrier.example.test/',
      logoUrl: 'https://cdn.example.test/logo.png',
    });
    for (const name of ['COMPANY_URL', 'COMPANY_LOGO_URL'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: 'javascript:alert(1)' }), name).toThrow(
        new RegExp(`${name}: must be an http\\(s\\) address`),
      );
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.test' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  it('keeps files on disk under DATA_DIR unless a bucket is named', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'disk', dir: path.join(dataDir, 'uploads') });
  });

  it('reads a bucket from STORAGE_URL: s3:// over HTTPS, s3+http:// without TLS, key and secret percent-encoded', () => {
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        STORAGE_URL: 's3://AKIA1:se%2Fcr%2Bet@files.example.test/resumes?region=ca-central-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://files.example.test',
      bucket: 'resumes',
      region: 'ca-central-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
    });
    expect(loadConfig({ DATA_DIR: tempDir(), STORAGE_URL: 's3+http://10.0.0.5:9000/uploads' }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://10.0.0.5:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      credentials: undefined,
    });
    for (const url of ['https://h/b', 's3://h', 's3://h/b/c', 's3://h/b?prefix=x', 's3://key@h/b', 'not a url'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), STORAGE_URL: url }), url).toThrow(/STORAGE_URL: /);
  });

  it('reads a bucket from the S3_* variables, the key and its secret together', () => {
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // Amazon S3 itself: no endpoint, the instance's own credentials.
    expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).storage).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://h:9000' })).toThrow(/S3_BUCKET: needed/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b', STORAGE_URL: 's3://h/b' })).toThrow(
      /STORAGE_URL and the S3_\* variables/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
  });

  it('takes REDIS_URL and the days an unused resume is kept', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://127.0.0.1:6379/2', ORPHAN_UPLOAD_DAYS: '30' });
    expect(config).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/2', orphanUploadDays: 30 });
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({ redisUrl: undefined, orphanUploadDays: 7 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ORPHAN_UPLOAD_DAYS: '0' })).toThrow(/ORPHAN_UPLOAD_DAYS/);
  });

  it('starts in production on the carrier’s own texts, and on shipped ones only when allowed', () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/background_check\.md is the shipped placeholder/);
    expect(loadConfig({ ...production, COMPLIANCE_ALLOW_PLACEHOLDERS: 'true' }).compliance.placeholders).toHaveLength(
      5,
    );
    const own = tempDir();
    const keys = ['certification', 'previous_employers', 'background_check', 'electronic_records'];
    for (const key of [...keys, 'clearinghouse_consent', 'previous_employer_release'])
      writeFileSync(
        path.join(own, `${key}.md`),
        `---\ntitle: ${key}\nversion: 2027-01-04\n---\nThe carrier's ${key}.\n`,
      );
    const config = loadConfig({ ...production, COMPLIANCE_TEXTS_DIR: own });
    expect(config.compliance.placeholders).toEqual([]);
  });

  it('takes the days ahead a Clearinghouse query is reminded of, from 0 to 365', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), CLEARINGHOUSE_REMINDER_DAYS: '0' }).clearinghouse.reminderDays).toBe(0);
    for (const days of ['-1', '366', 'a month'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), CLEARINGHOUSE_REMINDER_DAYS: days }), days).toThrow(
        /CLEARINGHOUSE_REMINDER_DAYS/,
      );
  });

  it('is described in the README: its configuration table names every variable read here, and no other', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const firstCells = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1] ?? '');
    const named = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
