import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's two worst impact levels on the page as it is now: what the spec's accessibility bar
 * forbids on every page. One line per violation: its rule, impact, help and first three nodes.
 *
 * Axe runs inside the page (`setLegacyMode`): the default mode runs it in every frame and then
 * opens a second, blank page to merge the frames' results, which is what cross-origin iframes
 * need. The app has none (its CSP would let it frame only its own pages), and the merge page
 * cost more than the audit itself: 1.3–2.7 s against 0.3–1.0 s per page, with the same
 * violations (measured on the home, trading, help, log-in, funding-rate and notice pages). A
 * page with an iframe fails here, so one added some day cannot go unaudited.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const frames = page.mainFrame().childFrames();
  if (frames.length > 0)
    throw new Error(
      `the page has ${frames.length} iframes (${frames.map((f) => f.url()).join(', ')}): audit them in axe's default mode`,
    );
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
