import { expect, test } from './test';
import { fill, languages } from './fixtures';
import { chartFigure, choosePeriod } from './trading-helpers';

const [en, ko] = [languages[0], languages[1]];

for (const language of [en, ko]) {
  const m = language.messages;

  test(`a visitor watches BTCUSDT live: prices, book and trades move, chart type and period switch and are remembered (${language.code})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${language.code}/futures/BTCUSDT`);

    // The first HTML already has the market: last price and a book snapshot.
    await expect(page.getByTestId('last-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d$/);
    const bids = page.getByRole('list', { name: m.OrderBook.bids });
    await expect(bids.getByRole('button').first()).toBeVisible();

    // Live: the book and the trades change while the visitor watches.
    const firstBid = await bids.getByRole('button').first().textContent();
    await expect
      .poll(async () => bids.getByRole('button').first().textContent(), {
        timeout: 30_000,
      })
      .not.toBe(firstBid);
    await page.getByRole('button', { name: m.Futures.Layout.trades, exact: true }).click();
    await expect(
      page.getByRole('region', { name: m.Futures.Layout.trades }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 30_000 });

    // The chart: switch the type and the period; both survive a reload.
    const chart = chartFigure(page, m, { code: 'BTCUSDT', period: '15m', type: 'candles' });
    await expect(chart).toBeVisible({ timeout: 20_000 });

    // Scrolling back in time loads older candles: on 1m a day of history is more than one page.
    await choosePeriod(page, m, '1m');
    const minuteChart = chartFigure(page, m, { code: 'BTCUSDT', period: '1m', type: 'candles' });
    await expect(minuteChart).toBeVisible();
    let olderAnswer: number | undefined;
    page.on('response', (response) => {
      if (/queryCandlestickList\?.*endTime=\d+/.test(response.url()))
        olderAnswer = response.status();
    });
    const box = await minuteChart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    const [x, y] = [box.x + box.width * 0.3, box.y + box.height * 0.4];
    for (let drag = 0; drag < 12 && olderAnswer === undefined; drag += 1) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + box.width * 0.5, y, { steps: 6 });
      await page.mouse.up();
      await page.waitForTimeout(300);
    }
    await expect.poll(() => olderAnswer, { timeout: 10_000 }).toBe(200);
    await page
      .getByRole('button', { name: fill(m.Chart.chartTypeValue, { type: m.Chart.types.candles }) })
      .click();
    await page.getByRole('menuitemradio', { name: m.Chart.types.heikinAshi }).click();
    await choosePeriod(page, m, '1h');
    const switched = chartFigure(page, m, { code: 'BTCUSDT', period: '1h', type: 'heikinAshi' });
    await expect(switched).toBeVisible();
    await page.reload();
    await expect(switched).toBeVisible({ timeout: 20_000 });

    // A visitor's order panel says how to start, instead of a dead button.
    const panel = page.getByRole('region', { name: m.Futures.Layout.orderPanel });
    await expect(panel.getByRole('link', { name: m.Futures.OrderPanel.gate.logIn })).toBeVisible();
    await expect(panel.getByRole('link', { name: m.Futures.OrderPanel.gate.signUp })).toBeVisible();

    // The contract bar: the terms, then another contract found by search. Both popovers load
    // when first reached; switching takes the chart down and up again without a script error.
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') scriptErrors.push(message.text());
    });
    await page.getByRole('button', { name: m.Futures.ContractBar.contractInfo }).click();
    const terms = page.getByRole('dialog');
    await expect(terms.getByText(m.Futures.ContractBar.riskTiers)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await page.getByRole('button', { name: m.Futures.ContractBar.chooseContract }).click();
    await page.getByRole('searchbox', { name: m.Futures.ContractBar.search }).fill('eth');
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /ETHUSDT/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/futures/ETHUSDT$`));
    await expect(
      chartFigure(page, m, { code: 'ETHUSDT', period: '1h', type: 'heikinAshi' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('last-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/);
    expect(scriptErrors).toEqual([]);
  });
}

test('the keyboard: ? lists the trading shortcuts, / opens the contract search (ko)', async ({
  page,
}) => {
  const m = ko.messages;
  await page.goto('/ko/futures/BTCUSDT');
  await expect(page.getByTestId('last-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/);
  // Pressed on the page (no field focused), after the screen is interactive.
  await expect(async () => {
    await page.locator('body').press('?');
    await expect(page.getByRole('dialog', { name: m.Futures.Shortcuts.title })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await expect(page.getByTestId('shortcut-list').getByRole('row')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: m.Futures.Shortcuts.open })).toBeFocused();
  await page.locator('body').press('/');
  const search = page.getByRole('searchbox', { name: m.Futures.ContractBar.search });
  await expect(search).toBeVisible();
  await search.fill('sol');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /SOLUSDT/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ko\/futures\/SOLUSDT$/);
});

test('the order book shows 10, 20 or 50 levels per side, the best prices beside the middle', async ({
  page,
}) => {
  const m = en.messages;
  await page.goto('/en/futures/BTCUSDT');
  const bids = page.getByRole('list', { name: m.OrderBook.bids });
  const asks = page.getByRole('list', { name: m.OrderBook.asks });
  const rows = (list: typeof bids) => list.getByRole('listitem', { includeHidden: true });
  await expect(rows(bids)).toHaveCount(10);
  // The simulator's maker quotes about a dozen levels a side; the rest of 50 wait for orders.
  await expect.poll(() => bids.getByRole('button').count()).toBeGreaterThanOrEqual(10);
  await page.getByRole('combobox', { name: m.OrderBook.depthLevels }).selectOption('50');
  await expect(rows(bids)).toHaveCount(50);
  await expect(rows(asks)).toHaveCount(50);
  // The book scrolls: it opens on the best prices beside the middle row.
  await expect(page.getByTestId('book-middle-row')).toBeInViewport();
  await expect(asks.getByRole('button').last()).toBeInViewport();
  await expect(bids.getByRole('button').first()).toBeInViewport();
  await expect(rows(bids).last()).not.toBeInViewport();
});

test('at 1024 px the market switch keeps its own height and the chart fills the space beside the order panel', async ({
  page,
}) => {
  const m = en.messages;
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/en/futures/BTCUSDT');
  const views = page.getByRole('group', { name: m.Futures.Layout.marketViews });
  const chart = page.getByRole('region', { name: m.Futures.Layout.chart, exact: true });
  const panel = page.getByTestId('order-panel-region');
  await expect(chart).toBeVisible();
  const boxOf = async (locator: typeof chart) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not laid out');
    return box;
  };
  // The order panel is taller than switch + 26rem of chart: the chart takes the rest, not the
  // switch. The panel grows as its parts arrive (the balance, the contract's rules), and the chart
  // follows it: measured once the two bottoms meet (one run measured the panel mid-growth).
  await expect
    .poll(async () => {
      const [chartBox, panelBox] = [await boxOf(chart), await boxOf(panel)];
      return Math.abs(chartBox.y + chartBox.height - (panelBox.y + panelBox.height));
    })
    .toBeLessThan(5);
  const viewsBox = await boxOf(views);
  const chartBox = await boxOf(chart);
  expect(viewsBox.height).toBeLessThan(60);
  expect(chartBox.y).toBeCloseTo(viewsBox.y + viewsBox.height, -1);
  expect(chartBox.height).toBeGreaterThanOrEqual(416);
});
