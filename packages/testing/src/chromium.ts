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

/** The features Playwright 1.64 turns off; Chromium keeps only the last --disable-features it is given. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 loads its omnibox popup, a page of its own in a renderer of its own, for every tab,
 * headless too: it took a third of the browser tests' CPU. The tests' pages all come from one site,
 * so isolating sites only adds renderer processes.
 */
const TEST_BROWSER_FLAGS = [
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
    'IsolateOrigins',
    'site-per-process',
  ].join(',')}`,
  '--disable-site-isolation-trials',
];

/** Playwright's `launchOptions` for that Chromium. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, ...TEST_BROWSER_FLAGS],
};
