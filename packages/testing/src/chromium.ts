/** Debian's Chromium, which every browser test and benchmark drives; CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root), no GPU, and nothing the browser would fetch or sync on its own,
 * so a run's network and timings are the page's alone.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` for that Chromium. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
