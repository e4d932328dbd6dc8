/**
 * The browser tests drive Debian's headless shell of Chromium (package chromium-headless-shell): the
 * same Blink and V8 as the full browser, without its windows, tabs and omnibox. Over the whole suite
 * it used a quarter less CPU. CHROMIUM_PATH names another.
 */
const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The benchmarks measure pages in Debian's full Chromium, the browser a driver has; BENCH_CHROMIUM names another. */
export const BENCH_CHROMIUM_PATH = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

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
 * The full Chromium 156 loads its omnibox popup, a page of its own in a renderer of its own, for
 * every tab, headless too (the headless shell has none and ignores these names). The pages all come
 * from one site, so isolating sites only adds renderer processes.
 */
const NO_EXTRA_RENDERER_FLAGS = [
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

const LAUNCH_FLAGS = [...CHROMIUM_FLAGS, ...NO_EXTRA_RENDERER_FLAGS];

/** Playwright's `launchOptions` for the browser tests. */
export const chromiumLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args: LAUNCH_FLAGS };

/** Playwright's `launchOptions` for the benchmarks. */
export const benchChromiumLaunchOptions = { executablePath: BENCH_CHROMIUM_PATH, args: LAUNCH_FLAGS };
