import { ErrorCode } from './types';
import { formatUsdt, rate, usdt } from './fixed';
import { stateHash } from './snapshot';
import { userPositionConfigs } from './queries';
import { restartFromSnapshot, TestExchange } from './testing/harness';
import { systemMoney } from './testing/invariants';

const MARK = 200_000; // 20 000 USDT
const DAY = 24 * 3_600_000;

function market(): TestExchange {
  const x = new TestExchange();
  x.prices(MARK);
  x.prices(300_000, 2);
  x.fund(2, '100000');
  x.fund(3, '100000');
  return x;
}

function voucher(
  x: TestExchange,
  userId: number,
  amount: string,
  maxLeverage: number,
  ref?: string,
): ReturnType<TestExchange['apply']> {
  return x.apply({
    kind: 'grantBonus',
    ts: ++x.ts,
    userId,
    accountType: 10,
    amount: usdt(amount),
    expiresAt: x.ts + 7 * DAY,
    maxLeverage,
    ...(ref === undefined ? {} : { ref }),
  });
}

describe('voucher on the bonus account', () => {
  it('brings the leverage down to the voucher’s maximum and refuses anything above it', () => {
    const x = market();
    expect(x.code(x.setLeverage(1, 50, 1, 10))).toBe(0);
    const granted = voucher(x, 1, '100', 10);
    expect(x.code(granted)).toBe(0);
    expect(x.events('positionConfig', granted)).toMatchObject([
      { userId: 1, accountType: 10, contractId: 1, leverage: 10 },
    ]);
    // A contract not set before starts at the maximum too, and the configs read says so before
    // the contract is touched; the balance carries the maximum as the account's fund leverage.
    expect(
      userPositionConfigs(x.engine.state, 1, 10).find((c) => c.contractId === 2),
    ).toMatchObject({ leverage: 10, isolated: false, hedge: false });
    expect(x.engine.state.config(x.engine.state.account(1, 10), 2).leverage).toBe(10);
    expect(x.balance(1, 10)).toMatchObject({ maxLeverage: 10 });
    expect(x.balance(1, 1)).toMatchObject({ maxLeverage: 0 });
    expect(x.code(x.setLeverage(1, 11, 1, 10))).toBe(ErrorCode.LeverageLimit);
    expect(x.code(x.setLeverage(1, 5, 1, 10))).toBe(0);
    // The principal account is not bound by it.
    expect(x.code(x.setLeverage(1, 50, 1, 1))).toBe(0);
  });

  it('refuses an order at a leverage above the maximum (a setting from before the voucher)', () => {
    const x = market();
    voucher(x, 1, '100', 10);
    // The configuration is forced above the maximum behind the engine's back: the order is
    // still refused, so no path opens a voucher position above it.
    const cfg = x.engine.state.config(x.engine.state.account(1, 10), 1);
    cfg.leverage = 20;
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    expect(
      x.code(x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 })),
    ).toBe(ErrorCode.LeverageLimit);
    cfg.leverage = 10;
    expect(
      x.code(x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 })),
    ).toBe(0);
  });

  it('is one at a time: a second voucher waits until the first one’s trial fund is gone', () => {
    const x = market();
    expect(x.code(voucher(x, 1, '100', 10))).toBe(0);
    expect(x.code(voucher(x, 1, '50', 20))).toBe(ErrorCode.Failure);
    expect(x.balance(1, 10)).toMatchObject({ wallet: usdt('100'), bonus: usdt('100') });
    x.tick(8 * DAY);
    expect(x.balance(1, 10)).toMatchObject({ wallet: 0n, bonus: 0n });
    expect(x.code(voucher(x, 1, '50', 20))).toBe(0);
    expect(x.balance(1, 10)).toMatchObject({ wallet: usdt('50'), bonus: usdt('50') });
    expect(x.engine.state.account(1, 10).bonusMaxLeverage).toBe(20);
  });

  it('is credited once for one reference, however often it is sent', () => {
    const x = market();
    const deposits = x.engine.state.deposits;
    const first = voucher(x, 1, '100', 10, 'voucher:7');
    const again = x.apply({
      kind: 'grantBonus',
      ts: ++x.ts,
      userId: 1,
      accountType: 10,
      amount: usdt('100'),
      maxLeverage: 10,
      ref: 'voucher:7',
    });
    expect(first).toMatchObject({ ok: true });
    expect(again).toMatchObject({ ok: true, duplicate: true, events: [] });
    expect(x.engine.state.deposits - deposits).toBe(usdt('100'));
    // The same reference with another amount is not the same voucher.
    expect(x.code(voucher(x, 1, '99', 10, 'voucher:7'))).toBe(ErrorCode.Failure);
  });

  it('bears a loss from the trial fund first and keeps the user’s own money transferable', () => {
    const x = market();
    voucher(x, 1, '100', 10);
    x.fund(1, '50', 10);
    expect(x.balance(1, 10)).toMatchObject({ wallet: usdt('150'), bonus: usdt('100') });
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 });
    // Closed at 19 500: 0.02 BTC × −500 = −10 USDT, fees 0.2 + 0.195.
    x.order(3, { type: 1, side: 'buy', qty: 20, price: 195_000 });
    const closed = x.order(1, {
      type: 1,
      side: 'sell',
      qty: 20,
      price: 195_000,
      accountType: 10,
      reduceOnly: true,
    });
    expect(x.code(closed)).toBe(0);
    expect(x.events('bonus', closed)).toMatchObject([
      { userId: 1, change: 'lossAbsorbed', reason: 'close', amount: usdt('10.395') },
    ]);
    expect(x.balance(1, 10)).toMatchObject({
      wallet: usdt('139.605'),
      bonus: usdt('89.605'),
    });
    // The user's own 50 USDT leave; the rest of the trial fund goes back to the exchange.
    const withdrawals = x.engine.state.withdrawals;
    expect(x.code(x.transfer(1, 10, 'spot', '50.01'))).toBe(ErrorCode.InsufficientBalance);
    const out = x.transfer(1, 10, 'spot', '50');
    expect(x.code(out)).toBe(0);
    expect(x.events('bonus', out)).toMatchObject([
      { change: 'reclaimed', reason: 'transfer', amount: usdt('89.605') },
    ]);
    expect(x.engine.state.withdrawals - withdrawals).toBe(usdt('89.605'));
    expect(x.balance(1, 10)).toMatchObject({ wallet: 0n, bonus: 0n });
    expect(x.engine.spot(1)).toBe(usdt('50'));
    expect(x.engine.state.account(1, 10).bonusMaxLeverage).toBe(0);
  });

  it('moves only the profit to the futures account at the 24-hour close, then expires the rest', () => {
    const x = market();
    voucher(x, 1, '100', 10);
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 });
    x.order(3, { type: 1, side: 'buy', qty: 20, price: 205_000 });
    const closed = x.tick(DAY);
    expect(x.size(1, 1, 0, 10)).toBe(0);
    expect(x.events('bonus', closed)).toMatchObject([
      { change: 'profitMoved', reason: 'close', amount: usdt('9.595') },
    ]);
    expect(formatUsdt(x.balance(1, 1).wallet)).toBe('9.595');
    expect(x.balance(1, 10)).toMatchObject({ wallet: usdt('100'), bonus: usdt('100') });
    const expired = x.tick(7 * DAY);
    expect(x.events('bonus', expired)).toMatchObject([
      { change: 'reclaimed', reason: 'expiry', amount: usdt('100') },
    ]);
    expect(x.balance(1, 10)).toMatchObject({ wallet: 0n, bonus: 0n });
  });
});

