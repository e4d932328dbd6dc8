/**
 * The careers pages as a phone meets them, on the built server with a fresh PGlite holding the
 * demo positions `npm start` seeds: Lighthouse's mobile scores and lab metrics for the home page and
 * a job page, judged by what the driver sees (decision 021), and the JS and CSS they download
 * before the first interaction, reported, not judged.
 * Targets, on both pages (medians of 5 runs): performance ≥ 0.97, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS 0;
 * accessibility, SEO and best practices 1.0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, OpenPositionListSchema } from '@roadhire/shared';
import { startBuiltServer } from './built-server.js';
import { findJobPage, type JobPage } from './job-page.js';
import { auditPage, CATEGORIES, type Category, METRICS, type Metric, type PageAudit } from './lighthouse-audit.js';
import { type KindWeight, measureTransferWeight, type TransferWeight } from './transfer-weight.js';

const KB = 1024;
const SCORE_TARGETS: Record<Category, number> = {
  performance: 0.97,
  accessibility: 1,
  seo: 1,
  'best-practices': 1,
};
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The lab metrics judged, with their upper bounds (ms for times, a score for CLS). */
const METRIC_TARGETS: Partial<Record<Metric, number>> = { LCP: 1500, TBT: 150, CLS: 0 };
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

interface MeasuredPage {
  label: string;
  path: string;
  weight: TransferWeight;
  audit: PageAudit;
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

export async function benchCareersPages(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-pages-'));
  try {
    // SEED_DEMO as `npm start` does on a fresh data directory (it seeds only an empty database).
    const server = await startBuiltServer(dataDir, port, { SEED_DEMO: 'true' });
    try {
      const open = OpenPositionListSchema.parse(await (await fetch(`${server.base}${apiPaths.openPositions}`)).json());
      const job = await findJobPage(server.base);
      console.log(
        `\ncareers pages: built server, fresh PGlite with the ${open.length} demo positions \`npm start\` seeds`,
      );
      console.log(describeJobPage(job));
      const pages: MeasuredPage[] = [];
      for (const [label, pagePath] of [
        ['home', '/'],
        ['job', job.path],
      ] as const) {
        const url = `${server.base}${pagePath}`;
        const weight = await measureTransferWeight(url);
        const audit = await auditPage(url, LIGHTHOUSE_RUNS, REPORT_DIR, label);
        pages.push({ label, path: pagePath, weight, audit });
      }
      printWeights(pages);
      printLighthouse(pages);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describeJobPage(job: JobPage): string {
  if (job.source === 'sitemap') return `job page: ${job.path} (the first /jobs/ address in /sitemap.xml)`;
  return (
    `job page: ${job.path} — /sitemap.xml lists no /jobs/ page yet, so this is the shared link of the ` +
    `first open position (${apiPaths.openPositions}): the careers list with its details panel open`
  );
}

function printWeights(pages: MeasuredPage[]): void {
  console.log('\nJS and CSS before the first interaction (Chromium 412×823 mobile, empty cache, load + network idle)');
  console.log(`${''.padEnd(22)}files   gzip (target)              as Chromium fetched it (br)`);
  for (const page of pages) {
    const row = (kind: string, w: KindWeight) => {
      console.log(
        `${`${page.label} ${kind}`.padEnd(22)}${String(w.files).padStart(5)}   ` +
          `${(w.gzip / KB).toFixed(1).padStart(6)} KB ${''.padEnd(17)}` +
          `${(w.transferred / KB).toFixed(1).padStart(6)} KB   (${w.gzip} bytes gzip)`,
      );
    };
    row('JavaScript', page.weight.js);
    row('CSS', page.weight.css);
  }
  console.log('  (1 KB = 1024 bytes; reported, not judged: what the driver sees is, below)');
}

const METRIC_UNITS: Record<Metric, (value: number) => string> = {
  FCP: (v) => `${(v / 1000).toFixed(2)} s`,
  LCP: (v) => `${(v / 1000).toFixed(2)} s`,
  TBT: (v) => `${Math.round(v)} ms`,
  CLS: (v) => v.toFixed(3),
  SI: (v) => `${(v / 1000).toFixed(2)} s`,
};

function printLighthouse(pages: MeasuredPage[]): void {
  const first = pages[0]?.audit;
  if (!first) return;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, mobile profile (simulated slow 4G, 4× CPU), ` +
      `median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'}`,
  );
  // Lighthouse slows the CPU by a fixed factor of this machine's own speed: when other work shares
  // the machine, the blocking time and the performance score say as much about it as about the page.
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${load.join(' ')} (1, 5, 15 min) when done; Lighthouse benchmark ` +
      `index ${pages.map((p) => `${p.label} ${Math.round(p.audit.benchmarkIndex)}`).join(', ')}`,
  );
  const column = 26;
  console.log(`${''.padEnd(16)}${pages.map((p) => p.label.padEnd(column)).join('')}target`);
  for (const category of CATEGORIES) {
    const target = SCORE_TARGETS[category];
    const cells = pages.map((p) => {
      const score = p.audit.scores[category];
      return `${score.toFixed(2)} ${verdict(score >= target)}`.padEnd(column);
    });
    console.log(`${category.padEnd(16)}${cells.join('')}≥ ${target.toFixed(2)}`);
  }
  for (const metric of Object.keys(METRICS) as Metric[]) {
    const target = METRIC_TARGETS[metric];
    const cells = pages.map((p) => {
      const value = p.audit.metrics[metric];
      const judged =
        target === undefined
          ? ''
          : ` ${verdict(metric === 'CLS' ? value.toFixed(3) === target.toFixed(3) : value <= target)}`;
      return `${METRIC_UNITS[metric](value)}${judged}`.padEnd(column);
    });
    console.log(
      `${metric.padEnd(16)}${cells.join('')}${target === undefined ? '' : `≤ ${METRIC_UNITS[metric](target)}`}`,
    );
  }
  const runs = pages.map((p) =>
    p.audit.performanceRuns
      .map((s) => s.toFixed(2))
      .join(' ')
      .padEnd(column),
  );
  console.log(`${'perf. per run'.padEnd(16)}${runs.join('')}`);
  for (const page of pages) {
    console.log(`\nfailing audits, ${page.label} (${page.path})`);
    for (const warning of page.audit.warnings) console.log(`  warning: ${warning}`);
    for (const category of CATEGORIES) {
      const failing = page.audit.failing[category];
      if (failing.length === 0) continue;
      console.log(`  ${category} ${page.audit.scores[category].toFixed(2)}:`);
      for (const audit of failing) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        const weight = audit.weighted ? '' : ' (not weighed)';
        console.log(`    ${audit.id}: ${audit.title} [${audit.score.toFixed(2)}${weight}]${value}`);
      }
    }
  }
  if (REPORT_DIR) console.log(`\nLighthouse reports of the median runs: ${REPORT_DIR}/{home,job}.{html,json}`);
}
