import { and, eq } from 'drizzle-orm';
import { rewardVouchers } from '../../server/db/schema';
import { BONUS_MAX_HOLD_MS, usdt, type Command } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { drivers, getJson, type TestServer } from './harness';
import {
  buyFromMaker,
  engineHost,
  deposit,
  fund,
  type futures,
  priceFromMark,
  trader,
  TRADING_SERVER_ENV,
  transfer,
  userIdOf,
  useTradingServer,
} from './trading-client';

/**
 * The voucher sequence against the real server: a task grants a voucher (once), the user
 * selects and uses it (its amount into the bonus account through the engine), trades within the
 * voucher's rules, is refused outside them with the spec's codes, the position closes by itself
 * 24 hours after it opened (the engine's clock moved by a tick), the profit moves to the futures
 * account, the trial money never leaves, a transfer out clears it and an unused one expires.
 */

const ENV = {
  ...TRADING_SERVER_ENV,
  REWARDS_SWEEP_MS: '3600000',
  DEMO_WITHDRAW_DELAY_MS: '600000',
};
const BTC = 1;
const ETH = 2;

describe.each(drivers)('vouchers on the bonus account on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server), ENV);
  const api = () => v2(t.url);
  const get = (path: string, token: string, headers: Record<string, string> = {}) =>
    api()(path, {}, { token, method: 'GET', headers });
  const post = (path: string, token: string, body: Record<string, unknown>, lang = 'en') =>
    api()(path, body, { token, headers: { language: lang } });
  const host = () => engineHost(t);
  const submit = async (command: Command) => {
    const applied = host().submit(command);
    if (!applied) throw new Error('not submitted');
    await applied.durable;
    return applied.result;
  };
  type Voucher = {
    id: number;
    taskKey: string;
    amount: string;
    maxLeverage: number;
    state: string;
  };
  const vouchers = async (token: string): Promise<Voucher[]> =>
    ((await get('rewards/vouchers', token)).data as { list: Voucher[] }).list;
  const voucherOf = async (token: string, taskKey: string): Promise<Voucher> => {
    const found = (await vouchers(token)).find((v) => v.taskKey === taskKey);
    if (!found) throw new Error(`no ${taskKey} voucher`);
    return found;
  };
  type Grants = {
    granted: string;
    used: string;
    available: string;
    expired: string;
    trialFund: Record<string, string>;
    bonusAccount: {
      trialFund: string;
      ownFunds: string;
      balance: string;
      maxLeverage: number | null;
      expiresAt: number | null;
      position: { openedAt: number; autoCloseAt: number } | null;
    };
  };
  /** The grants summary; a burst of reads may meet the per-user read limit (20 a second). */
  const grants = async (token: string): Promise<Grants> => {
    let answer = await get('rewards/grants', token);
    if (answer.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      answer = await get('rewards/grants', token);
    }
    expect(answer.code, answer.raw).toBe(0);
    return answer.data as Grants;
  };

  it('states the headline the home and sign-up pages show, from the task table, without a session', async () => {
    const answer = await getJson(t.url, '/api/v2/public/rewards/headline');
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: { total: string; signUpTotal: string; tasks: unknown[] } })
      .data;
    expect([data.total, data.signUpTotal]).toEqual(['20020', '10000']);
    expect(data.tasks).toHaveLength(9);
  });

  it('grants each completed task’s voucher exactly once, also when asked many times at once', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('tasks'));
    const userId = await userIdOf(t.url, token);
    const first = (await get('rewards/tasks', token)).data as {
      tasks: { key: string; completed: boolean; voucher: Voucher | null }[];
    };
    const byKey = (key: string) => first.tasks.find((task) => task.key === key);
    expect(byKey('signUp')).toMatchObject({
      completed: true,
      voucher: { amount: '10', state: 'available' },
    });
    expect(byKey('kycLevel1')).toMatchObject({ completed: false, voucher: null });
    const kyc = await api()(
      'user/kyc/level1',
      { realName: 'Sato Hana', country: 'JP', idNumber: 'T1234567' },
      { token },
    );
    expect(kyc.code).toBe(0);
    await Promise.all([
      ...Array.from({ length: 8 }, () => get('rewards/tasks', token)),
      ...Array.from({ length: 4 }, () => t.server.rewards.vouchers.evaluate(userId)),
      t.server.rewards.sweep(),
    ]);
    const rows = await t.server.database.db
      .select()
      .from(rewardVouchers)
      .where(eq(rewardVouchers.userId, userId));
    expect(rows.map((r) => r.taskKey).sort()).toEqual(['kycLevel1', 'signUp']);
    expect((await voucherOf(token, 'kycLevel1')).amount).toBe('150');
  });

  it('answers another user’s voucher id exactly like an unknown one', async () => {
    const owner = await trader(t.url);
    const intruder = await trader(t.url);
    const theirs = await voucherOf(owner, 'kycLevel1');
    const stolen = await post('rewards/voucher/use', intruder, { voucherId: theirs.id });
    const unknown = await post('rewards/voucher/use', intruder, { voucherId: 987_654_321 });
    expect(stolen.code).toBe(102700001);
    expect({ ...stolen, raw: '' }).toEqual({ ...unknown, raw: '' });
    expect((await voucherOf(owner, 'kycLevel1')).state).toBe('available');
    const bad = await post('rewards/voucher/use', intruder, { voucherId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('needs KYC level 1 to use a voucher, said in the user’s language', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('nokyc'));
    const voucher = await voucherOf(token, 'signUp');
    const refused = await post('rewards/voucher/use', token, { voucherId: voucher.id }, 'ko');
    expect(refused.code).toBe(1034);
    expect(refused.message).toContain('본인 인증');
    expect((await voucherOf(token, 'signUp')).state).toBe('available');
  });

  it('runs the whole voucher sequence: use, trade by its rules, 24-hour close, profit, no way out for the trial money, expiry', async () => {
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    const maker = await trader(t.url);
    await fund(call, t.url, maker, '20000');
    const kycVoucher = await voucherOf(token, 'kycLevel1');
    expect(kycVoucher).toMatchObject({ amount: '150', maxLeverage: 20, state: 'available' });
    const moneyBefore = host().state.deposits - host().state.withdrawals;

    // Select and use: 150 USDT of trial fund in the bonus account, capped at 20x.
    const used = await post('rewards/voucher/use', token, { voucherId: kycVoucher.id });
    expect(used.code, used.raw).toBe(0);
    expect(used.data).toMatchObject({
      voucher: { state: 'used' },
      bonusAccount: { trialFund: '150', balance: '150', ownFunds: '0', maxLeverage: 20 },
    });
    expect(host().state.deposits - host().state.withdrawals - moneyBefore).toBe(usdt('150'));
    // Used once: again, and a second voucher while this one's trial fund is in the account.
    expect((await post('rewards/voucher/use', token, { voucherId: kycVoucher.id })).code).toBe(
      102700004,
    );
    const signUpVoucher = await voucherOf(token, 'signUp');
    const second = await post('rewards/voucher/use', token, { voucherId: signUpVoucher.id });
    expect(second.code).toBe(102700005);
    expect((await voucherOf(token, 'signUp')).state).toBe('available');

    // Refused: isolated, hedge, leverage above the voucher's maximum.
    const isolated = await call('future/marginMode', token, {
      contractId: BTC,
      isolated: true,
      accountType: 10,
    });
    const hedge = await call('future/positionMode', token, { hedge: true, accountType: 10 });
    const over = await call('future/leverage', token, {
      contractId: BTC,
      leverage: 21,
      accountType: 10,
    });
    expect([isolated.code, hedge.code, over.code]).toEqual([1034, 1034, 1032]);
    expect(
      (await call('future/leverage', token, { contractId: BTC, leverage: 20, accountType: 10 }))
        .code,
    ).toBe(0);

    // Open within the maximum against a resting maker.
    const price = priceFromMark(t, BTC, 0);
    const opened = await buyFromMaker(call, maker, token, {
      contractId: BTC,
      price,
      quantity: '0.01',
      accountType: 10,
    });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    const position = (await grants(token)).bonusAccount.position;
    expect(position).not.toBeNull();
    expect((position?.autoCloseAt ?? 0) - (position?.openedAt ?? 0)).toBe(BONUS_MAX_HOLD_MS);

    // Someone bids 1 % above the mark (what the closes below meet).
    const bid = await call('future/order/place', maker, {
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      price: priceFromMark(t, BTC, 1),
      quantity: '0.01',
    });
    expect(bid.code).toBe(0);
    // Refused: a second position (another contract), a partial close.
    const ethPrice = priceFromMark(t, ETH, 0);
    const secondPosition = await call('future/order/place', token, {
      contractId: ETH,
      side: 'buy',
      orderType: 1,
      price: ethPrice,
      quantity: '0.1',
      accountType: 10,
    });
    expect(secondPosition.code).toBe(1034);
    expect(secondPosition.data).toEqual({ reason: 'bonusOnePosition' });
    expect(secondPosition.message).toBe(
      'a bonus account holds one position at a time: close the position or cancel the order in the other contract first',
    );
    const inJapanese = await fetch(`${t.url}/api/futures/future/order/place`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        language: 'ja',
      },
      body: JSON.stringify({
        contractId: ETH,
        side: 'buy',
        orderType: 1,
        price: ethPrice,
        quantity: '0.1',
        accountType: 10,
      }),
    });
    const secondInJapanese = (await inJapanese.json()) as { code: number; message: string };
    expect([inJapanese.status, secondInJapanese.code]).toEqual([200, 1034]);
    expect(secondInJapanese.message).toBe(
      'ボーナス口座で保有できるポジションは一度に1つだけです。先に別の契約のポジションを決済するか、注文をキャンセルしてください',
    );
    const partial = await call('future/position/close', token, {
      contractId: BTC,
      accountType: 10,
      quantity: '0.005',
    });
    expect(partial.code).toBe(101040501);
    expect(partial.message).toContain('trial / bonus position cannot be closed now');

    // Trial money cannot leave while the position is open, nor after (only the profit does).
    const out = await transfer(call, token, 10, 'spot', '1');
    expect(out.code).toBe(101030400);

    // 24 hours after the opening the engine closes the position at market.
    const futuresBefore = host().state.accounts.get(userId * 100 + 1)?.wallet ?? 0n;
    const before = await submit({
      kind: 'tick',
      ts: (position?.openedAt ?? 0) + BONUS_MAX_HOLD_MS - 1000,
    });
    expect(before.ok).toBe(true);
    expect((await grants(token)).bonusAccount.position).not.toBeNull();
    await submit({ kind: 'tick', ts: (position?.openedAt ?? 0) + BONUS_MAX_HOLD_MS });
    const closed = await grants(token);
    expect(closed.bonusAccount.position).toBeNull();
    const profit = (host().state.accounts.get(userId * 100 + 1)?.wallet ?? 0n) - futuresBefore;
    expect(profit > 0n).toBe(true);
    // The trial fund stays whole in the bonus account; only the profit moved.
    expect(closed.bonusAccount).toMatchObject({ trialFund: '150', balance: '150' });
    await vi.waitFor(
      async () => expect(usdt((await grants(token)).trialFund.profitMoved ?? '0')).toBe(profit),
      { timeout: 5000, interval: 250 },
    );

    // The trial money cannot be transferred out or withdrawn; the profit can leave.
    const trialOut = await transfer(call, token, 10, 'spot', '0.00000001');
    expect(trialOut.code).toBe(101030400);
    const info = await get('asset/withdraw/info?currencyId=1&network=TRC20', token);
    expect(info.data).toMatchObject({ available: '0' });

    // A transfer out of the user's own money clears the remaining trial fund (after the UI's warning).
    await deposit(t.url, token, '20');
    expect((await transfer(call, token, 'spot', 10, '20')).code).toBe(0);
    const withdrawals = host().state.withdrawals;
    const cleared = await transfer(call, token, 10, 'spot', '20');
    expect(cleared.code).toBe(0);
    expect(host().state.withdrawals - withdrawals).toBe(usdt('150'));
    expect((await grants(token)).bonusAccount).toMatchObject({
      trialFund: '0',
      balance: '0',
      maxLeverage: null,
    });

    // Now the next voucher can be used; unused, it expires at its time (by the engine's clock).
    const next = await post('rewards/voucher/use', token, { voucherId: signUpVoucher.id });
    expect(next.code, next.raw).toBe(0);
    const expiresAt = (await grants(token)).bonusAccount.expiresAt ?? 0;
    expect(expiresAt).toBeGreaterThan(Date.now());
    await submit({ kind: 'tick', ts: Math.max(expiresAt, host().state.now) + 1 });
    expect((await grants(token)).bonusAccount).toMatchObject({ trialFund: '0', balance: '0' });
    await vi.waitFor(
      async () =>
        expect((await grants(token)).trialFund).toMatchObject({
          expired: '10',
          clearedByTransfer: '150',
        }),
      { timeout: 5000, interval: 250 },
    );
    // Meanwhile the user's first deposit and first futures trade earned their vouchers too.
    expect(await grants(token)).toMatchObject({ used: '160', available: '800', granted: '960' });
    expect((await voucherOf(token, 'firstTrade')).amount).toBe('500');
    expect(systemMoney(host().state)).toBe(host().state.deposits - host().state.withdrawals);
  });

  it('credits a voucher a crash left claimed exactly once (the sweep), or releases it when refused', async () => {
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    const voucher = await voucherOf(token, 'kycLevel1');
    // As a crash right after the claim leaves it: used, not credited.
    const claim = { usedAt: Date.now() - 60_000, attempt: 1 };
    await t.server.database.db
      .update(rewardVouchers)
      .set(claim)
      .where(eq(rewardVouchers.id, voucher.id));
    const deposits = host().state.deposits;
    await t.server.rewards.vouchers.sweep();
    await t.server.rewards.vouchers.sweep();
    expect(host().state.deposits - deposits).toBe(usdt('150'));
    const [row] = await t.server.database.db
      .select()
      .from(rewardVouchers)
      .where(and(eq(rewardVouchers.id, voucher.id), eq(rewardVouchers.userId, userId)));
    expect(row?.creditedAt).not.toBeNull();
    // The same reference again (a second crash before `credited_at` was written) credits nothing.
    await t.server.database.db
      .update(rewardVouchers)
      .set({ creditedAt: null })
      .where(eq(rewardVouchers.id, voucher.id));
    await t.server.rewards.vouchers.sweep();
    expect(host().state.deposits - deposits).toBe(usdt('150'));
    // Another claimed voucher now meets a bonus account in use: released, usable later.
    const other = await voucherOf(token, 'signUp');
    await t.server.database.db
      .update(rewardVouchers)
      .set(claim)
      .where(eq(rewardVouchers.id, other.id));
    await t.server.rewards.vouchers.sweep();
    expect((await voucherOf(token, 'signUp')).state).toBe('available');
    expect(host().state.deposits - deposits).toBe(usdt('150'));
  });
});
