import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, createAccount, uniqueEmail } from './auth-helpers';
import { fill, languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];

/** A new user, KYC approved (the demo server approves at once), with demo USDT in spot. */
async function fundedUser(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const token = await apiLogin(request, email, await createAccount(request, email));
  const headers = { authorization: `Bearer ${token}` };
  const kyc = await request.post('/api/v2/user/kyc/level1', {
    headers,
    data: { realName: 'Trading Person', country: 'JP', idNumber: 'ID-20261124' },
  });
  expect(((await kyc.json()) as { code: number }).code).toBe(0);
  const deposit = await request.post('/api/v2/asset/demo/deposit', {
    headers,
    data: { currencyId: 1, amount: '5000' },
  });
  expect(deposit.status()).toBe(200);
  return token;
}

async function field(scope: Locator | Page, label: string): Promise<Locator> {
  return scope.getByLabel(label, { exact: true });
}

/** The order confirmation (on by default): it names the order and places it. */
async function confirmOrder(page: Page, labels: { title: string; confirm: string }) {
  const dialog = page.getByRole('alertdialog', { name: new RegExp(`^${labels.title}`) });
  await dialog.getByRole('button', { name: labels.confirm }).click();
  await expect(dialog).toBeHidden();
}

for (const language of [en, ko]) {
  const m = language.messages;
  const op = m.Futures.OrderPanel;
  const dialogs = m.Futures.Dialogs;
  const tabs = m.Futures.BottomTabs;

  test(`a new user opens futures, funds it, trades and finds it all in the histories (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await fundedUser(request, `trade-${language.code}`);
    await context.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/futures/BTCUSDT`);
    const panel = page.getByRole('region', { name: m.Futures.Layout.orderPanel });

    // The guided tour greets a new user first; this journey skips it (rewards.spec takes it).
    await page
      .getByRole('dialog', { name: m.Tour.steps.choose.title })
      .getByRole('button', { name: m.Tour.skip, exact: true })
      .click();

    // Open futures in place: the risk warning, accepted.
    await panel.getByLabel(m.Auth.Futures.riskAccept).check();
    await panel.getByRole('button', { name: m.Auth.Futures.open }).click();

    // Transfer demo USDT from spot to futures.
    await panel.getByRole('button', { name: op.transfer, exact: true }).first().click();
    const transfer = page.getByRole('dialog', { name: m.Wallet.Transfer.title });
    await (await field(transfer, m.Wallet.Transfer.amount)).fill('2000');
    await transfer.getByRole('button', { name: m.Wallet.Transfer.submit, exact: true }).click();
    await expect(page.getByText(m.Wallet.Transfer.success)).toBeVisible();
    await expect(transfer).toBeHidden();

    // A limit buy just under the best bid rests: it shows on the book and in open orders.
    const bids = page.getByRole('list', { name: m.OrderBook.bids });
    const bestBid = (await bids.getByRole('button').first().textContent()) ?? '';
    const bidPrice = /([\d,]+\.\d)/.exec(bestBid)?.[1]?.replaceAll(',', '') ?? '';
    expect(bidPrice).not.toBe('');
    await panel.getByRole('tab', { name: op.tabs.limit }).click();
    // A few levels under the best bid: it rests (the book may move before the click lands) and
    // stays among the levels the book shows.
    const restingPrice = (Number(bidPrice) * 0.9995).toFixed(1);
    await (await field(panel, op.price)).fill(restingPrice);
    await (await field(panel, op.quantity)).fill('0.01');
    await panel.getByRole('button', { name: op.buyLong, exact: true }).click();
    await confirmOrder(page, dialogs.OrderConfirm);
    await expect(page.getByText(op.result.placed).first()).toBeVisible();
    await expect(
      page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 1 }) }),
    ).toBeVisible();
    await expect(bids.getByTestId('own-order-marker').first()).toBeVisible();

    // Cancel all, with the spec's question, empties the open orders (before the market can
    // reach the order at the best bid).
    await page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 1 }) }).click();
    await page
      .getByRole('tabpanel', { name: fill(tabs.openOrdersTab, { count: 1 }) })
      .getByRole('button', { name: dialogs.CancelAll.confirm, exact: true })
      .click();
    const cancelAll = page.getByRole('alertdialog', { name: dialogs.CancelAll.title });
    await expect(cancelAll).toContainText(dialogs.CancelAll.body);
    await cancelAll.getByRole('button', { name: dialogs.CancelAll.confirm, exact: true }).click();
    await expect(
      page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 0 }) }),
    ).toBeVisible();

    // A market buy opens a position with its liquidation price.
    await panel.getByRole('tab', { name: op.tabs.market }).click();
    await (await field(panel, op.quantity)).fill('0.02');
    await panel.getByRole('button', { name: op.buyLong, exact: true }).click();
    await confirmOrder(page, dialogs.OrderConfirm);
    await expect(page.getByText(op.result.filled).first()).toBeVisible();
    const positionsTab = page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 1 }) });
    await positionsTab.click();
    const positions = page.getByRole('tabpanel', { name: fill(tabs.positionsTab, { count: 1 }) });
    await expect(positions.getByRole('row')).toHaveCount(2);
    // 0.02 BTC, and up to 0.01 more when the market reached the resting order before it was
    // cancelled (all of it, or a part: 0.023 was seen).
    const sizeText = /0\.0(?:2\d|30) BTC/;
    await expect(positions).toContainText(sizeText);
    const lots = Math.round(
      Number(sizeText.exec((await positions.textContent()) ?? '')?.[0].split(' ')[0]) * 1000,
    );

    // TP/SL on the position: a take profit 10 % above the market.
    const takeProfit = String(Math.round(Number(bidPrice) * 1.1));
    const actions = positions.getByRole('group').first();
    await actions.getByRole('button', { name: tabs.actions.tpsl, exact: true }).click();
    const tpsl = page.getByRole('dialog', { name: dialogs.PositionTpsl.title });
    await tpsl
      .getByLabel(
        fill(dialogs.PositionTpsl.triggerPrice, { kind: dialogs.PositionTpsl.takeProfit }),
      )
      .fill(takeProfit);
    await tpsl.getByRole('button', { name: dialogs.PositionTpsl.submit, exact: true }).click();
    await expect(tpsl).toBeHidden();
    await expect(positions).toContainText(Number(takeProfit).toLocaleString('en-US'));

    // Close half by a limit below the market (it fills at once), then the rest at market.
    await actions.getByRole('button', { name: tabs.actions.closeLimit, exact: true }).click();
    const closeLimit = page.getByRole('dialog', { name: dialogs.ClosePosition.titleLimit });
    await closeLimit
      .getByLabel(dialogs.ClosePosition.price, { exact: true })
      .fill(String(Math.round(Number(bidPrice) * 0.98)));
    await closeLimit
      .getByRole('button', { name: fill(dialogs.ClosePosition.percentOf, { percent: 50 }) })
      .click();
    await closeLimit
      .getByRole('button', { name: dialogs.ClosePosition.submitLimit, exact: true })
      .click();
    await expect(closeLimit).toBeHidden();
    // 50 % is rounded down to whole lots: the larger half stays open.
    const leftLots = lots - Math.floor(lots / 2);
    await expect(positions).toContainText(`${(leftLots / 1000).toFixed(3)} BTC`);
    await actions.getByRole('button', { name: tabs.actions.closeMarket, exact: true }).click();
    const closeMarket = page.getByRole('dialog', { name: dialogs.ClosePosition.titleMarket });
    await closeMarket
      .getByRole('button', { name: dialogs.ClosePosition.submitMarket, exact: true })
      .click();
    await expect(
      page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 0 }) }),
    ).toBeVisible();

    // Everything is in the histories.
    await page.getByRole('tab', { name: tabs.orderHistoryTab }).click();
    const orderHistory = page.getByRole('tabpanel', { name: tabs.orderHistoryTab });
    // Header and the newest orders (the table draws only the rows in view).
    await expect.poll(async () => orderHistory.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('tab', { name: tabs.positionHistoryTab }).click();
    await expect(page.getByRole('tabpanel', { name: tabs.positionHistoryTab })).toContainText(
      'BTCUSDT',
    );

    // Leverage above 10x warns of easy liquidation.
    await panel.getByRole('button', { name: fill(op.leverageLabel, { leverage: 20 }) }).click();
    const leverage = page.getByRole('dialog', { name: dialogs.Leverage.title });
    await expect(leverage.getByText(dialogs.Leverage.warning)).toBeVisible();
    await leverage.getByRole('textbox', { name: dialogs.Leverage.leverage }).fill('5');
    await expect(leverage.getByText(dialogs.Leverage.warning)).toBeHidden();
    await page.keyboard.press('Escape');

    // The red-up colour convention swaps the buy colour.
    const buy = panel.getByRole('button', { name: op.buyLong, exact: true });
    const greenUp = await buy.evaluate((el) => getComputedStyle(el).backgroundColor);
    await panel.getByRole('button', { name: op.settings, exact: true }).click();
    const preferences = page.getByRole('dialog', { name: dialogs.Preferences.title });
    await preferences.getByRole('radio', { name: dialogs.Preferences.redUp }).click();
    await expect(page.locator('html')).toHaveAttribute('data-colors', 'red-up');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => buy.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(greenUp);
  });
}
