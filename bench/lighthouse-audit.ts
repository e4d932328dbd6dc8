import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_CHROMIUM_PATH, CHROMIUM_FLAGS } from '@roadhire/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lab metrics reported beside the scores (Lighthouse audit ids). */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue: string | undefined;
  /** Counts in the category's score; the others are diagnostics Lighthouse flags without weighing. */
  weighted: boolean;
}

export interface PageAudit {
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU (the median run's); its mobile profile assumes about 1000 or more. */
  benchmarkIndex: number;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** The performance score of every run, in order; the figures above are the median run's. */
  performanceRuns: number[];
  failing: Record<Category, FailingAudit[]>;
  warnings: string[];
}

// Lighthouse's own threshold for a passing audit (its report shows green from 0.9).
const DIAGNOSTIC_PASS = 0.9;

/**
 * Lighthouse's default configuration (the mobile profile: a Moto G Power screen, simulated slow 4G
 * and a 4× slower CPU) on the Debian Chromium, `runs` times, each in a fresh headless browser; the
 * figures are those of Lighthouse's median run (closest to the median first paint and time to
 * interactive). With `reportDir`, the median run's report is written there as `name`.html and .json.
 */
export async function auditPage(url: string, runs: number, reportDir?: string, name = 'page'): Promise<PageAudit> {
  const results: Result[] = [];
  const failures: string[] = [];
  while (results.length < runs) {
    const result = await auditOnce(url);
    if (typeof result !== 'string') results.push(result);
    else if (failures.push(result) > MAX_FAILED_RUNS)
      throw new Error(`Lighthouse failed on ${url}: ${failures.join('; ')}`);
  }
  const median = computeMedianRun(results);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${name}.html`), generateReport(median, 'html'));
    writeFileSync(path.join(reportDir, `${name}.json`), generateReport(median, 'json'));
  }
  return {
    lighthouseVersion: median.lighthouseVersion,
    benchmarkIndex: median.environment.benchmarkIndex,
    scores: mapCategories((category) => median.categories[category]?.score ?? 0),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([metric, id]) => [metric, median.audits[id]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>,
    performanceRuns: results.map((result) => result.categories.performance?.score ?? 0),
    failing: mapCategories((category) => failingAudits(median, category)),
    warnings: [...failures.map((failure) => `a run failed and was run again: ${failure}`), ...median.runWarnings],
  };
}

// On a busy machine Lighthouse now and then loses a run's trace (NO_NAVSTART); such a run is run again.
const MAX_FAILED_RUNS = 3;

/** One Lighthouse run, or why it failed. */
async function auditOnce(url: string): Promise<Result | string> {
  const chrome = await chromeLauncher.launch({
    chromePath: BENCH_CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!answer) return 'Lighthouse returned nothing';
    return answer.lhr.runtimeError ? `${answer.lhr.runtimeError.code}: ${answer.lhr.runtimeError.message}` : answer.lhr;
  } finally {
    chrome.kill();
  }
}

function mapCategories<T>(value: (category: Category) => T): Record<Category, T> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, value(category)])) as Record<Category, T>;
}

/**
 * What keeps a category below 1: every weighted audit short of full marks, then the unweighted
 * ones Lighthouse shows as failed (score under 0.9; performance's opportunities and diagnostics).
 */
function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    const weighted = ref.weight > 0;
    if (weighted ? audit.score >= 1 : audit.score >= DIAGNOSTIC_PASS) continue;
    failing.push({ id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, weighted });
  }
  return failing.sort((a, b) => Number(b.weighted) - Number(a.weighted));
}
