/**
 * `npm run bench`: throughput of the careers list against the health route, on the built server
 * with a fresh PGlite holding 500 positions, the gzipped weight of the JS and CSS index.html names,
 * and what opening the driver application adds; then the careers pages in Chromium and Lighthouse
 * on the demo positions (careers-pages.ts). `--pages` (or BENCH_ONLY=pages) runs only the latter.
 * Targets: the list serves at least half the health route's rate; index.html names at most
 * 150 KB of gzipped JavaScript and 30 KB of gzipped CSS.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { insertPositions } from '../apps/api/dist/data/positions-repository.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { demoPositions } from '../apps/api/dist/db/seed/demo-positions.js';
import { startBuiltServer } from './built-server.js';
import { benchCareersPages } from './careers-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const POSITIONS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3291);

// Real descriptions differ from one position to the next; without this, 500 copies of 13
// templates would compress far better than a carrier's real list.
const WORDS = (
  'lane freight terminal dispatcher customer pickup delivery border reefer flatbed dry van tanker ' +
  'mileage hourly weekly bonus safety inspection logbook electronic trailer tractor automatic manual ' +
  'route regional highway local team solo dedicated overnight weekend holiday benefits dental vision ' +
  'pension matching orientation training mentor shift start early late home daily nights rotation ' +
  'Ontario Quebec Manitoba Alberta Saskatchewan Columbia Brunswick Scotia Michigan Ohio Texas Illinois ' +
  'drop hook live unload tarp chains straps securement permit oversize pilot escort fuel card parking ' +
  'accident free record clean abstract references experience years minimum required preferred asset'
).split(' ');

function uniqueParagraph(seed: number): string {
  let state = seed * 2_654_435_761;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  const words = Array.from({ length: 90 }, () => WORDS[next() % WORDS.length]);
  return `${words.join(' ')} — ${(next() % 40) + 20} ${next() % 1000} ${seed}.`;
}

async function seed(dataDir: string): Promise<void> {
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await database.migrate();
  const templates = demoPositions();
  const rows = Array.from({ length: POSITIONS }, (_, i) => {
    const template = templates[i % templates.length];
    if (!template) throw new Error('no demo positions');
    return {
      ...template,
      p_position_number: `${template.p_position_number}-${i}`,
      p_landing_page_desc: `${template.p_landing_page_desc}<p>${uniqueParagraph(i)}</p>`,
    };
  });
  await insertPositions(database.db, rows);
  await database.close();
}

// What a phone's browser sends; every browser asks for compressed answers.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

async function load(urlPath: string, headers: Record<string, string> = BROWSER_HEADERS) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${urlPath}`,
    connections: 10,
    duration: SECONDS,
    headers,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average,
  };
}

/** The JS and CSS that index.html makes the browser load before the first paint. */
function pageWeight() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const gz = (ext: string) =>
    refs
      .filter((ref) => ref.endsWith(ext))
      .reduce((sum, ref) => sum + gzipSync(readFileSync(path.join(dist, ref))).length, 0);
  return { js: gz('.js') / 1024, css: gz('.css') / 1024, files: refs.length };
}

/**
 * What opening a page adds once the app is loaded: the page's chunk (the first whose name starts
 * with `chunk`) and the chunks it imports that the first paint did not bring (gzipped KB).
 */
function pageChunkWeight(chunk: string) {
  const assets = path.join(root, 'apps/web/dist/assets');
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
  const entry = readdirSync(assets).find((name) => name.startsWith(`${chunk}-`) && name.endsWith('.js'));
  if (!entry) throw new Error(`the ${chunk} chunk is missing; run the build first`);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || loaded.has(name)) return;
    seen.add(name);
    const code = readFileSync(path.join(assets, name), 'utf8');
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(m[1] ?? '');
  };
  visit(entry);
  const bytes = [...seen].reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name))).length, 0);
  return { kb: bytes / 1024, files: seen.size };
}

/** The pages measured after the home page, by the name of their chunk. */
const LATER_PAGES = [
  ['driver application', 'onboarding-page'],
  ['admin dashboard (without its chart)', 'dashboard-page'],
  ['admin weekly chart', 'weekly-bars'],
  ['admin applicants', 'applicants-page'],
  ['admin applicant file', 'applicant-file-page'],
  ['admin position editor', 'position-editor-page'],
] as const;

const PAGES_ONLY = process.argv.includes('--pages') || process.env.BENCH_ONLY === 'pages';

async function main(): Promise<void> {
  if (!PAGES_ONLY) await benchThroughputAndBundle();
  await benchCareersPages(PORT);
}

async function benchThroughputAndBundle(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-'));
  try {
    await seed(dataDir);
    const server = await startBuiltServer(dataDir, PORT, { SEED_DEMO: 'false' });
    try {
      const body = await (await fetch(`http://127.0.0.1:${PORT}/api/open-positions`)).text();
      const compressed = await fetch(`http://127.0.0.1:${PORT}/api/open-positions`, { headers: BROWSER_HEADERS });
      const sent = Number(compressed.headers.get('content-length') ?? 0);
      console.log(
        `careers list: ${JSON.parse(body).length} positions, ${(body.length / 1024).toFixed(0)} KB of JSON, ` +
          `${(sent / 1024).toFixed(0)} KB sent as ${compressed.headers.get('content-encoding')}`,
      );
      await load('/api/open-positions'); // warm-up pass, not reported
      const list = await load('/api/open-positions');
      const health = await load('/api/health');
      const uncompressed = await load('/api/open-positions', { accept: 'application/json' });
      const row = (name: string, r: typeof list) =>
        `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
      console.log(`\n${SECONDS} s each, 10 connections, browser headers (Accept-Encoding: gzip, deflate, br)`);
      console.log(row('GET /api/open-positions', list));
      console.log(row('GET /api/health', health));
      console.log(row('  list, uncompressed', uncompressed));
      const ratio = list.rps / health.rps;
      console.log(`ratio list/health: ${ratio.toFixed(2)} (target at least 0.50) ${ratio >= 0.5 ? 'OK' : 'MISSED'}`);
    } finally {
      await server.stop();
    }
    const weight = pageWeight();
    console.log(`\nhome page as index.html names it: ${weight.files} files before first paint`);
    console.log(
      `  JavaScript ${weight.js.toFixed(1)} KB gzipped (target at most 150) ${weight.js <= 150 ? 'OK' : 'MISSED'}`,
    );
    console.log(
      `  CSS        ${weight.css.toFixed(1)} KB gzipped (target at most 30) ${weight.css <= 30 ? 'OK' : 'MISSED'}`,
    );
    for (const [label, chunk] of LATER_PAGES) {
      const page = pageChunkWeight(chunk);
      console.log(`${label}: ${page.kb.toFixed(1)} KB gzipped JavaScript more, in ${page.files} files`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
