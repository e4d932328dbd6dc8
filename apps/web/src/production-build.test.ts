import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The web package's folder (jsdom gives import.meta.url an http: scheme, so not from it).
const webDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
let outDir = '';
afterAll(() => (outDir ? rm(outDir, { recursive: true, force: true }) : undefined));

// Texts only React's development build carries (its warnings), and one only the production build does.
const DEVELOPMENT_ONLY = ['Each child in a list should have a unique "key" prop', 'Invalid hook call'];
const PRODUCTION_ONLY = 'Minified React error';

describe('the build npm start runs', () => {
  it('ships React’s production build even from a shell with NODE_ENV=development', async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-web-build-'));
    // The web package's own build script, as `npm run build` calls it, into a folder of its own.
    await run('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false'], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const code = (await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')))).join('\n');
    // Booleans, so a failure names the text rather than printing the whole bundle.
    for (const text of DEVELOPMENT_ONLY) expect(code.includes(text), `development-only: ${text}`).toBe(false);
    expect(code.includes(PRODUCTION_ONLY), `production-only: ${PRODUCTION_ONLY}`).toBe(true);
  }, 180_000);
});
