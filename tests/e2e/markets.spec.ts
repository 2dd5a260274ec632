import { expect, test, type Page } from './test';
import { languages } from './fixtures';

// The markets page (/{lang}/markets): every contract's figures in the first HTML (what a crawler
// reads), live after hydration, searched by name, sorted by any column; a card list on a phone.

const PRICE = /^\d{1,3}(,\d{3})*(\.\d+)?$|^0\.\d+$/;

/** Each listed contract's code and shown price, from the table (wide screens). */
async function tablePrices(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .getByTestId('markets-row')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.getAttribute('data-code') ?? ''} ${
            row.querySelector<HTMLElement>('[data-testid="markets-price"]')?.innerText.trim() ?? ''
          }`,
      ),
    );
}

for (const language of languages) {
  const m = language.messages;
  test(`the markets page lists every contract, live, searchable and sortable (${language.code})`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/${language.code}/markets`)).text();
    expect(html).toContain(m.MarketsPage.heading);
    for (const code of ['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']) expect(html).toContain(code);
    // Prices and funding are in the HTML, not placeholders filled in later.
    expect(html).toMatch(/data-testid="markets-price"><span class="figure market-price">\d/);
    expect(html).toMatch(/data-testid="markets-funding">.*?-?\d\.\d{4}%/);

    await page.goto(`/${language.code}/markets`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.MarketsPage.heading);
    const table = page.getByRole('table');
    await expect(table.getByTestId('markets-row')).toHaveCount(12);
    const before = await tablePrices(page);
    for (const entry of before) expect(entry.split(' ')[1] ?? '', entry).toMatch(PRICE);
    // Live: the market simulator moves some price within seconds, over the page's one socket.
    await expect
      .poll(async () => (await tablePrices(page)).sort().join('|'), { timeout: 20_000 })
      .not.toBe([...before].sort().join('|'));
    await expect(table.getByTestId('markets-countdown').first()).toHaveText(/\d{2}:\d{2}:\d{2}$/);

    // Sorted by name, A first, the header saying so.
    await table.getByRole('button', { name: m.MarketsPage.columns.contract }).click();
    await expect(
      table.getByRole('columnheader', { name: m.MarketsPage.columns.contract }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByTestId('markets-row').first()).toHaveAttribute('data-code', 'ADAUSDT');

    const search = page.getByRole('searchbox', { name: m.MarketsPage.searchLabel });
    await search.fill('eth');
    await expect(table.getByTestId('markets-row')).toHaveCount(1);
    await expect(table.getByTestId('markets-row')).toHaveAttribute('data-code', 'ETHUSDT');
    await search.fill('zzz');
    await expect(table.getByTestId('markets-row')).toHaveCount(0);
    await expect(
      page.getByText(m.MarketsPage.noMatch.replace('{query}', 'zzz')).last(),
    ).toBeVisible();

    // A row opens its contract.
    await search.fill('sol');
    await table.getByTestId('markets-row').click({ position: { x: 400, y: 10 } });
    await expect(page).toHaveURL(new RegExp(`/${language.code}/futures/SOLUSDT$`));
  });
}

test('the header’s Markets link opens the page, and the sitemap lists it in every language', async ({
  page,
  request,
}) => {
  const m = languages[0].messages;
  await page.goto('/en/fees');
  await page
    .getByRole('navigation', { name: m.Nav.mainNavigation })
    .getByRole('link', { name: m.Nav.markets })
    .click();
  await expect(page).toHaveURL(/\/en\/markets$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of languages) expect(sitemap).toContain(`/${language.code}/markets<`);
});

test('on a phone the markets are cards, sorted by a picker, with no sideways scroll', async ({
  page,
}) => {
  const m = languages[1].messages;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ko/markets');
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByTestId('markets-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByTestId('markets-price')).toHaveText(PRICE);
  // The countdown ticks only once the page is hydrated (the HTML has --:--:--): a pick made in
  // the select before that was lost (run 13 of the fresh-clone loop).
  await expect(cards.first().getByTestId('markets-countdown')).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  await page.getByRole('combobox', { name: m.MarketsPage.sortLabel }).selectOption('name');
  await page
    .getByRole('combobox', { name: m.MarketsPage.sortDirection })
    .selectOption('descending');
  await expect(cards.first()).toHaveAttribute('data-code', 'XRPUSDT');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
