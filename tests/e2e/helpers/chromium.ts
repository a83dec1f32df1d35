/** How the end-to-end tests launch Chromium: Debian's, without what would reach the network or need a GPU. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Playwright (1.65) disables itself with its own `--disable-features`. */
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
  // Edge's: nothing in Chromium, kept so that the lists stay equal
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 draws, for every window (a window per Playwright context), the address bar's popup in a WebUI
 * renderer of its own, in a headless browser where nobody sees it: about 0.3 CPU-s a context, and the browser
 * process twice as busy (10 contexts: 6.5 CPU-s with it, 1.5 without).
 */
const UNSEEN_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium reads only the last --disable-features switch: this one comes after Playwright's, so it repeats its list
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WEBUI_FEATURES].join(',')}`,
];

/**
 * The features Playwright disables that the browser's command line (`/proc/<pid>/cmdline`'s arguments) no longer
 * disables: those of its own switch missing from the last one. None unless a Playwright release changed its list.
 */
export function featuresDroppedFrom(commandLine: readonly string[]): string[] {
  const lists = commandLine.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  const last = new Set(lists.at(-1) ?? []);
  return lists.slice(0, -1).flat().filter((feature) => !last.has(feature));
}
