import { expect, test, type APIRequestContext } from './test';
import Decimal from 'decimal.js';
import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
import { fill, languages } from './fixtures';
import { markPrice, openOrdersOn, openTradingScreen, placeOrder } from './trading-helpers';
import { fundedTrader, ok, type TestUser } from './rewards-helpers';

/**
 * Editing an order in the open-orders table keeps its place in the queue when only its quantity
 * goes down (the amend call, one engine command, the order keeps its id).
 *
 * A and B bid at the same price, A first; A lowers its quantity in the table. Then B sells at that
 * price: the sell takes every bid above it (the market makers' ladder), then the first bid at the
 * price — A's, if A kept its place — and stops at B's own bid (self-trade prevention ends a taker
 * at its own order). So B's sell fills A's order exactly when A is still ahead of B; had the edit
 * sent it to the back, B's sell would have stopped at B's own bid before reaching it. This holds
 * whatever the makers quote at that moment, in one engine command.
 *
 * SUIUSDT (a new listing: small maker levels; no other spec trades it) at 2 % under the mark:
 * below the makers' ladder (12 levels of 2 bps, at most four times wider when volatile), inside
 * the ±5 % price band.
 */

const SUI = 11;
const SYMBOL = 'SUIUSDT';

// One language after the other: B's sell takes every bid down to its price, which would reach
// the other run's orders on the same contract at about the same price.
test.describe.configure({ mode: 'serial' });

function place(request: APIRequestContext, user: TestUser, order: Record<string, unknown>) {
  return placeOrder(request, user, { contractId: SUI, orderType: 1, ...order });
}

for (const language of languages.filter((l) => l.code === 'en' || l.code === 'ja')) {
  const m = language.messages;
  const tabs = m.Futures.BottomTabs;
  const edit = m.Futures.OrderAmend.edit;

  test(`a smaller quantity keeps the order's place in the queue (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const a = await fundedTrader(request, `amend-a-${language.code}`, '500');
    // B's sell takes the makers' whole ladder first (about 40 000 USDT at most): 2x leverage,
    // enough margin for 20 000 SUI.
    const b = await fundedTrader(request, `amend-b-${language.code}`, '90000');
    await ok(
      request.post('/api/futures/future/leverage', {
        headers: b.headers,
        data: { contractId: SUI, leverage: 2 },
      }),
    );

    const price = (await markPrice(request, SYMBOL))
      .times('0.98')
      .toDecimalPlaces(4, Decimal.ROUND_DOWN)
      .toFixed(4);
    const ours = await place(request, a, { side: 'buy', quantity: '20', price });
    const theirs = await place(request, b, { side: 'buy', quantity: '20', price });
    expect(ours.orderStatus).toBe(2);
    expect(theirs.orderStatus).toBe(2);

    // A lowers its order from 20 to 10 SUI in the open-orders table.
    await openTradingScreen({ page, context, baseURL }, a, m, language.code, SYMBOL);
    const openTab = page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 1 }) });
    await openTab.click();
    const openOrders = page.getByRole('tabpanel', {
      name: fill(tabs.openOrdersTab, { count: 1 }),
    });
    await openOrders
      .getByRole('button', { name: fill(edit.buttonLabel, { id: ours.orderId }) })
      .click();
    const dialog = page.getByRole('dialog', { name: edit.title });
    // What has filled (nothing yet) out of the order's 20 SUI.
    await expect(dialog.getByTestId('order-edit-filled')).toHaveText(
      new RegExp(`${edit.filledLabel}\\s*0\\s*SUI\\s*/\\s*20\\s*SUI`),
    );
    const quantity = dialog.getByRole('textbox', { name: edit.quantity });
    await expect(quantity).toHaveValue('20');
    await quantity.fill('10');
    await dialog.getByRole('button', { name: edit.save }).click();
    await expect(page.getByText(fill(edit.saved, { id: ours.orderId }))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The edit kept the order's id: the row's Edit button still names it.
    await expect(
      openOrders.getByRole('button', { name: fill(edit.buttonLabel, { id: ours.orderId }) }),
    ).toBeVisible();
    const amended = await openOrdersOn<{ orderId: number; quantity: string }>(request, a, SUI);
    expect(amended).toEqual([expect.objectContaining({ orderId: ours.orderId, quantity: '10' })]);

    // B sells into the book down to that price.
    const sold = await place(request, b, { side: 'sell', quantity: '20000', price });
    expect(Number(sold.filledQuantity)).toBeGreaterThan(0);
    // A's order filled against B's sell: the same trades, seen from both sides. (Whether B's own
    // bid is still open afterwards says nothing: once B's sell has emptied the bid side, the
    // market simulator's takers may sell into it.)
    const trades = (user: TestUser) =>
      ok<{ list: { tradeId: number; orderId: number; quantity: string }[] }>(
        request.get(`/api/futures/future/trade/history?contractId=${SUI}&limit=100`, {
          headers: user.headers,
        }),
      ).then((page) => page.list);
    await expect
      .poll(async () => {
        const ofA = (await trades(a)).filter((t) => t.orderId === ours.orderId);
        const ofB = new Map((await trades(b)).map((t) => [t.tradeId, t.orderId]));
        return {
          quantity: ofA.reduce((sum, t) => sum.plus(t.quantity), new Decimal(0)).toFixed(),
          takerOrders: [...new Set(ofA.map((t) => ofB.get(t.tradeId)))],
        };
      })
      .toEqual({ quantity: '10', takerOrders: [sold.orderId] });

    // … and A's order was the one that filled: gone from the open orders, a 10 SUI long.
    await expect(
      page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 0 }) }),
    ).toBeVisible();
    const positionsTab = page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 1 }) });
    await positionsTab.click();
    const positions = page.getByRole('tabpanel', {
      name: fill(tabs.positionsTab, { count: 1 }),
    });
    // "Long · 20x10 SUI3.97…": cells follow each other with no space between.
    await expect(positions).toContainText(/(?<![\d.])10\s*SUI(?![A-Z])/);

    // B's bid leaves the book, so nothing of this run stays in the way of the next one: cancelled
    // here, or already filled by the simulator's takers ("nothing to cancel").
    const cancelled = (await (
      await request.post('/api/futures/future/order/cancelAll', {
        headers: b.headers,
        data: { contractId: SUI },
      })
    ).json()) as { code: number };
    expect([0, ERROR_CODE.failure]).toContain(cancelled.code);
    expect(await openOrdersOn(request, b, SUI)).toEqual([]);
  });
}
