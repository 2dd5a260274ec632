import { expect, test, type APIRequestContext } from './test';
import Decimal from 'decimal.js';
import { fill, languages } from './fixtures';
import { fundedTrader, type TestUser } from './rewards-helpers';
import { openOrdersOn, openTradingScreen } from './trading-helpers';

/**
 * A scaled order from the order panel: five limit buys spread 5 %–10 % below the market, placed
 * as one batch, shown in the open orders with their group badge, then cancelled as a group.
 *
 * BTCUSDT: 0.015 BTC in five orders of 0.003 BTC, each above the 100 USDT minimum order value at
 * any price the demo quotes. The buys rest far below the book, so no other spec trades with them.
 */

const BTC = 1;
const SYMBOL = 'BTCUSDT';

test.describe.configure({ mode: 'serial' });

function openOrders(request: APIRequestContext, user: TestUser) {
  return openOrdersOn<{ orderId: number; price: string; groupId?: number }>(request, user, BTC);
}

/** The best bid now, from the public depth. */
async function bestBid(request: APIRequestContext): Promise<Decimal> {
  const depth = (await (await request.get(`/fapi/v1/depth?symbol=${SYMBOL}&limit=5`)).json()) as {
    bids: [string, string][];
  };
  const [best] = depth.bids;
  if (best === undefined) throw new Error('no bids on the book');
  return new Decimal(best[0]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of languages.filter((l) => l.code === 'en' || l.code === 'ja')) {
  const m = language.messages;
  const op = m.Futures.OrderPanel;
  const tabs = m.Futures.BottomTabs;
  const scaled = m.ScaledOrder;

  test(`a scaled buy of five orders below the market, cancelled as a group (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await fundedTrader(request, `scaled-${language.code}`, '500');
    const bid = await bestBid(request);
    // Whole dollars: on BTC's 0.1 tick.
    const lower = bid.times('0.90').floor().toFixed(0);
    const upper = bid.times('0.95').floor().toFixed(0);

    const panel = await openTradingScreen(
      { page, context, baseURL },
      user,
      m,
      language.code,
      SYMBOL,
    );

    // The limit tab's scaled order.
    await panel.getByRole('tab', { name: op.tabs.limit }).click();
    await panel.getByRole('combobox', { name: op.execution }).click();
    await page.getByRole('option', { name: scaled.execution, exact: true }).click();
    await panel.getByLabel(scaled.lowerPrice, { exact: true }).fill(lower);
    await panel.getByLabel(scaled.upperPrice, { exact: true }).fill(upper);
    await panel.getByLabel(scaled.count, { exact: true }).fill('5');
    await panel.getByLabel(scaled.totalQuantity, { exact: true }).fill('0.015');

    // The preview: five orders of 0.003 BTC, the highest price first.
    const preview = panel.getByTestId('scaled-order-preview');
    await expect(preview.getByRole('row')).toHaveCount(6);
    await expect(preview.getByText('0.003 BTC')).toHaveCount(5);

    await panel
      .getByRole('button', { name: new RegExp(escape(fill(scaled.submit, { count: 5 }))) })
      .click();
    const confirm = page.getByRole('alertdialog', {
      name: new RegExp(`^${escape(m.Futures.Dialogs.OrderConfirm.title)}`),
    });
    await expect(confirm).toContainText(scaled.orderType);
    await expect(confirm.getByTestId('scaled-order-preview').getByRole('row')).toHaveCount(6);
    await confirm
      .getByRole('button', { name: m.Futures.Dialogs.OrderConfirm.confirm, exact: true })
      .click();
    await expect(page.getByText(fill(scaled.placed, { count: 5 })).first()).toBeVisible();

    // Five open orders, each with its place in the group.
    const openTab = page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 5 }) });
    await openTab.click();
    const open = page.getByRole('tabpanel', { name: fill(tabs.openOrdersTab, { count: 5 }) });
    for (let index = 1; index <= 5; index++)
      await expect(
        open.getByText(fill(scaled.badge, { index, count: 5 }), { exact: true }),
      ).toBeVisible();
    const placed = await openOrders(request, user);
    expect(placed).toHaveLength(5);
    const groupId = placed[0]?.groupId;
    expect(groupId).toBeDefined();
    expect(placed.every((o) => o.groupId === groupId)).toBe(true);

    // One action cancels them all.
    await open
      .getByRole('button', {
        name: fill(scaled.cancelGroupLabel, { groupId: String(groupId) }),
        exact: true,
      })
      .click();
    await expect(page.getByText(fill(scaled.groupCancelled, { count: 5 })).first()).toBeVisible();
    await expect(
      page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 0 }) }),
    ).toBeVisible();
    await expect(open.getByText(fill(scaled.badge, { index: 1, count: 5 }))).toHaveCount(0);
    expect(await openOrders(request, user)).toEqual([]);
  });
}
