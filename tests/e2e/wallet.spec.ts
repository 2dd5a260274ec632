import { expect, test, type APIRequestContext, type Page } from './test';
import {
  apiLogin,
  apiStepUp,
  awaitFreshTotpWindow,
  createAccount,
  logInBrowserOnDevice,
  passStepUp,
  unusedTotp,
  uniqueEmail,
} from './auth-helpers';
import { languages, WALLET_PATHS } from './fixtures';
import { fundFutures, ok } from './rewards-helpers';

const [en, , ja] = [languages[0], languages[1], languages[2]];

interface WalletUser {
  email: string;
  token: string;
  /** The authenticator secret bound to the account. */
  secret: string;
  /** The authenticator windows whose codes were used (each is taken once). */
  usedWindows: Set<number>;
  headers: Record<string, string>;
}

/**
 * A new user as the auth flows leave one (e-mail login): KYC approved (the demo server approves
 * at once), futures opened with the risk warning accepted, the authenticator app bound.
 */
async function walletUser(request: APIRequestContext, tag: string): Promise<WalletUser> {
  const email = uniqueEmail(tag);
  const token = await apiLogin(request, email, await createAccount(request, email));
  const headers = { authorization: `Bearer ${token}` };
  await ok(
    request.post('/api/v2/user/kyc/level1', {
      headers,
      data: { realName: 'Wallet Person', country: 'JP', idNumber: 'ID-20261124' },
    }),
  );
  await ok(request.post('/api/v2/user/futures/open', { headers, data: { acceptRisk: true } }));
  // Binding is a security change: the step-up (password and e-mail code) first.
  const stepUpToken = await apiStepUp(request, email, headers);
  const guide = (await ok(request.get('/api/v2/user/login/guideGoogle', { headers }))) as {
    secret: string;
  };
  await awaitFreshTotpWindow();
  const usedWindows = new Set<number>();
  await ok(
    request.post('/api/v2/user/login/bindGoogle', {
      headers,
      data: { code: unusedTotp(guide.secret, usedWindows), stepUpToken },
    }),
  );
  return { email, token, secret: guide.secret, usedWindows, headers };
}

/**
 * The browser takes the session and its device: it was logged in before the authenticator was
 * bound, so the 24-hour block on new devices does not apply to it.
 */
async function logIn(
  page: Page,
  request: APIRequestContext,
  token: string,
  baseURL: string | undefined,
): Promise<void> {
  await logInBrowserOnDevice(request, page.context(), token, baseURL);
}

/** A message with `{name}` placeholders as a pattern any value may fill. */
function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\w+\\\}/g, '.+'));
}

