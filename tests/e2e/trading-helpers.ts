import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { fill, type languages } from './fixtures';

type Messages = (typeof languages)[number]['messages'];

/**
 * With a position open, asks the order panel to switch from cross to isolated margin: the server
 * refuses (102900001) and the toast says why in the page's language; the dialog then closes.
 */
export async function expectMarginModeChangeRefused(
  page: Page,
  panel: Locator,
  m: Messages,
): Promise<void> {
  const op = m.Futures.OrderPanel;
  const dialogs = m.Futures.Dialogs;
  await panel
    .getByRole('button', {
      name: fill(op.marginMode.label, { mode: op.marginMode.cross }),
      exact: true,
    })
    .click();
  const marginMode = page.getByRole('dialog', { name: dialogs.MarginMode.title });
  await marginMode.getByRole('radio', { name: dialogs.MarginMode.isolated }).click();
  await marginMode.getByRole('button', { name: dialogs.MarginMode.confirm, exact: true }).click();
  await expect(page.getByText(m.Errors['102900001'])).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(marginMode).toBeHidden();
}

/** The drawing of BTCUSDT's 15-minute candles, as the chart names it for screen readers. */
export function candleChart(panel: Locator, m: Messages): Locator {
  return panel.getByRole('figure', {
    name: fill(m.Chart.canvasLabel, {
      code: 'BTCUSDT',
      period: m.Chart.periodNames['15m'],
      type: m.Chart.types.candles,
    }),
  });
}

/** Opens BTCUSDT's trading screen and waits for its candles: the chart's panel. */
export async function openCandleChart(page: Page, m: Messages, lang: string): Promise<Locator> {
  await page.goto(`/${lang}/futures/BTCUSDT`);
  const panel = page.getByRole('region', { name: m.Chart.title });
  await expect(candleChart(panel, m)).toBeVisible({ timeout: 20_000 });
  return panel;
}

/** A contract's mark price (the public premium index), once the market has one. */
export async function markPrice(request: APIRequestContext, symbol: string): Promise<Decimal> {
  let mark = new Decimal(0);
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/fapi/v1/premiumIndex?symbol=${symbol}`);
        mark = new Decimal(((await answer.json()) as { markPrice?: string }).markPrice ?? '0');
        return mark.greaterThan(0);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return mark;
}
