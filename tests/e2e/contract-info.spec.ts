import { expect, test } from './test';
import { fill, languages } from './fixtures';

const en = languages[0];
const m = en.messages;

/** The text of an element's HTML: tags and React's text-node markers removed. */
const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The <dd> of one item of the server-rendered specification list. */
function specHtml(html: string, name: string): string {
  const match = new RegExp(`data-spec="${name}"[^>]*>[\\s\\S]*?<dd[^>]*>([\\s\\S]*?)</dd>`).exec(
    html,
  );
  return match?.[1] ?? '';
}

test('the first HTML of a contract page has its tick size and risk tiers', async ({ request }) => {
  // The engine's own figures, as its public endpoint gives them.
  const detail = await request.get('/api/futures/contract/detail?symbol=BTCUSDT');
  expect(detail.status()).toBe(200);
  const { data } = (await detail.json()) as {
    data: { tickSize: string; riskTiers: unknown[] };
  };
  expect(data.riskTiers.length).toBeGreaterThanOrEqual(3);

  const response = await request.get('/en/futures/info/BTCUSDT');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${fill(m.Metadata.futuresInfoTitle, { symbol: 'BTCUSDT' })}`);
  expect(textOf(specHtml(html, 'tickSize'))).toContain(data.tickSize);
  const tierRows = html.match(/<tr[^>]*data-testid="tier-row"/g) ?? [];
  expect(tierRows.length).toBe(data.riskTiers.length);
  expect(tierRows.length).toBeGreaterThanOrEqual(3);
});

test('the selector opens another contract and "Trade" opens its trading screen', async ({
  page,
}) => {
  await page.goto('/en/futures/info/BTCUSDT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(m.ContractInfo.heading, { symbol: 'BTCUSDT' }),
  );

  await page
    .getByRole('combobox', { name: m.ContractInfo.chooseContract })
    .selectOption({ label: 'ETHUSDT' });
  await expect(page).toHaveURL(/\/en\/futures\/info\/ETHUSDT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(m.ContractInfo.heading, { symbol: 'ETHUSDT' }),
  );
  await expect(
    page.getByRole('table', { name: /ETHUSDT/ }).getByTestId('tier-row'),
  ).not.toHaveCount(0);

  await page.getByRole('link', { name: fill(m.ContractInfo.trade, { symbol: 'ETHUSDT' }) }).click();
  await expect(page).toHaveURL(/\/en\/futures\/ETHUSDT$/);
});

test('the funding-rate page links each contract to its specifications', async ({ page }) => {
  await page.goto('/en/futures/funding-rate');
  await page
    .getByRole('link', { name: fill(m.ContractInfo.specsLink, { code: 'SOLUSDT' }) })
    .click();
  await expect(page).toHaveURL(/\/en\/futures\/info\/SOLUSDT$/);
});

test('a lower-case code goes to the upper-case path', async ({ request, page }) => {
  const response = await request.get('/en/futures/info/btcusdt', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(
    '/en/futures/info/BTCUSDT',
  );
  await page.goto('/en/futures/info/btcusdt');
  await expect(page).toHaveURL(/\/en\/futures\/info\/BTCUSDT$/);
});

test('an unknown contract is the 404 page', async ({ page }) => {
  const response = await page.goto('/en/futures/info/NOPEUSDT');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound.title);
});

test('the page does not scroll sideways on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const code of ['BTCUSDT', 'PEPEUSDT']) {
    await page.goto(`/en/futures/info/${code}`);
    await expect(page.getByTestId('tier-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, code).toBeLessThanOrEqual(375);
  }
});