describe('referral commission in the fee path', () => {
  function referred(share: string): TestExchange {
    const x = market();
    x.fund(1, '1000');
    const r = x.apply({
      kind: 'setReferrer',
      ts: ++x.ts,
      userId: 1,
      referrerId: 9,
      rate: rate(share),
    });
    if (!r.ok) throw new Error('referrer refused');
    return x;
  }

  it('credits the referrer’s spot wallet with its share of each fee, exactly, and the exchange keeps the rest', () => {
    const x = referred('0.2');
    const fees = x.engine.state.contracts.get(1)?.feesCollected ?? 0n;
    const money = systemMoney(x.engine.state);
    // User 1 makes (0.02 % of 400 = 0.08) and then takes (0.05 % of 400 = 0.2).
    x.order(1, { type: 1, side: 'sell', qty: 20, price: MARK });
    const made = x.order(2, { type: 1, side: 'buy', qty: 20, price: MARK });
    expect(x.events('referralCommission', made)).toMatchObject([
      {
        referrerId: 9,
        userId: 1,
        accountType: 1,
        contractId: 1,
        fee: usdt('0.08'),
        commission: usdt('0.016'),
      },
    ]);
    x.order(3, { type: 1, side: 'sell', qty: 20, price: MARK });
    const taken = x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK });
    expect(x.events('referralCommission', taken)).toMatchObject([
      { fee: usdt('0.2'), commission: usdt('0.04') },
    ]);
    expect(x.engine.spot(9)).toBe(usdt('0.056'));
    // Fees: user 1 paid 0.28 (its referrer got 0.056), users 2 and 3 paid 0.2 and 0.08.
    expect((x.engine.state.contracts.get(1)?.feesCollected ?? 0n) - fees).toBe(
      usdt('0.28') - usdt('0.056') + usdt('0.28'),
    );
    expect(systemMoney(x.engine.state)).toBe(money);
    expect(systemMoney(x.engine.state)).toBe(x.engine.state.deposits - x.engine.state.withdrawals);
  });

  it('rounds the share down to the minor unit', () => {
    const x = referred('0.333');
    x.order(2, { type: 1, side: 'sell', qty: 1, price: 200_001 });
    const r = x.order(1, { type: 1, side: 'buy', qty: 1, price: 200_001 });
    // Fee: 0.001 BTC × 20 000.1 × 0.0005 = 0.01000005 USDT; 33.3 % of it = 0.003330016… → down.
    expect(x.events('referralCommission', r)).toMatchObject([
      { fee: usdt('0.01000005'), commission: usdt('0.00333001') },
    ]);
  });

  it('pays nothing on fees paid with trial money, and nothing once the referral ends', () => {
    const x = referred('0.2');
    voucher(x, 1, '100', 10);
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    const bonusTrade = x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 });
    expect(x.code(bonusTrade)).toBe(0);
    expect(x.events('referralCommission', bonusTrade)).toEqual([]);
    x.apply({ kind: 'setReferrer', ts: ++x.ts, userId: 1, referrerId: 9, rate: 0n });
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    expect(
      x.events('referralCommission', x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK })),
    ).toEqual([]);
    expect(x.engine.spot(9)).toBe(0n);
  });

  it('refuses a referral to oneself or a share above 100 %', () => {
    const x = market();
    const self = x.apply({
      kind: 'setReferrer',
      ts: ++x.ts,
      userId: 1,
      referrerId: 1,
      rate: rate('0.1'),
    });
    const over = x.apply({
      kind: 'setReferrer',
      ts: ++x.ts,
      userId: 1,
      referrerId: 2,
      rate: rate('1.01'),
    });
    expect([x.code(self), x.code(over)]).toEqual([ErrorCode.Failure, ErrorCode.Failure]);
    expect(x.engine.state.referrers.size).toBe(0);
  });
});

