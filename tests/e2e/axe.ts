import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker and put into each page audited. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Axe's two worst impact levels on the page as it is now: what the spec's accessibility bar
 * forbids on every page. One line per violation: its rule, impact, help and first three nodes.
 *
 * Axe runs inside the page, every rule on the whole document, the way axe's own Playwright
 * builder runs it in its legacy mode, without that builder's costs: it puts axe's 650 kB source
 * into the page twice per audit, and sends back every rule's passes and inapplicable nodes as
 * well, none of which is read here (`resultTypes: ['violations']` keeps every violation and every
 * node of it). 0.8–1.5 s against 1.6–3.2 s per page on the trading, markets and home pages, with
 * the same violations. The app has no iframes (its CSP would let it frame only its own pages):
 * a page with one fails here, so one added some day cannot go unaudited.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const frames = page.mainFrame().childFrames();
  if (frames.length > 0)
    throw new Error(
      `the page has ${frames.length} iframes (${frames.map((f) => f.url()).join(', ')}): audit them too`,
    );
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
