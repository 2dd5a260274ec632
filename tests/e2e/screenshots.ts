import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Attached to the report; also written to SCREENSHOT_DIR when it is set (docs/screenshots is
 * refreshed that way: SCREENSHOT_DIR=docs/screenshots npx playwright test <spec>). Taken at
 * `size` (then the page goes back to its own), with no toast over the page.
 */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  size?: { width: number; height: number },
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  const viewport = page.viewportSize();
  if (size) await page.setViewportSize(size);
  await expect(page.locator('li[data-tone]')).toHaveCount(0);
  const body = await page.screenshot(dir ? { path: join(dir, name) } : {});
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (size && viewport) await page.setViewportSize(viewport);
}
