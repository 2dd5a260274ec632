import { expect, test, type Page } from '@playwright/test';
import { contractCode, contracts } from '../../lib/contract/reference-data';
import { languages } from './fixtures';

/**
 * The home page's market listing against the production build: prices in the first HTML (what a
 * crawler reads), live after hydration, tabs, sorting, favourites, row navigation, and a phone
 * width without sideways scrolling.
 */

const [en, ko] = [languages[0], languages[1]];
const m = en.messages;

const listedContracts = contracts.map((contract) => ({
  code: contractCode(contract.name),
  // The contract's own precision, in the locale's separators: 97,000.5 · 0.00002011.
  price: new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${contract.priceScale}}$`),
}));

const rows = (page: Page) => page.getByTestId('market-row');
const row = (page: Page, code: string) =>
  page.locator(`[data-testid="market-row"][data-code="${code}"]`);

/** "+1.23%" / "−0.45%" as a number (the listing writes a typographic minus). */
const rate = (text: string) => Number(text.replace('\u2212', '-').replace(/[%,+\s]/g, ''));

test('the first HTML response of /en has a price for every listed contract', async ({
  request,
}) => {
  const response = await request.get('/en');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const { code, price } of listedContracts) {
    const cell = new RegExp(
      `data-code="${code}"[\\s\\S]*?data-testid="market-price"[^>]*>([\\s\\S]*?)</td>`,
    ).exec(html);
    expect(cell, `${code} is listed in the HTML`).not.toBeNull();
    const text = (cell?.[1] ?? '').replace(/<[^>]*>/g, '').trim();
    expect(text, `${code} has its price in the HTML`).toMatch(price);
  }
});

test('a price changes on screen within 10 s, without a reload', async ({ page }) => {
  await page.goto('/en');
  await expect(rows(page)).toHaveCount(listedContracts.length);
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
  const prices = () => page.getByTestId('market-price').allInnerTexts();
  const before = (await prices()).join('|');
  await expect.poll(async () => (await prices()).join('|'), { timeout: 10_000 }).not.toBe(before);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test('the 24h gainers tab lists risers, biggest rise first', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('tab', { name: m.Markets.tabs.gainers }).click();
  await expect(page.getByRole('tab', { name: m.Markets.tabs.gainers })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('columnheader', { name: m.Markets.columns.change24h }),
  ).toHaveAttribute('aria-sort', 'descending');
  // One read of every change shown: the order and the figures come from the same render.
  const changes = (await page.getByTestId('market-change').allInnerTexts()).map(rate);
  if (changes.length === 0) {
    await expect(page.getByText(m.Markets.emptyGainers)).toBeVisible();
    return;
  }
  for (const change of changes) expect(change).toBeGreaterThan(0);
  expect(changes).toEqual([...changes].sort((a, b) => b - a));
});

test('sorting by last price flips between descending and ascending', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByRole('columnheader', { name: m.Markets.columns.lastPrice });
  await page.getByRole('button', { name: m.Markets.columns.lastPrice }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toHaveAttribute('data-code', 'BTCUSDT');
  await page.getByRole('button', { name: m.Markets.columns.lastPrice }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).last()).toHaveAttribute('data-code', 'BTCUSDT');
});

test('a visitor stars a contract and finds it on the favourites tab after a reload', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('tab', { name: m.Markets.tabs.favorites }).click();
  await expect(page.getByText(m.Markets.emptyFavorites)).toBeVisible();
  await page.getByRole('tab', { name: m.Markets.tabs.hot }).click();
  await row(page, 'SOLUSDT')
    .getByRole('button', { name: m.Futures.FavoriteToggle.label.replace('{symbol}', 'SOLUSDT') })
    .click();
  await page.reload();
  await page.getByRole('tab', { name: m.Markets.tabs.favorites }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-code', 'SOLUSDT');
});

test('clicking a row opens the contract on the futures page', async ({ page }) => {
  await page.goto('/en');
  // Not the pair's link: the change figure, elsewhere in the row.
  await row(page, 'ETHUSDT').getByTestId('market-change').click();
  await expect(page).toHaveURL(/\/en\/futures\/ETHUSDT$/);
  await expect(page.getByTestId('last-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
});

for (const language of [en, ko]) {
  test(`on a 375 px phone the listing fits without sideways scrolling (${language.code})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${language.code}`);
    await expect(rows(page)).toHaveCount(listedContracts.length);
    const first = rows(page).first();
    await expect(first.getByTestId('market-price')).toBeVisible();
    await expect(first.getByTestId('market-change')).toBeVisible();
    await expect(first.getByTestId('market-volume')).toBeHidden();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
}
