import { expect, test } from './test';
import { ccxtClient } from '../api/ccxt-clients';
import { apiStepUp } from './auth-helpers';
import { fill, languages } from './fixtures';
import {
  fundFutures,
  lastPrice,
  logInBrowser,
  newUser,
  ok,
  verifyAndOpenFutures,
} from './rewards-helpers';

const tabs = languages[0].messages.Futures.BottomTabs;
const ETH = { contractId: 2, code: 'ETHUSDT', symbol: 'ETH/USDT:USDT' };

test('an order a bot places through CCXT is the order on the futures screen, and cancelled there it is cancelled for the bot', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await newUser(request, 'ccxt-screen');
  await verifyAndOpenFutures(request, user);
  await fundFutures(request, user, '2000', '1000');
  // The tour would greet this new user on the futures screen: already skipped.
  await ok(
    request.post('/api/v2/user/tour/update', {
      headers: user.headers,
      data: { status: 'skipped', step: 0 },
    }),
  );
  // A trade key, created the way the account page does it (after the step-up, by e-mail code).
  const stepUpToken = await apiStepUp(request, user.email, user.headers);
  const key = await ok<{ apiKey: string; secretKey: string }>(
    request.post('/api/v2/user/apiKey/create', {
      headers: user.headers,
      data: { label: 'e2e bot', permissions: ['read', 'trade'], stepUpToken },
    }),
  );

  // CCXT's binanceusdm, unmodified, rests a limit buy 10 % under the market.
  const bot = ccxtClient(baseURL ?? '', key);
  await bot.loadMarkets();
  const price = bot.priceToPrecision(ETH.symbol, (await lastPrice(request, ETH.contractId)) * 0.9);
  const placed = await bot.createOrder(ETH.symbol, 'limit', 'buy', 0.1, Number(price));
  const id = placed.id ?? '';
  expect(id).toMatch(/^\d+$/);

  await logInBrowser(context, user, baseURL);
  await page.goto(`/en/futures/${ETH.code}`);
  await page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 1 }) }).click();
  const open = page.getByRole('table', { name: fill(tabs.openOrdersTab, { count: 1 }) });
  const row = open.getByRole('row').filter({ hasText: ETH.code });
  // The screen's numbers are the bot's: the price with the contract's grouping, the quantity.
  await expect(row).toContainText(
    Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await expect(row).toContainText('0.1');
  // And the app's own REST says the same at that moment.
  const listed = await ok<{ list: { orderId: number; price: string; quantity: string }[] }>(
    request.get(`/api/futures/future/order/open?contractId=${ETH.contractId}`, {
      headers: user.headers,
    }),
  );
  expect(listed.list).toEqual([expect.objectContaining({ orderId: Number(id), quantity: '0.1' })]);
  // The same price, written as the app writes it at the contract's precision ("2970.00" where
  // CCXT's precision gives "2970").
  expect(Number(listed.list[0]?.price)).toBe(Number(price));

  // Cancelled on the screen (once the socket is up, so the frame reaches the table)...
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await row.getByRole('button', { name: fill(tabs.actions.cancelOrder, { id }) }).click();
  await expect(
    page.getByRole('tab', { name: fill(tabs.openOrdersTab, { count: 0 }) }),
  ).toBeVisible();
  // ... it is cancelled for the bot.
  await expect.poll(async () => (await bot.fetchOrder(id, ETH.symbol)).status).toBe('canceled');
  expect(await bot.fetchOpenOrders(ETH.symbol)).toEqual([]);
});
