import { expect, test, type Locator } from './test';
import { fill, languages } from './fixtures';
import { buyAtMarket, expectMarginModeChangeRefused, openTradingScreen } from './trading-helpers';
import { fundedTrader, lastPrice } from './rewards-helpers';

/**
 * Every refusal a trader meets on the trading screen, in Korean, Japanese and Traditional Chinese:
 * the ones the order ticket says before sending (the minimum value, the leverage bounds, the
 * margin) and the ones the server answers (a post-only buy that would take, a mode change with a
 * position open). None may reach the page in English: the server's own sentence is never shown on
 * a page in another language (lib/http/api-messages `apiErrorText`).
 */

/** A message's words before its first figure: what the page shows whatever the figures are. */
function lead(text: string): RegExp {
  const words = (text.split('{')[0] ?? '').trim();
  expect(words.length, `"${text}" starts with words`).toBeGreaterThan(1);
  return new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function quantity(panel: Locator, label: string, value: string): Promise<void> {
  await panel.getByLabel(label, { exact: true }).fill(value);
}

for (const language of languages.filter((l) => l.code !== 'en')) {
  const m = language.messages;
  const op = m.Futures.OrderPanel;
  const ticket = m.Futures.OrderTicket.errors;
  const dialogs = m.Futures.Dialogs;

  test(`the trading screen's refusals are all in the page's language (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await fundedTrader(request, `refusals-${language.code}`, '1000', '500');
    // A small long, so that the mode cannot change (102900001).
    await buyAtMarket(request, user, 1, '0.002');
    const panel = await openTradingScreen(
      { page, context, baseURL },
      user,
      m,
      language.code,
      'BTCUSDT',
    );

    // The minimum value: 0.001 BTC (about 90 USDT) is under BTCUSDT's 100 USDT.
    await panel.getByRole('tab', { name: op.tabs.market }).click();
    await quantity(panel, op.quantity, '0.001');
    await expect(panel.getByText(lead(ticket.belowMinValue))).toBeVisible();

    // The margin: 0.2 BTC (about 18 000 USDT) needs more than the 500 USDT of the account.
    await quantity(panel, op.quantity, '0.2');
    await expect(panel.getByText(lead(ticket.insufficientBalance))).toBeVisible();

    // The leverage bounds: 500x is over the contract's maximum.
    await panel.getByRole('button', { name: fill(op.leverageLabel, { leverage: 20 }) }).click();
    const leverage = page.getByRole('dialog', { name: dialogs.Leverage.title });
    await leverage.getByRole('textbox', { name: dialogs.Leverage.leverage }).fill('500');
    await expect(leverage.getByText(lead(dialogs.Leverage.invalid))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(leverage).toBeHidden();

    // The margin mode cannot change with the position open: the server refuses (102900001).
    await expectMarginModeChangeRefused(page, panel, m);

    // A post-only buy 1 % above the last price would take from the asks: the server cancels it
    // (1046), and the toast says so in this language.
    const price = await lastPrice(request, 1);
    await panel.getByRole('tab', { name: op.tabs.limit }).click();
    await panel.getByLabel(op.price, { exact: true }).fill((price * 1.01).toFixed(1));
    await quantity(panel, op.quantity, '0.002');
    await panel.getByRole('combobox', { name: op.timeInForce }).click();
    await page.getByRole('option', { name: op.tif.postOnly }).click();
    await panel.getByRole('button', { name: op.buyLong, exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: new RegExp(`^${dialogs.OrderConfirm.title}`),
    });
    await confirm.getByRole('button', { name: dialogs.OrderConfirm.confirm }).click();
    await expect(page.getByText(m.Errors['1046'])).toBeVisible();
  });
}

test('a market order under the minimum order value names the minimum, in Korean', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const ko = languages.find((l) => l.code === 'ko');
  if (!ko) throw new Error('no Korean messages');
  const m = ko.messages;
  const op = m.Futures.OrderPanel;
  const user = await fundedTrader(request, 'min-value-ko', '1000', '500');
  const panel = await openTradingScreen({ page, context, baseURL }, user, m, 'ko', 'BTCUSDT');

  // The hint names BTCUSDT's minimum order value before anything is typed.
  await panel.getByRole('tab', { name: op.tabs.market }).click();
  await expect(panel.getByText(fill(op.minValue, { min: '100', asset: 'USDT' }))).toBeVisible();
  // 0.001 BTC (about 90 USDT): the ticket says the value is under 100 USDT and sends nothing.
  await quantity(panel, op.quantity, '0.001');
  await expect(
    panel.getByText(
      fill(m.Futures.OrderTicket.errors.belowMinValue, { min: '100', asset: 'USDT' }),
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: op.buyLong, exact: true })).toBeDisabled();
  // The server answers the same order with its own code and the same minimum, in Korean.
  const answer = await request.post('/api/futures/future/order/place', {
    headers: { ...user.headers, language: 'ko' },
    data: { contractId: 1, side: 'buy', orderType: 3, quantity: '0.001', accountType: 1 },
  });
  expect(await answer.json()).toMatchObject({
    code: 102900002,
    success: false,
    message: fill(m.Errors['102900002'], { minValue: '100' }),
    data: { minValue: '100' },
  });
});
