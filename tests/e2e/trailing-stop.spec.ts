import { expect, test, type APIRequestContext } from './test';
import Decimal from 'decimal.js';
import { fill, languages } from './fixtures';
import { fundedTrader, ok, type TestUser } from './rewards-helpers';
import { openOrdersOn, openTradingScreen, placeOrder } from './trading-helpers';

/**
 * A long's trailing stop, placed in the order panel, shown in the open orders, fired and found in
 * the order history.
 *
 * There is no way to set the mark price from a browser test (the demo's prices come from the
 * simulated index), so the stop trails the last price and the test moves the last price the way
 * traders do: C bids exactly at the stop's trigger level (which the engine keeps and the API shows),
 * and B sells into the book down to that level. B's sell takes every bid above it (the market
 * makers' ladder) and then C's bid, so a trade prints at the level and the stop fires in the same
 * engine command, whatever the makers quote at that moment; its market sell then fills against
 * C's second bid further down. Should the trail have risen meanwhile (a higher trade), the level
 * only rose, and a trade at the old level still reaches it.
 *
 * PEPEUSDT: a new listing with small maker levels, which no other spec trades (order-amend.spec
 * sweeps SUIUSDT the same way). The two languages run one after the other for the same reason.
 */

const PEPE = 12;
const SYMBOL = 'PEPEUSDT';
/** The long: 50 contracts of 100 000 PEPE (about 100 USDT). */
const LONG = '5000000';

test.describe.configure({ mode: 'serial' });

function place(request: APIRequestContext, user: TestUser, order: Record<string, unknown>) {
  return placeOrder(request, user, { contractId: PEPE, ...order });
}

function openOrders(request: APIRequestContext, user: TestUser) {
  return openOrdersOn<{ orderId: number; triggerPrice: string | null; callbackRate?: string }>(
    request,
    user,
    PEPE,
  );
}

/** A price on PEPE's tick (8 decimals), rounded down. */
const onTick = (price: Decimal) => price.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8);

/**
 * One attempt to print a trade at the stop's trigger level: C bids there and 2 % lower (where the
 * stop's market sell fills), B sells down to the level.
 */
async function tradeAtTheLevel(
  request: APIRequestContext,
  a: TestUser,
  b: TestUser,
  c: TestUser,
): Promise<void> {
  const [stop] = await openOrders(request, a);
  if (stop === undefined) return; // it has fired
  expect(stop.triggerPrice, 'the trail is active from placement').not.toBeNull();
  const level = new Decimal(stop.triggerPrice ?? '0');
  // C's bids of an attempt before (none the first time: the answer is then 101010400).
  await request.post('/api/futures/future/order/cancelAll', {
    headers: c.headers,
    data: { contractId: PEPE },
  });
  await place(request, c, { side: 'buy', orderType: 1, quantity: '1000000', price: onTick(level) });
  await place(request, c, {
    side: 'buy',
    orderType: 1,
    quantity: '10000000',
    price: onTick(level.times('0.98')),
  });
  const depth = (await (await request.get(`/fapi/v1/depth?symbol=${SYMBOL}&limit=100`)).json()) as {
    bids: [string, string][];
  };
  const above = depth.bids
    .filter(([price]) => new Decimal(price).greaterThanOrEqualTo(level))
    .reduce((sum, [, quantity]) => sum.plus(quantity), new Decimal(0));
  // More than the book holds down to the level: what is left past it is cancelled (IOC).
  const quantity = above.times('1.5').dividedBy(100_000).ceil().times(100_000).toFixed(0);
  await place(request, b, {
    side: 'sell',
    orderType: 1,
    quantity,
    price: onTick(level),
    timeInForce: 'IOC',
  });
}

for (const language of languages.filter((l) => l.code === 'en' || l.code === 'ja')) {
  const m = language.messages;
  const op = m.Futures.OrderPanel;
  const tabs = m.Futures.BottomTabs;
  const trailing = m.TrailingStop;

  test(`a long's trailing stop sell trails the price and closes the position (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const a = await fundedTrader(request, `trail-a-${language.code}`, '300');
    // B's sell may take the makers' whole ladder (about 40 000 USDT at most), 1.5 times over.
    const b = await fundedTrader(request, `trail-b-${language.code}`, '60000');
    await ok(
      request.post('/api/futures/future/leverage', {
        headers: b.headers,
        data: { contractId: PEPE, leverage: 2 },
      }),
    );
    const c = await fundedTrader(request, `trail-c-${language.code}`, '300');
    // A is long.
    const bought = await place(request, a, { side: 'buy', orderType: 3, quantity: LONG });
    expect(bought.filledQuantity).toBe(LONG);

    const panel = await openTradingScreen({ page, context, baseURL }, a, m, language.code, SYMBOL);

    // The conditional tab's trailing stop: 0.5 % below the highest last price, active at once.
    await panel.getByRole('tab', { name: op.tabs.conditional }).click();
    await panel.getByRole('combobox', { name: op.execution }).click();
    await page.getByRole('option', { name: trailing.orderType }).click();
    await expect(panel.getByLabel(op.triggerPrice, { exact: true })).toHaveCount(0);
    await panel.getByLabel(trailing.callbackRate, { exact: true }).fill('0.5');
    await panel.getByLabel(op.quantity, { exact: true }).fill(LONG);
    await panel.getByRole('checkbox', { name: op.reduceOnly }).check();
    await panel.getByRole('button', { name: op.sellShort, exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: new RegExp(`^${m.Futures.Dialogs.OrderConfirm.title}`),
    });
    await expect(confirm).toContainText(trailing.orderType);
    await expect(confirm).toContainText(fill(trailing.preset, { rate: '0.5' }));
    await expect(confirm).toContainText(trailing.activationNone);
    await confirm
      .getByRole('button', { name: m.Futures.Dialogs.OrderConfirm.confirm, exact: true })
      .click();
    await expect(page.getByText(op.result.placed).first()).toBeVisible();

    // The open orders show it: its name, its callback rate, the level it sells at now.
    const openTab = page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 1 }) });
    await openTab.click();
    const open = page.getByRole('tabpanel', { name: fill(tabs.openOrdersTab, { count: 1 }) });
    const row = open.getByRole('row').filter({ hasText: trailing.orderType });
    await expect(row).toContainText(fill(trailing.callbackValue, { rate: '0.5' }));
    await expect(row).toContainText(tabs.orderStatus.untriggered);
    // "Last price ≤ 0.00001990": the level, which rises with the highest trade.
    await expect(row).toContainText(/≤\s*0\.\d{8}/);
    expect(await openOrders(request, a)).toEqual([
      expect.objectContaining({ callbackRate: '0.5' }),
    ]);

    // A trade at the level fires it.
    await expect(async () => {
      await tradeAtTheLevel(request, a, b, c);
      expect(await openOrders(request, a)).toEqual([]);
    }).toPass({ timeout: 60_000, intervals: [1_000] });

    // The position is closed, the stop is gone from the open orders and in the history, filled.
    await expect(
      page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 0 }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 0 }) }),
    ).toBeVisible();
    await page.getByRole('tab', { name: tabs.orderHistoryTab }).click();
    const history = page.getByRole('tabpanel', { name: tabs.orderHistoryTab });
    const filled = history.getByRole('row').filter({ hasText: trailing.orderType });
    await expect(filled).toContainText(fill(trailing.callbackValue, { rate: '0.5' }));
    await expect(filled).toContainText(
      fill(tabs.orderStatus.triggered, { status: tabs.orderStatus.s4 }),
    );
  });
}
