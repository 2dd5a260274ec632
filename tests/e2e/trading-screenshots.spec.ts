import { expect, test, type Page } from './test';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { languages } from './fixtures';

// The futures screen as a visitor sees it, attached to the report for review: desktop and phone,
// light and dark, English and Japanese. Each shot also checks what a picture cannot prove by
// itself: the live market is on the page, the chosen theme applies, nothing scrolls sideways.

const screens = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const themes = ['light', 'dark'] as const;
const shown = languages.filter((l) => l.code === 'en' || l.code === 'ja');

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const language of shown) {
  const m = language.messages;
  for (const screen of screens) {
    test(`futures screen screenshots, ${screen.name}, light and dark (${language.code})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize(screen.viewport);
      for (const theme of themes) {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          theme,
        ] as const);
        await page.goto(`/${language.code}/futures/BTCUSDT`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('last-price').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d$/);
        await expect(page.getByRole('figure').locator('canvas').first()).toBeVisible();
        if (screen.name === 'desktop') {
          // On a phone the book is one tap away (chart / book / trades tabs); here it is beside.
          await expect(
            page.getByRole('list', { name: m.OrderBook.bids }).getByRole('button').first(),
          ).toBeVisible();
        }
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await testInfo.attach(`futures-${screen.name}-${theme}-${language.code}.png`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });

        if (screen.name === 'phone') {
          // The order panel is a bottom sheet on a phone: Buy / Long opens it, Close shuts it.
          const sheet = page.getByRole('dialog', { name: m.Futures.OrderSheet.title });
          await expect(sheet).toBeHidden();
          await page.getByTestId('open-order-sheet-buy').click();
          await expect(sheet).toBeVisible();
          await expect(
            sheet.getByRole('link', { name: m.Futures.OrderPanel.gate.logIn }).first(),
          ).toBeVisible();
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
          await testInfo.attach(`futures-phone-order-sheet-${theme}-${language.code}.png`, {
            body: await page.screenshot(),
            contentType: 'image/png',
          });
          await sheet.getByRole('button', { name: m.UI.close, exact: true }).click();
          await expect(sheet).toBeHidden();
        }
      }
    });
  }
}
