import { expect, test } from './test';
import { fill, languages } from './fixtures';
import { keepScreenshot } from './screenshots';
import { candleChart, openCandleChart } from './trading-helpers';

const [en, ko] = [languages[0], languages[1]];

for (const language of [en, ko]) {
  const m = language.messages;
  const c = m.Chart;

  test(`Point & Figure draws X and O columns with their start, boxes and range in the legend, and candles come back (${language.code})`, async ({
    page,
  }, testInfo) => {
    const panel = await openCandleChart(page, m, language.code);
    await panel
      .getByRole('button', { name: fill(c.chartTypeValue, { type: c.types.candles }) })
      .click();
    await page.getByRole('menuitemradio', { name: c.types.pointAndFigure, exact: true }).click();
    await expect(
      panel.getByRole('figure', {
        name: fill(c.canvasLabel, {
          code: 'BTCUSDT',
          period: c.periodNames['15m'],
          type: c.types.pointAndFigure,
        }),
      }),
    ).toBeVisible();
    // The smallest box and a one-box reversal: columns on any market that moved at all.
    await panel.getByLabel(c.bricks.boxSize, { exact: true }).selectOption('0.1');
    await panel.getByLabel(c.bricks.reversal, { exact: true }).selectOption('1');

    const columnLegend = panel.getByLabel(c.slotLegend.columnLabel, { exact: true });
    await expect(columnLegend).toBeVisible({ timeout: 20_000 });
    await expect(columnLegend.getByText(c.slotLegend.column, { exact: true })).toBeVisible();
    await expect(columnLegend.getByTestId('legend-slot')).toHaveText(/^[\d,]+$/);
    await expect(columnLegend.getByTestId('legend-boxes')).toHaveText(/^[1-9][\d,]*$/);
    await expect(columnLegend.getByTestId('legend-direction')).toHaveText(/^(X|O)/);
    // When the column began: a date and a time, as the candle legend writes it.
    await expect(columnLegend.getByTestId('legend-time')).toHaveText(/\d{2}:\d{2}$/);
    await expect(columnLegend.getByTestId('legend-range')).toHaveText(/\d.* – .*\d/);
    await expect(panel.getByLabel(c.legend.label, { exact: true })).toHaveCount(0);
    await keepScreenshot(page, testInfo, `chart-point-and-figure-${language.code}-desktop.png`);

    await panel
      .getByRole('button', { name: fill(c.chartTypeValue, { type: c.types.pointAndFigure }) })
      .click();
    await page.getByRole('menuitemradio', { name: c.types.candles, exact: true }).click();
    await expect(candleChart(panel, m)).toBeVisible();
    await expect(panel.getByLabel(c.legend.label, { exact: true })).toBeVisible();
    await expect(columnLegend).toHaveCount(0);
  });
}