describe('snapshot', () => {
  it('closes a voucher position 24 hours after it opened, also after a restart from a snapshot', () => {
    const x = market();
    voucher(x, 1, '100', 10);
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 });
    x.order(3, { type: 1, side: 'buy', qty: 20, price: 199_000 });
    const openedAt = x.position(1, 1, 0, 10)?.openedAt ?? 0;
    expect(openedAt).toBeGreaterThan(0);
    // Through the snapshot file's text, as a restart reads it.
    const restored = restartFromSnapshot(x.engine);
    expect([...restored.state.account(1, 10).positions.values()].map((p) => p.openedAt)).toEqual([
      openedAt,
    ]);
    restored.apply({ kind: 'tick', ts: openedAt + DAY - 1 });
    expect(restored.state.account(1, 10).positions.size).toBe(1);
    const r = restored.apply({ kind: 'tick', ts: openedAt + DAY });
    expect(restored.state.account(1, 10).positions.size).toBe(0);
    expect(r.events.filter((e) => e.type === 'bonus')).toMatchObject([{ change: 'lossAbsorbed' }]);
  });

  it('keeps the voucher’s maximum leverage and the referrals', () => {
    const x = market();
    voucher(x, 1, '100', 10);
    x.apply({ kind: 'setReferrer', ts: ++x.ts, userId: 1, referrerId: 9, rate: rate('0.25') });
    const restored = restartFromSnapshot(x.engine);
    expect(stateHash(restored.state)).toBe(stateHash(x.engine.state));
    expect(restored.state.account(1, 10).bonusMaxLeverage).toBe(10);
    expect(restored.state.referrers.get(1)).toEqual({ referrerId: 9, rate: rate('0.25') });
    const cmd = {
      kind: 'setLeverage',
      ts: ++x.ts,
      userId: 1,
      accountType: 10,
      contractId: 1,
      leverage: 11,
    } as const;
    expect(restored.apply(cmd)).toMatchObject({ ok: false, code: ErrorCode.LeverageLimit });
  });
});
