import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/chromium-launch';

/**
 * The features the installed Playwright disables at launch, read from its own source (the list is
 * not exported). Our `--disable-features` replaces Playwright's, so it must repeat every one.
 */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the end-to-end tests’ Chromium switches', () => {
  it('keep every feature the installed Playwright disables', () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it('pass a single --disable-features (Chromium reads only the last one) with the address-bar popup off', () => {
    const switches = chromiumLaunchOptions.args.filter((arg) =>
      arg.startsWith('--disable-features='),
    );
    expect(switches).toHaveLength(1);
    const features = (switches[0] ?? '').slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES]));
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
