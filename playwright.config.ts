import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium-launch';
import { e2eDataDir, removeFinishedRunsDataDirs } from './tests/e2e/data-dirs';

// Once, in the runner (its workers inherit the run's id): the folders of runs that have ended.
if (!process.env.E2E_RUN_ID) removeFinishedRunsDataDirs();

const port = Number(process.env.E2E_PORT ?? 3200);
const mobilePort = port + 1;
/** The demo's address (scripts/start.sh): the tests reach the server where a demo user does. */
const host = '127.0.0.1';

/**
 * The real single-port server (web app, APIs, socket.io) started the way the README's demo starts
 * it (scripts/serve-demo.sh, which scripts/start.sh ends with: 127.0.0.1, `npm start`, the demo's
 * switches), on a fresh embedded database. Only the test seams below differ.
 */
function exchangeServer(serverPort: number, extraEnv: Record<string, string> = {}) {
  return {
    command: 'bash scripts/serve-demo.sh',
    url: `http://${host}:${serverPort}/builds/latest.json`,
    env: {
      HOST: host,
      PORT: String(serverPort),
      DATA_DIR: e2eDataDir(serverPort),
      CANDLE_BACKFILL_DAYS: '1',
      LOG_LEVEL: 'warn',
      // Every test signs up and logs in from 127.0.0.1: scale the per-address auth limits.
      AUTH_LIMIT_SCALE: '20',
      PUBLIC_WEIGHT_LIMIT: '1000000', // the browsers and the pages' own server-side requests: all 127.0.0.1
      SLIDER_TEST_SECRET: 'e2e-slider-secret-0123456789', // = E2E_SLIDER_SECRET, tests/e2e/auth-helpers.ts
      // The UI kit page (/{lang}/dev/ui) is 404 on a production server without it; the
      // accessibility spec checks it.
      UI_KIT_PAGE: 'on',
      // The simulated chain confirms a demo deposit in 12 s instead of the demo's 30 s: the wallet
      // spec still sees it pending, counting confirmations, then credited; its two runs were the
      // last tests of the suite, a 45 s tail with the other workers done.
      DEMO_CHAIN_CONFIRM_MS: '12000',
      ...extraEnv,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Three browsers on two cores: a page spends much of its time waiting on the server and the
  // network (measured: 12.7 min against 14.2 with two).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A ceiling for a stuck test, not a speed goal: a machine three times slower than this one must
  // still pass (every wait is for what the user sees, never a fixed time).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.sh keeps a JSON report beside the list for its profile (scripts/test-profile.ts).
  reporter: process.env.TEST_PROFILE_DIR
    ? [
        ['list'],
        ['json', { outputFile: path.join(process.env.TEST_PROFILE_DIR, 'playwright.json') }],
      ]
    : [['list']],
  use: {
    baseURL: `http://${host}:${port}`,
    // Recording a trace for every test (to keep only the failures') took a fifth of the
    // suite's CPU: the browser's screencast and DOM snapshots (accessibility spec: 117 s against
    // 95 s). A failure still leaves its screenshot and Playwright's error context (the page's
    // accessibility snapshot); on CI its retry records the full trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests instead of made anew: Playwright
    // clears its cookies, HTTP cache, local and session storage, IndexedDB and service workers,
    // closes its other pages and removes routes, init scripts and bindings, and re-applies the
    // viewport and emulation, so each test still starts as a first-time visitor. It does not
    // revoke granted permissions: the one spec that grants some (account-api) revokes them after
    // each test. A test that needs other context options (javaScriptEnabled, a second user's
    // browser.newContext) still gets a context of its own. The whole suite took 590 s and 1 097
    // busy CPU-s against 735 s and 1 401 with a new context per test (same machine, one after the
    // other, a typecheck of about 90 CPU-s beside the second); help-download and home-content
    // three times over, 2.7 against 3.5 min.
    reuseContext: true,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    exchangeServer(port),
    // The same build with a mobile site configured, and KYC left to the operator as in production.
    // Its specs (the mobile redirect, the operator's KYC review) need no live market: without the
    // market makers it leaves the CPU to the browsers and the first server.
    exchangeServer(mobilePort, {
      MOBILE_SITE_HOST: 'm.exchange.example',
      KYC_AUTO_APPROVE: 'off',
      // The stores' badges show only where their addresses are set (help-download.spec).
      APP_STORE_URL: 'https://apps.apple.com/app/id6450000001',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=example.exchange.e2e',
      MARKET_SIMULATION: 'off',
      CANDLE_BACKFILL_DAYS: '0',
    }),
  ],
});
