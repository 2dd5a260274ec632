import { expect, test, type APIRequestContext } from './test';
import Decimal from 'decimal.js';
import { fill, languages } from './fixtures';
import { buyAtMarket, markPrice, openOrdersOn, openTradingScreen } from './trading-helpers';
import { fundedTrader, type TestUser } from './rewards-helpers';

/**
 * Several partial TP/SL pairs on one position, from the position's TP/SL dialog: half of it with a
 * take profit and a stop loss, a quarter with a take profit only; the engine holds them as
 * linked one-cancels-other orders (the open orders' `ocoOrderId`), the dialog lists them, and
 * cancelling a pair there cancels both its legs.
 */

const BTC = 1;
const SYMBOL = 'BTCUSDT';

interface OpenOrder {
  orderId: number;
  quantity: string;
  triggerPrice: string | null;
  ocoOrderId?: number;
}

function openOrders(request: APIRequestContext, user: TestUser): Promise<OpenOrder[]> {
  return openOrdersOn<OpenOrder>(request, user, BTC);
}

for (const language of languages.filter((l) => l.code === 'en' || l.code === 'ko')) {
  const m = language.messages;
  const tabs = m.Futures.BottomTabs;
  const dialog = m.Futures.Dialogs.PositionTpsl;

  test(`a position carries two partial TP/SL pairs, listed in its dialog and cancelled as pairs (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await fundedTrader(request, `partial-tpsl-${language.code}`, '500');
    // A long of 0.004 BTC at market (4 contracts of 0.001).
    await buyAtMarket(request, user, BTC, '0.004');
    const mark = await markPrice(request, SYMBOL);
    const above = mark.times('1.2').toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);
    const below = mark.times('0.8').toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);
    const farAbove = mark.times('1.3').toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);

    await openTradingScreen({ page, context, baseURL }, user, m, language.code, SYMBOL);
    const positionsTab = page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 1 }) });
    await positionsTab.click();
    const positions = page.getByRole('tabpanel', { name: fill(tabs.positionsTab, { count: 1 }) });
    await positions
      .getByRole('group')
      .first()
      .getByRole('button', { name: tabs.actions.tpsl, exact: true })
      .click();
    const tpsl = page.getByRole('dialog', { name: dialog.title });
    await tpsl.getByRole('radio', { name: dialog.partial.partial }).click();
    await expect(tpsl.getByText(dialog.partial.pairsEmpty)).toBeVisible();

    const takeProfit = tpsl.getByLabel(fill(dialog.triggerPrice, { kind: dialog.takeProfit }));
    const stopLoss = tpsl.getByLabel(fill(dialog.triggerPrice, { kind: dialog.stopLoss }));
    const shares = tpsl.getByRole('group', { name: dialog.partial.share });
    const add = tpsl.getByRole('button', { name: dialog.partial.submit, exact: true });

    // Half of it: a take profit 20 % above the mark and a stop loss 20 % below.
    await shares.getByRole('button', { name: '50%' }).click();
    await expect(tpsl.getByLabel(dialog.partial.quantity, { exact: true })).toHaveValue('0.002');
    await takeProfit.fill(above);
    await stopLoss.fill(below);
    await add.click();
    await expect(tpsl.getByText(fill(dialog.partial.pairsTitle, { count: 1 }))).toBeVisible();

    // A quarter of it: a take profit only, further up.
    await shares.getByRole('button', { name: '25%' }).click();
    await takeProfit.fill(farAbove);
    await add.click();
    await expect(tpsl.getByText(fill(dialog.partial.pairsTitle, { count: 2 }))).toBeVisible();
    const rows = tpsl.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('0.002');
    await expect(rows.nth(2)).toContainText('0.001');

    // The engine's view: three waiting legs, the first two linked to each other.
    const legs = await openOrders(request, user);
    expect(legs).toHaveLength(3);
    const [tp, sl, single] = [...legs].sort((a, b) => a.orderId - b.orderId);
    expect(tp?.ocoOrderId).toBe(sl?.orderId);
    expect(sl?.ocoOrderId).toBe(tp?.orderId);
    expect(single?.ocoOrderId).toBeUndefined();
    expect([tp?.quantity, sl?.quantity, single?.quantity]).toEqual(['0.002', '0.002', '0.001']);

    // Cancelling the half's pair in the dialog cancels both its legs.
    await tpsl
      .getByRole('button', { name: fill(dialog.partial.cancelPair, { quantity: '0.002' }) })
      .click();
    await expect(tpsl.getByText(fill(dialog.partial.pairsTitle, { count: 1 }))).toBeVisible();
    await expect
      .poll(async () => (await openOrders(request, user)).map((o) => o.orderId))
      .toEqual([single?.orderId]);
  });
}
