import { expect, test, type Page } from '@playwright/test';
import { contractCode, contracts } from '../../lib/contract/reference-data';
import { languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];
const codes = contracts.map((contract) => contractCode(contract.name));
/** A funding rate as the pages show it: four decimals of a percent, signed ("+0.0100%", "−0.0025%"). */
const RATE = /[+\u2212-]?\d+\.\d{4}%/;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The HTML of one contract's row in a server-rendered table. */
function rowHtml(html: string, testId: string, code: string): string {
  const match = new RegExp(
    `<tr[^>]*data-testid="${testId}"[^>]*data-contract="${code}"[^>]*>([\\s\\S]*?)</tr>`,
  ).exec(html);
  return match?.[1] ?? '';
}

const row = (page: Page, testId: string, code: string) =>
  page.locator(`[data-testid="${testId}"][data-contract="${code}"]`);

for (const language of [en, ko]) {
  const m = language.messages;

  test(`the funding-rate page's first HTML has every contract's predicted rate (${language.code})`, async ({
    request,
  }) => {
    const response = await request.get(`/${language.code}/futures/funding-rate`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const code of codes) {
      const predicted = /data-testid="predicted-rate"[^>]*>([\s\S]*?)<\/td>/.exec(
        rowHtml(html, 'funding-row', code),
      );
      expect(predicted?.[1] ?? '', code).toMatch(RATE);
    }
  });

  test(`the funding countdown ticks and another contract's history can be chosen (${language.code})`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/futures/funding-rate`);

    // The countdown runs once the page is live: it changes within 3 s.
    const countdown = row(page, 'funding-row', 'BTCUSDT').getByTestId('funding-countdown');
    await expect(countdown).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 3_000 }).not.toBe(first);

    // The history follows the contract selector: its settlements, or the empty state.
    const history = page.getByTestId('funding-history');
    await history
      .getByRole('combobox', { name: m.FundingRatePage.chooseContract })
      .selectOption({ label: 'ETHUSDT' });
    const table = history.getByRole('table', {
      name: fill(m.FundingRatePage.historyTable, { code: 'ETHUSDT' }),
    });
    await expect(
      table
        .getByTestId('history-empty')
        .or(table.getByRole('cell').filter({ hasText: RATE }))
        .first(),
    ).toBeVisible();
  });

  test(`the fund page shows the total and each contract's balance (${language.code})`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/futures/fund`);
    const amount = /\d{1,3}(,\d{3})*\.\d{2}\s*USDT/;
    await expect(page.getByTestId('fund-total')).toContainText(amount);
    for (const code of codes) {
      await expect(row(page, 'fund-row', code)).toBeVisible();
    }
    await expect(row(page, 'fund-row', 'BTCUSDT')).toContainText(amount);

    const history = page.getByTestId('fund-history');
    await history
      .getByRole('combobox', { name: m.FundPage.chooseContract })
      .selectOption({ label: 'ETHUSDT' });
    const table = history.getByRole('table', {
      name: fill(m.FundPage.historyTable, { code: 'ETHUSDT' }),
    });
    await expect(
      table
        .getByTestId('history-empty')
        .or(table.getByRole('cell').filter({ hasText: /\d\.\d{2}/ }))
        .first(),
    ).toBeVisible();
  });

  test(`neither page scrolls sideways on a 375 px phone (${language.code})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ['/futures/funding-rate', '/futures/fund']) {
      await page.goto(`/${language.code}${route}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, route).toBeLessThanOrEqual(375);
    }
  });
}
