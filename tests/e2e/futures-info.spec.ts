import { expect, test, type Page } from './test';
import { contractCode, contracts } from '../../lib/contract/reference-data';
import { fill, languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];
const codes = contracts.map((contract) => contractCode(contract.name));
/** A funding rate as the pages show it: four decimals of a percent, signed ("+0.0100%", "−0.0025%"). */
const RATE = /[+\u2212-]?\d+\.\d{4}%/;

/** The HTML of one contract's row in a server-rendered table. */
function rowHtml(html: string, testId: string, code: string): string {
  const match = new RegExp(
    `<tr[^>]*data-testid="${testId}"[^>]*data-contract="${code}"[^>]*>([\\s\\S]*?)</tr>`,
  ).exec(html);
  return match?.[1] ?? '';
}

const row = (page: Page, testId: string, code: string) =>
  page.locator(`[data-testid="${testId}"][data-contract="${code}"]`);

/** "07:59:52" as seconds. */
const countdownSeconds = (text: string | null) => {
  const [h, m, s] = (text ?? '').split(':').map(Number);
  return (h ?? NaN) * 3600 + (m ?? NaN) * 60 + (s ?? NaN);
};

interface CurrentFundingRateAnswer {
  code: number;
  data: { fundingRate: string; intervalHours: number; nextFundingTime: number };
}

/**
 * The real server settles every few hours, so the browser's fundingRate/current answers (the
 * real server's, through route.fetch) are moved: the first one the browser asks for names a
 * settlement a few seconds away; those asked for after that moment answer as a settled server
 * does (the next settlement one interval later, a new predicted rate).
 *
 * The first HTML carries the real settlement (the server prefetches it with its own fetch, which
 * page.route does not see) and the query is fresh for 30 s, so the browser first asks on the
 * page's own 30 s refetch: the test waits for it. The answer after the settlement must come from
 * the page's settlement refresh (the countdown passing zero), seconds after it, not the next
 * 30 s refetch.
 */
test('the funding countdown resets to the next interval at settlement', async ({ page }) => {
  test.setTimeout(90_000);
  const contract = contracts.find((c) => contractCode(c.name) === 'BTCUSDT');
  if (!contract) throw new Error('BTCUSDT is not listed');
  const intervalMs = contract.fundingIntervalHours * 3_600_000;
  // The settled interval's predicted rate: one the screen does not show yet.
  const newRates = [
    { rate: '0.00031', text: '+0.0310%' },
    { rate: '-0.00027', text: '\u22120.0270%' },
  ] as const;
  let newRate: (typeof newRates)[number] = newRates[0];
  let settlesAt: number | undefined;
  let settledAnswerAt: number | undefined;
  await page.route(
    (url) =>
      url.pathname.endsWith('/fundingRate/current') &&
      url.searchParams.get('contractId') === String(contract.contractId),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as CurrentFundingRateAnswer;
      expect(body.code).toBe(0);
      expect(body.data.intervalHours).toBe(contract.fundingIntervalHours);
      settlesAt ??= Date.now() + 8_000;
      if (Date.now() < settlesAt) {
        body.data = { ...body.data, nextFundingTime: settlesAt };
      } else {
        settledAnswerAt ??= Date.now();
        body.data = {
          ...body.data,
          nextFundingTime: settlesAt + intervalMs,
          fundingRate: newRate.rate,
        };
      }
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/en/futures/funding-rate');
  const btc = row(page, 'funding-row', 'BTCUSDT');
  const countdown = btc.getByTestId('funding-countdown');
  await expect(countdown).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);

  // The page's own refetch brings the settlement a few seconds away onto the screen.
  await expect.poll(() => settlesAt, { timeout: 45_000 }).toBeDefined();
  const settlement = settlesAt ?? 0;
  await expect(countdown).toHaveAttribute('datetime', new Date(settlement).toISOString());
  await expect(countdown).toHaveText(/^00:00:0[1-9]$/);
  const rateBefore = await btc.getByTestId('predicted-rate').textContent();
  expect(rateBefore).toMatch(RATE);
  newRate = newRates.find((candidate) => candidate.text !== rateBefore) ?? newRates[0];

  // It runs down to zero (sampled every 100 ms: zero shows for about a second)…
  await expect
    .poll(() => countdown.textContent(), { intervals: [100], timeout: 12_000 })
    .toBe('00:00:00');

  // …and then counts down the next interval, read again at the settlement.
  await expect(countdown).toHaveAttribute(
    'datetime',
    new Date(settlement + intervalMs).toISOString(),
  );
  const left = countdownSeconds(await countdown.textContent());
  expect(left).toBeGreaterThanOrEqual(intervalMs / 1000 - 60);
  expect(left).toBeLessThanOrEqual(intervalMs / 1000);
  await expect(btc.getByTestId('predicted-rate')).toHaveText(newRate.text);
  expect((settledAnswerAt ?? Infinity) - settlement).toBeLessThan(5_000);
});

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
