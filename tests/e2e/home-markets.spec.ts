import { expect, test, type Page } from './test';
import { contractCode, contracts } from '../../lib/contract/reference-data';
import { apiLogin, createAccount, uniqueEmail } from './auth-helpers';
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

test('within 5 s a price changes on screen without a reload', async ({ page }) => {
  await page.goto('/en');
  await expect(rows(page)).toHaveCount(listedContracts.length);
  // The 5 s start here, with the listing on screen.
  const shownAt = Date.now();
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
  /** Each row's contract and the price it shows, sorted by contract ("BTCUSDT 97,000.5", …). */
  const prices = async () =>
    (
      await rows(page).evaluateAll((elements) =>
        elements.map((element) => {
          const price = element.querySelector<HTMLElement>('[data-testid="market-price"]');
          return `${element.getAttribute('data-code') ?? ''} ${price?.innerText.trim() ?? ''}`;
        }),
      )
    ).sort();
  // Figures, not placeholders: a price filling in is not a price changing.
  const wellFormed = (shown: string[]) => {
    for (const { code, price } of listedContracts) {
      const text = shown.find((entry) => entry.startsWith(`${code} `))?.slice(code.length + 1);
      expect(text ?? '', code).toMatch(price);
    }
  };
  const before = await prices();
  wellFormed(before);
  await expect
    .poll(async () => (await prices()).join('|'), {
      // (At least 1 ms: a timeout of 0 would mean none.)
      timeout: Math.max(1, 5_000 - (Date.now() - shownAt)),
      intervals: [100],
    })
    .not.toBe(before.join('|'));
  wellFormed(await prices());
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
  // The rows keep the order they were listed in while their figures move live (rows do not jump
  // under a reader: market-listing.tsx), so a figure may have moved past its neighbour since
  // the tab opened. Opening the tab again takes the order anew: read right after it, until a
  // read falls between two moves.
  await expect(async () => {
    await page.getByRole('tab', { name: m.Markets.tabs.hot }).click();
    await page.getByRole('tab', { name: m.Markets.tabs.gainers }).click();
    // One read of every change shown: the order and the figures come from the same render.
    const changes = (await page.getByTestId('market-change').allInnerTexts()).map(rate);
    if (changes.length === 0) {
      await expect(page.getByText(m.Markets.emptyGainers)).toBeVisible();
      return;
    }
    for (const change of changes) expect(change).toBeGreaterThan(0);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  }).toPass();
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

test("a logged-in user's favourite starred on home is stored on their account and shown in another browser", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('favourites');
  const token = await apiLogin(request, email, await createAccount(request, email));
  const headers = { authorization: `Bearer ${token}`, 'exch-token': token };
  /** The favourites the server keeps for the account (what the app reads: configs/private). */
  const serverFavorites = async () => {
    const response = await request.get('/api/futures/configs/private', { headers });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { code: number; data: { favorites: number[] } };
    expect(body.code).toBe(0);
    return body.data.favorites;
  };
  const { code, contractId } = { code: 'ETHUSDT', contractId: 2 };
  expect(contractCode(contracts.find((c) => c.contractId === contractId)?.name ?? '')).toBe(code);
  expect(await serverFavorites()).toEqual([]);
  const star = (on: Page) =>
    row(on, code).getByRole('button', {
      name: m.Futures.FavoriteToggle.label.replace('{symbol}', code),
    });
  const favoritesTab = (on: Page) => on.getByRole('tab', { name: m.Markets.tabs.favorites });
  const privateConfigs = (on: Page) =>
    on.waitForResponse((r) => r.url().includes('/api/futures/configs/private') && r.ok());

  // First browser: logged in (the session cookie the app writes), stars the contract on home.
  await context.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
  const firstConfigs = privateConfigs(page);
  await page.goto('/en');
  await firstConfigs; // the page knows the user (and has hydrated)
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse((r) => r.url().includes('/api/futures/future/addFavorite'));
  await star(page).click();
  expect((await added).ok()).toBe(true);
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true');

  // (a) The account has it on the server.
  await expect.poll(serverFavorites).toEqual([contractId]);

  // (b) Another browser, the same session: its local storage is empty (a new context), so the
  // favourite it lists can only come from the account.
  const second = await browser.newContext();
  try {
    await second.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
    const other = await second.newPage();
    const secondConfigs = privateConfigs(other);
    await other.goto('/en');
    await secondConfigs;
    await favoritesTab(other).click();
    await expect(favoritesTab(other)).toHaveAttribute('aria-selected', 'true');
    await expect(rows(other)).toHaveCount(1);
    await expect(rows(other).first()).toHaveAttribute('data-code', code);
    await expect(star(other)).toHaveAttribute('aria-pressed', 'true');

    // Unstarred there: gone from the account.
    const deleted = other.waitForResponse((r) =>
      r.url().includes('/api/futures/future/deleteFavorite'),
    );
    await star(other).click();
    expect((await deleted).ok()).toBe(true);
    await expect(other.getByText(m.Markets.emptyFavorites)).toBeVisible();
    await expect.poll(serverFavorites).toEqual([]);
  } finally {
    await second.close();
  }
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
