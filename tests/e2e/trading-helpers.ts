import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { fill, type languages } from './fixtures';
import {
  logInBrowser,
  newUserInBrowser,
  ok,
  type TestBrowser,
  type TestUser,
} from './rewards-helpers';

type Messages = (typeof languages)[number]['messages'];

/**
 * The guided tour greets a new user on the trading screen: the journeys skip it (rewards.spec
 * takes it).
 */
export async function skipGuidedTour(page: Page, m: Messages): Promise<void> {
  await page
    .getByRole('dialog', { name: m.Tour.steps.choose.title })
    .getByRole('button', { name: m.Tour.skip, exact: true })
    .click();
}

/**
 * Logs the browser in as `user`, opens a contract's trading screen and skips the guided tour:
 * the order panel.
 */
export async function openTradingScreen(
  { page, context, baseURL }: TestBrowser,
  user: TestUser,
  m: Messages,
  language: string,
  symbol: string,
): Promise<Locator> {
  await logInBrowser(context, user, baseURL);
  await page.goto(`/${language}/futures/${symbol}`);
  await skipGuidedTour(page, m);
  return page.getByRole('region', { name: m.Futures.Layout.orderPanel });
}

export interface PlacedOrder {
  orderId: number;
  filledQuantity: string;
  orderStatus: number;
}

/** An order placed over the API for the futures account; the server must accept it. */
export function placeOrder(
  request: APIRequestContext,
  user: TestUser,
  order: Record<string, unknown>,
): Promise<PlacedOrder> {
  return ok<PlacedOrder>(
    request.post('/api/futures/future/order/place', {
      headers: user.headers,
      data: { accountType: 1, ...order },
    }),
  );
}

/** A long opened at market over the API, `quantity` in the base asset (BTC for BTCUSDT). */
export function buyAtMarket(
  request: APIRequestContext,
  user: TestUser,
  contractId: number,
  quantity: string,
): Promise<PlacedOrder> {
  return placeOrder(request, user, {
    contractId,
    side: 'buy',
    orderType: 3,
    quantity,
    quantityUnit: 'base',
  });
}

/** A user's open orders on a contract, as the API lists them. */
export async function openOrdersOn<Order>(
  request: APIRequestContext,
  user: TestUser,
  contractId: number,
): Promise<Order[]> {
  const answer = await ok<{ list: Order[] }>(
    request.get(`/api/futures/future/order/open?contractId=${contractId}`, {
      headers: user.headers,
    }),
  );
  return answer.list;
}

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

type ChartPeriod = keyof Messages['Chart']['periodNames'];
type ChartType = keyof Messages['Chart']['types'];

/** A contract's chart drawing of one period and type, as the chart names it for screen readers. */
export function chartFigure(
  scope: Page | Locator,
  m: Messages,
  { code, period, type }: { code: string; period: ChartPeriod; type: ChartType },
): Locator {
  return scope.getByRole('figure', {
    name: fill(m.Chart.canvasLabel, {
      code,
      period: m.Chart.periodNames[period],
      type: m.Chart.types[type],
    }),
  });
}

/** The drawing of BTCUSDT's 15-minute candles, as the chart names it for screen readers. */
export function candleChart(panel: Locator, m: Messages): Locator {
  return chartFigure(panel, m, { code: 'BTCUSDT', period: '15m', type: 'candles' });
}

/** Switches the chart to another period with its button in the chart's toolbar. */
export async function choosePeriod(page: Page, m: Messages, period: ChartPeriod): Promise<void> {
  await page
    .getByRole('button', {
      name: `${m.Chart.periods[period]} ${m.Chart.periodNames[period]}`,
      exact: true,
    })
    .click();
}

/** Opens BTCUSDT's trading screen and waits for its candles: the chart's panel. */
export async function openCandleChart(page: Page, m: Messages, lang: string): Promise<Locator> {
  await page.goto(`/${lang}/futures/BTCUSDT`);
  const panel = page.getByRole('region', { name: m.Chart.title });
  await expect(candleChart(panel, m)).toBeVisible({ timeout: 20_000 });
  return panel;
}

/**
 * A new user who has already skipped the guided tour (it would greet them on the trading screen),
 * logged in in the browser, on BTCUSDT's candle chart: the chart's panel.
 */
export async function openCandleChartAsNewUser(
  { page, context, baseURL }: TestBrowser,
  request: APIRequestContext,
  tag: string,
  m: Messages,
  language: string,
): Promise<Locator> {
  const user = await newUserInBrowser(request, context, baseURL, tag);
  await ok(
    request.post('/api/v2/user/tour/update', {
      headers: user.headers,
      data: { status: 'skipped', step: 0 },
    }),
  );
  return openCandleChart(page, m, language);
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