for (const language of [en, ja]) {
  const m = language.messages;
  const w = m.Wallet;

  test(`a demo deposit raises the wallet live, then a transfer to futures and a withdrawal, all in the history (${language.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const user = await walletUser(request, `wallet-${language.code}`);
    await logIn(page, request, user.token, baseURL);

    // The overview stays open all along: it must change without a reload.
    await page.goto(`/${language.code}/assets`);
    await expect(page.getByRole('heading', { level: 1, name: w.Overview.title })).toBeVisible();
    const total = page.getByTestId('wallet-total');
    await expect(total).toContainText('0.00 USDT');
    await page.evaluate(() => {
      (window as unknown as { walletMarker?: number }).walletMarker = 1;
    });

    // The deposit page in a second tab: address with its QR code, then the demo source's deposit.
    const deposit = await page.context().newPage();
    await deposit.goto(`/${language.code}/assets/deposit`);
    await expect(deposit.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await expect(deposit.getByTestId('deposit-qr')).toBeVisible();
    await expect(deposit.getByTestId('deposit-minimum')).toContainText('1.00 USDT');
    const amount = deposit.getByLabel(w.Deposit.demo.amount, { exact: true });
    await amount.fill('1000');
    await deposit.getByRole('button', { name: w.Deposit.demo.send, exact: true }).click();
    const history = deposit.getByRole('table', { name: w.Deposit.historyHeading });
    // Pending n/20 while the simulated chain confirms it (12 s here, playwright.config.ts), then
    // credited.
    await expect(history.getByText(pattern(w.Deposit.status.pending)).first()).toBeVisible();
    await expect(history.getByText(w.Deposit.status.credited, { exact: true })).toBeVisible({
      timeout: 90_000,
    });
    await deposit.close();

    // The balance frame reached the overview: the total rose without a reload.
    await expect(total).toContainText('1,000.00 USDT', { timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(`^${w.wallets.spot}`) })).toContainText(
      '1,000.00 USDT',
    );
    expect(await page.evaluate(() => (window as { walletMarker?: number }).walletMarker)).toBe(1);

    // The one transfer dialog: 300 USDT into the futures account.
    await page.getByRole('button', { name: w.Common.transfer, exact: true }).first().click();
    const transfer = page.getByRole('dialog', { name: w.Transfer.title });
    await expect(transfer.getByText(pattern(w.Transfer.available))).toContainText('1,000');
    await transfer.getByLabel(w.Transfer.amount, { exact: true }).fill('300');
    await transfer.getByRole('button', { name: w.Transfer.submit, exact: true }).click();
    await expect(page.getByText(w.Transfer.success)).toBeVisible();
    await expect(transfer).toBeHidden();
    await expect(
      page.getByRole('row', { name: new RegExp(`^${w.wallets.futures}`) }),
    ).toContainText('300.00 USDT');
    await expect(page.getByRole('row', { name: new RegExp(`^${w.wallets.spot}`) })).toContainText(
      '700.00 USDT',
    );
    await expect(total).toContainText('1,000.00 USDT');
    expect(await page.evaluate(() => (window as { walletMarker?: number }).walletMarker)).toBe(1);

    // Withdraw 100 USDT with the authenticator code (client-side navigation to the page).
    await page
      .getByRole('navigation', { name: w.Nav.label })
      .getByRole('link', { name: w.Nav.withdraw })
      .click();
    const coins = (await ok(request.get('/api/v2/asset/coin/list'))) as {
      networks: { network: string; addressExample: string }[];
    }[];
    const tron = coins[0]?.networks.find((n) => n.network === 'TRC20');
    expect(tron).toBeDefined();
    // The address goes into the address book first: a new address asks for the step-up (the
    // password and the authenticator's code), then it is picked from the book.
    await page.getByRole('button', { name: w.Withdraw.addressBook, exact: true }).click();
    const book = page.getByRole('dialog', { name: pattern(w.Withdraw.AddressBook.title) });
    await book
      .getByLabel(w.Withdraw.AddressBook.address, { exact: true })
      .fill(tron?.addressExample ?? '');
    await book.getByLabel(w.Withdraw.AddressBook.label, { exact: true }).fill('Cold wallet');
    await book.getByRole('button', { name: w.Withdraw.AddressBook.save, exact: true }).click();
    // A code of a window not used yet (binding took one; the withdrawal below takes another).
    await awaitFreshTotpWindow();
    await passStepUp(page, request, m.SecurityVerification, user.email, {
      totpCode: unusedTotp(user.secret, user.usedWindows),
    });
    await expect(page.getByText(w.Withdraw.AddressBook.saved)).toBeVisible();
    await book
      .getByRole('button', {
        name: w.Withdraw.AddressBook.useLabel.replace('{label}', 'Cold wallet'),
      })
      .click();
    await expect(book).toBeHidden();
    await expect(page.getByLabel(w.Withdraw.address, { exact: true })).toHaveValue(
      tron?.addressExample ?? '',
    );
    await page.getByLabel(w.Withdraw.amount, { exact: true }).fill('100');
    // The fee (1 USDT on TRC20) comes out of the amount.
    await expect(page.getByTestId('withdraw-receive')).toContainText('99.00000000 USDT');
    await page.getByRole('button', { name: w.Withdraw.submit, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: w.Withdraw.Confirm.title });
    await awaitFreshTotpWindow();
    await confirm
      .getByLabel(w.Withdraw.Confirm.authenticatorCode, { exact: true })
      .fill(unusedTotp(user.secret, user.usedWindows));
    await confirm.getByRole('button', { name: w.Withdraw.Confirm.submit, exact: true }).click();
    await expect(page.getByText(w.Withdraw.Confirm.requested)).toBeVisible();
    await expect(confirm).toBeHidden();
    const withdrawals = page.getByRole('table', { name: w.Withdraw.historyHeading });
    const states = [
      w.Withdraw.status.requested,
      w.Withdraw.status.processing,
      w.Withdraw.status.completed,
    ];
    await expect(withdrawals.getByRole('row').nth(1)).toContainText(
      new RegExp(states.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
    await expect(withdrawals.getByRole('row').nth(1)).toContainText('100.00000000');

    // The history lists the three movements.
    await page
      .getByRole('navigation', { name: w.Nav.label })
      .getByRole('link', { name: w.Nav.history })
      .click();
    // It opens on the ledger: every change of every wallet, with the balance after it.
    const ledger = page.getByRole('table', { name: w.Ledger.title });
    for (const kind of [w.Ledger.kinds.deposit, w.Ledger.kinds.transfer]) {
      await expect(ledger.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('tab', { name: w.Ledger.tabs.movements }).click();
    const all = page.getByRole('table', { name: w.Ledger.tabs.movements });
    for (const type of [
      w.History.types.withdraw,
      w.History.types.transfer,
      w.History.types.deposit,
    ]) {
      await expect(all.getByRole('cell', { name: type, exact: true }).first()).toBeVisible();
    }
    await expect(all).toContainText(`${w.wallets.spot} → ${w.wallets.futures}`);
    expect(await page.evaluate(() => (window as { walletMarker?: number }).walletMarker)).toBe(1);
  });

  test(`the orders page cancels an open order of any contract, the fees page lists the rates (${language.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await walletUser(request, `orders-${language.code}`);
    await fundFutures(request, user, '2000', '1000');
    // A limit buy 10 % under the market rests on the ETHUSDT book.
    const overview = (await ok(request.get('/api/getOverview'))) as { cid: number; lp: string }[];
    const eth = overview.find((row) => row.cid === 2);
    const price = (Number(eth?.lp) * 0.9).toFixed(2);
    const placed = (await ok(
      request.post('/api/futures/future/order/place', {
        headers: user.headers,
        data: {
          contractId: 2,
          side: 'buy',
          orderType: 1,
          quantity: '0.1',
          quantityUnit: 'base',
          price,
          timeInForce: 'GTC',
          accountType: 1,
        },
      }),
    )) as { orderId: number };
    await logIn(page, request, user.token, baseURL);

    await page.goto(`/${language.code}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: m.Orders.title })).toBeVisible();
    const openTab = page.getByRole('tab', { name: m.Orders.openOrders.replace('{count}', '1') });
    await expect(openTab).toBeVisible();
    const open = page.getByRole('table', {
      name: m.Futures.BottomTabs.openOrdersTab.replace('{count}', '1'),
    });
    await expect(open).toContainText('ETHUSDT');
    // The socket is up (it connects once the page is idle): the cancel's frame reaches the lists.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await open
      .getByRole('button', {
        name: m.Futures.BottomTabs.actions.cancelOrder.replace('{id}', String(placed.orderId)),
      })
      .click();
    await expect(
      page.getByRole('tab', { name: m.Orders.openOrders.replace('{count}', '0') }),
    ).toBeVisible();
    await page.getByRole('tab', { name: m.Orders.orderHistory }).click();
    const history = page.getByRole('table', { name: m.Futures.BottomTabs.orderHistoryTab });
    await expect(history).toContainText('ETHUSDT');
    await expect(history).toContainText(m.Futures.BottomTabs.orderStatus.s5);
    await page.getByRole('tab', { name: m.Orders.tradeHistory }).click();
    await expect(page.getByText(m.Orders.TradeHistory.empty)).toBeVisible();

    await page.goto(`/${language.code}/fees`);
    await expect(page.getByRole('heading', { level: 1, name: m.Fees.title })).toBeVisible();
    await expect(page.getByTestId('fee-tier')).toHaveText(m.Fees.standard);
    const btc = page.getByRole('row', { name: /^BTCUSDT/ });
    await expect(btc).toContainText(/\d\.\d{4}%.*\d\.\d{4}%/);
  });

  test(`the account menu's fund entry opens the funding account: the bonus, voucher and follow accounts (${language.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await walletUser(request, `fund-${language.code}`);
    // The KYC task's voucher (150 USDT at 20x) into the bonus account; the other vouchers stay.
    const vouchers = (await ok(
      request.get('/api/v2/rewards/vouchers', { headers: user.headers }),
    )) as { list: { id: number; taskKey: string; state: string }[] };
    const kyc = vouchers.list.find((v) => v.taskKey === 'kycLevel1' && v.state === 'available');
    expect(kyc, JSON.stringify(vouchers.list)).toBeDefined();
    await ok(
      request.post('/api/v2/rewards/voucher/use', {
        headers: user.headers,
        data: { voucherId: kyc?.id },
      }),
    );
    await logIn(page, request, user.token, baseURL);

    await page.goto(`/${language.code}/assets`);
    await expect(page.getByRole('heading', { level: 1, name: w.Overview.title })).toBeVisible();
    // The menu loads when its button is reached: opened again until its entry shows.
    const fund = page.getByRole('menuitem', { name: m.UserMenu.fund });
    await expect(async () => {
      if (!(await fund.isVisible())) await page.getByTestId('account-menu').click();
      await expect(fund).toBeVisible({ timeout: 1000 });
    }).toPass();
    await fund.click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/assets/fund$`));
    await expect(page.getByRole('heading', { level: 1, name: w.Fund.title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: w.Nav.label }).getByRole('link', { name: w.Nav.fund }),
    ).toHaveAttribute('aria-current', 'page');

    const account = (name: string) =>
      page.getByRole('region', {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
    const bonus = account(w.wallets.bonus);
    await expect(bonus).toHaveAttribute('data-status', 'open');
    await expect(bonus).toContainText('150.00 USDT');
    await expect(bonus).toContainText(w.Fund.figures.leverageValue.replace('{leverage}', '20'));
    await expect(bonus.getByRole('link', { name: pattern(w.Common.tradeWith) })).toBeVisible();
    // Its voucher is used; the other tasks' ones (sign-up, authenticator) are still there to use.
    const grants = account(w.wallets.grants);
    await expect(grants.locator('[data-testid="voucher"][data-state="used"]')).toHaveCount(1);
    await expect(
      grants.locator('[data-testid="voucher"][data-state="available"]').first(),
    ).toBeVisible();
    await expect(grants.getByTestId('use-voucher')).toBeDisabled();
    const follow = account(w.wallets.follow);
    await expect(follow).toContainText(w.Fund.follow.notOpened);
    await expect(follow).toContainText(m.CopyTrading.Fund.none);
    await expect(follow.getByRole('link', { name: w.Fund.copyTrading })).toBeVisible();
  });
}

test('the wallet pages fit every width from 1440 to 375 px for a user with funds', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await walletUser(request, 'wallet-widths');
  await fundFutures(request, user, '1500', '500');
  await logIn(page, request, user.token, baseURL);
  const wide: string[] = [];
  for (const width of [1440, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of WALLET_PATHS) {
      await page.goto(`/ja${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect(page.getByTestId('account-menu')).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width}: ${scrollWidth} px`);
    }
  }
  expect(wide).toEqual([]);
});
