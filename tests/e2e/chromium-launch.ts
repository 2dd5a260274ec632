import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright itself disables when it launches Chromium (playwright-core's
 * chromiumSwitches). Chromium reads only the last `--disable-features` of its command line, so a
 * list of ours replaces Playwright's: ours repeats it. tests/unit/chromium-launch.test.ts checks
 * this copy against the installed Playwright, so an upgrade that changes its list fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
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
] as const;

/**
 * Chromium's address-bar suggestion popup, a page of its own (chrome://omnibox-popup.top-chrome)
 * that a headless browser has no use for: it renders again for every new tab, and a test gets a
 * new tab. Measured on the demo server (2 cores, Chromium 156, the tab's page already in the HTTP
 * cache): a new tab on a JSON page cost 2.3 CPU-s of Chromium with it and 0.6 without; on the
 * futures page 5.1 against 3.0.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's Chromium as this workplace runs it headless: no sandbox (root), no GPU, no background
 * network or updates. Also the Lighthouse benchmark's (bench/lighthouse.ts).
 */
export const WORKPLACE_CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The end-to-end tests' browser: the workplace's switches and the features above off. */
export const chromiumLaunchOptions = {
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: [
    '--headless',
    ...WORKPLACE_CHROMIUM_SWITCHES,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
  ],
};
