import { expect, test, type Locator } from './test';
import { fill, languages } from './fixtures';
import { keepScreenshot } from './screenshots';
import { openCandleChart } from './trading-helpers';

const [en, , ja] = [languages[0], languages[1], languages[2]];
const PRICE = /^\d{1,3}(,\d{3})*\.\d$/;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x + 0.5 < b.x + b.width &&
  b.x + 0.5 < a.x + a.width &&
  a.y + 0.5 < b.y + b.height &&
  b.y + 0.5 < a.y + a.height;

const toNumber = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

for (const language of [en, ja]) {
  const m = language.messages;

  test(`the chart switches to the market depth: bids and asks around the mid price, read by pointer and keys, and back (${language.code})`, async ({
    page,
  }, testInfo) => {
    const panel = await openCandleChart(page, m, language.code);
    const views = panel.getByRole('group', { name: m.ChartView.label });
    const candles = views.getByRole('button', { name: m.ChartView.candles, exact: true });
    const depthButton = views.getByRole('button', { name: m.ChartView.depth, exact: true });
    await expect(candles).toHaveAttribute('aria-pressed', 'true');

    await depthButton.click();
    await expect(depthButton).toHaveAttribute('aria-pressed', 'true');
    const depth = panel.getByRole('figure', {
      name: fill(m.DepthChart.label, { code: 'BTCUSDT' }),
    });
    await expect(depth).toBeVisible({ timeout: 20_000 });
    // The candles' own controls step aside while the depth shows.
    await expect(
      panel.getByRole('button', {
        name: `${m.Chart.periods['1h']} ${m.Chart.periodNames['1h']}`,
        exact: true,
      }),
    ).toBeHidden();

    // Best bid below best ask, both live prices, and drawn as two stepped areas.
    const bestBid = panel.getByTestId('depth-best-bid');
    const bestAsk = panel.getByTestId('depth-best-ask');
    await expect(bestBid).toHaveText(PRICE, { timeout: 20_000 });
    await expect(bestAsk).toHaveText(PRICE);
    expect(toNumber(await bestBid.textContent())).toBeLessThan(
      toNumber(await bestAsk.textContent()),
    );
    // Each side: its area and its stepped outline.
    await expect(depth.locator('svg path')).toHaveCount(4);

    // The summary screen readers get names both sides with their best prices.
    const summary = depth.getByRole('table', { name: m.DepthChart.summaryCaption });
    const bidRow = summary.getByRole('row', { name: new RegExp(`^${m.DepthChart.bids}`) });
    const askRow = summary.getByRole('row', { name: new RegExp(`^${m.DepthChart.asks}`) });
    await expect(bidRow.getByRole('cell').first()).toHaveText(PRICE);
    await expect(askRow.getByRole('cell').first()).toHaveText(PRICE);

    // Pointing left of the middle reads a bid level's cumulative amount and value.
    const box = await boxOf(depth);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    const tooltip = panel.getByTestId('depth-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(m.DepthChart.cumulativeAmount);
    await expect(tooltip).toContainText('BTC');
    await expect(tooltip).toContainText('USDT');
    await keepScreenshot(page, testInfo, `chart-depth-${language.code}-desktop.png`);
    await page.mouse.move(box.x + box.width * 0.5, box.y - 40);
    await expect(tooltip).toBeHidden();

    // The keyboard reads the best bid first, then the levels beyond.
    await depth.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('status').filter({ hasText: m.DepthChart.bids })).toHaveText(
      new RegExp(`^${m.DepthChart.bids} \\d`),
    );
    await page.keyboard.press('End');
    await expect(panel.getByRole('status').filter({ hasText: m.DepthChart.asks })).toBeAttached();

    await candles.click();
    await expect(depth).toBeHidden();
    await expect(
      panel.getByRole('figure', {
        name: fill(m.Chart.canvasLabel, {
          code: 'BTCUSDT',
          period: m.Chart.periodNames['15m'],
          type: m.Chart.types.candles,
        }),
      }),
    ).toBeVisible();
  });
}

test.describe('the chart time zone, on a Tokyo clock', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  for (const language of [en, ja]) {
    const m = language.messages;

    test(`local time by default, UTC once chosen and remembered (${language.code})`, async ({
      page,
    }) => {
      const panel = await openCandleChart(page, m, language.code);
      await panel
        .getByRole('button', {
          name: `${m.Chart.periods['1h']} ${m.Chart.periodNames['1h']}`,
          exact: true,
        })
        .click();
      const zone = panel.getByRole('combobox', { name: m.ChartTimeZone.label });
      await expect(zone).toHaveValue('local');
      await expect(zone.locator('option:checked')).toHaveText(
        fill(m.ChartTimeZone.local, { offset: 'UTC+9' }),
      );

      // The legend reads the last candle's open time: an hour's candle opens on the hour, nine
      // hours later on a Tokyo clock than in UTC.
      const legendTime = panel.getByTestId('legend-time');
      await expect(legendTime).toHaveText(/\d{2}:00$/, { timeout: 20_000 });
      const hourOf = async () =>
        Number(/(\d{2}):00$/.exec((await legendTime.textContent()) ?? '')?.[1]);
      const localHour = await hourOf();

      await zone.selectOption('utc');
      await expect(zone.locator('option:checked')).toHaveText(m.ChartTimeZone.utc);
      await expect.poll(hourOf).not.toBe(localHour);
      expect(((await hourOf()) + 9) % 24).toBe(localHour);

      await page.reload();
      await expect(panel.getByRole('combobox', { name: m.ChartTimeZone.label })).toHaveValue('utc');
    });
  }
});

for (const width of [1024, 375]) {
  test(`the candle open time and the time zone keep clear of the chart's other controls at ${width} px`, async ({
    page,
  }) => {
    const m = en.messages;
    await page.setViewportSize({ width, height: 900 });
    const panel = await openCandleChart(page, m, 'en');
    const toolbar = panel.locator('[data-view]');
    const note = panel.getByTestId('candle-open-time');
    const zone = panel.getByRole('combobox', { name: m.ChartTimeZone.label });
    await expect(note).toBeVisible();
    await expect(zone).toBeVisible();

    // Nothing sticks out of the bar sideways; it wraps instead.
    const toolbarBox = await boxOf(toolbar);
    expect(
      await toolbar.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(1);
    const ends = [await boxOf(note), await boxOf(zone)];
    for (const box of ends) {
      expect(box.x).toBeGreaterThanOrEqual(toolbarBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(toolbarBox.x + toolbarBox.width + 0.5);
    }
    expect(overlaps(ends[0] as Box, ends[1] as Box)).toBe(false);
    // No button of the bar (periods, type, views, indicators…) lies under the note or the select.
    for (const button of await toolbar.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const box = await boxOf(button);
      for (const end of ends) expect(overlaps(box, end)).toBe(false);
    }
  });
}
