import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3200);
const mobilePort = port + 1;

/** Debian's Chromium, started the way this workplace needs (no sandbox as root, no background network). */
const launchOptions = {
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const serverEnv = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      // The production build, as users get it.
      command: `npx next start -p ${port}`,
      url: `http://localhost:${port}/builds/latest.json`,
      env: { ...serverEnv, PORT: String(port) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The same build with a mobile site configured.
      command: `npx next start -p ${mobilePort}`,
      url: `http://localhost:${mobilePort}/builds/latest.json`,
      env: { ...serverEnv, PORT: String(mobilePort), MOBILE_SITE_HOST: 'm.exchange.example' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
