import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web package's folder (jsdom gives import.meta.url an http: scheme, so not from it).
const webDir = path.resolve(import.meta.dirname, '..');
const page = (name: string) => readFile(path.join(webDir, name), 'utf8');

describe("the careers pages' own page (decision 025)", () => {
  it('is the app’s index.html with the careers entry, so the two heads never drift apart', async () => {
    const careers = await page('careers.html');
    expect(careers).toContain('src="/src/careers-main.tsx"');
    expect(careers.replace('/src/careers-main.tsx', '/src/main.tsx')).toBe(await page('index.html'));
  });
});
