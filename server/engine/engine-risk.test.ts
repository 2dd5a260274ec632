import { ErrorCode } from './types';
import { formatUsdt, usdt } from './fixed';
import { encodeJson } from './codec';
import { Engine } from './engine';
import {
  decodeSnapshot,
  encodeSnapshot,
  restoreSnapshot,
  stateHash,
  takeSnapshot,
} from './snapshot';
import { testContracts } from './testing/fixtures';
import { restartFromSnapshot, TestExchange } from './testing/harness';
import { DEFAULT_MARKS, generateCommands } from './testing/workload';

const MARK = 200_000; // 20 000 USDT
const usd = (n: number): number => n * 10; // USDT → BTC ticks

/** User 1: 50 lots (0.05 BTC) long at 20 000, isolated 50x (20 USDT margin); user 2 is the short. */
function isolatedLong(x: TestExchange, user = 1): void {
  x.fund(user, '1000');
  x.isolated(user);
  x.setLeverage(user, 50);
  x.order(2, { type: 1, side: 'sell', qty: 50, price: MARK });
  const r = x.order(user, { type: 1, side: 'buy', qty: 50, price: MARK });
  if (!r.ok) throw new Error(`open failed ${r.code}`);
}

function setup(): TestExchange {
  const x = new TestExchange();
  x.prices(MARK);
  x.fund(2, '100000');
  x.fund(3, '100000');
  return x;
}

describe('liquidation', () => {
  it('an isolated long is liquidated past its liquidation price; the surplus goes to the insurance fund', () => {
    const x = setup();
    isolatedLong(x);
    expect(x.position(1)?.margin).toBe(usdt('20'));
    x.order(3, { type: 1, side: 'buy', qty: 100, price: usd(19650) });
    // Liquidation price ≈ (20 000 − 400) / 0.996 = 19 678.7.
    x.prices(usd(19680));
    expect(x.size(1)).toBe(50);
    const r = x.prices(usd(19670));
    expect(x.size(1)).toBe(0);
    const [rec] = x.events('liquidation', r);
    expect(rec?.record).toMatchObject({
      type: 'Liquidate',
      userId: 1,
      isolated: true,
      side: 1,
      triggerPrice: usd(19670),
      bankruptcyPrice: usd(19600),
      entryPrice: MARK,
      filledQty: 50,
      positionQty: 50,
    });
    // Sold at 19 650, 50 above bankruptcy: 0.05 BTC × 50 = 2.5 USDT forfeited.
    expect(formatUsdt(rec?.record.forfeit ?? 0n)).toBe('2.5');
    expect(formatUsdt(x.engine.state.contracts.get(1)?.insuranceFund ?? 0n)).toBe('2.5');
    expect(x.size(3)).toBe(50);
  });

  it('with no bids left, the insurance fund takes the position over at the bankruptcy price', () => {
    const x = setup();
    isolatedLong(x);
    const r = x.prices(usd(19670));
    expect(x.events('liquidation', r).map((e) => e.record)).toMatchObject([
      {
        type: 'Liquidate',
        userId: 1,
        filledQty: 0,
        takenOverQty: 50,
        bankruptcyPrice: usd(19600),
        forfeit: 0n,
      },
    ]);
    expect(x.size(1)).toBe(0);
    const fund = x.engine.state.accounts.get(-100 + 1)?.positions.get(4);
    expect([fund?.size, fund?.cost]).toEqual([50, 50n * BigInt(usd(19600)) * 10_000n]);
    // The fund works the position out in the book when bids come back…
    x.order(3, { type: 1, side: 'buy', qty: 20, price: usd(19650) });
    x.prices(usd(19660));
    expect(fund?.size).toBe(30);
    expect(formatUsdt(x.engine.state.contracts.get(1)?.insuranceFund ?? 0n)).toBe('1'); // 0.02 × 50
  });

  it('when the fund’s equity is gone, its position is auto-deleveraged against the profitable short', () => {
    const x = setup();
    isolatedLong(x);
    x.prices(usd(19670));
    // The fund holds 0.05 BTC long from 19 600 with no cash: at 19 500 its equity is −5.
    const r = x.prices(usd(19500));
    const records = x.events('liquidation', r).map((e) => e.record);
    expect(records).toMatchObject([
      { type: 'ADL', userId: 2, bankruptcyPrice: usd(19600), filledQty: 50 },
    ]);
    expect(x.size(2)).toBe(0);
    expect(x.engine.state.contracts.get(1)?.insuranceFund).toBe(0n);
    expect(x.engine.state.accounts.get(-100 + 1)?.positions.size).toBe(0);
  });

  it('a liquidation that meets the user’s own order is recorded as Self-trade and taken over by the fund', () => {
    const x = setup();
    isolatedLong(x);
    x.apply({ kind: 'grantBonus', ts: ++x.ts, userId: 1, accountType: 10, amount: usdt('100') });
    expect(
      x.order(1, { type: 1, side: 'buy', qty: 5, price: usd(19650), accountType: 10 }).ok,
    ).toBe(true);
    const r = x.prices(usd(19670));
    const records = x.events('liquidation', r).map((e) => e.record);
    expect(records.map((rec) => [rec.type, rec.userId, rec.takenOverQty])).toEqual([
      ['Self-trade', 1, 50],
    ]);
    expect(x.size(1)).toBe(0);
    // The fund, another owner, then sells into that bid.
    expect(x.size(1, 1, 0, 10)).toBe(5);
    expect(x.engine.state.accounts.get(-100 + 1)?.positions.get(4)?.size).toBe(45);
  });

  it('the insurance fund pays a shortfall below bankruptcy (as far as it can)', () => {
    const x = setup();
    isolatedLong(x);
    x.order(3, { type: 1, side: 'buy', qty: 50, price: usd(19650) });
    x.prices(usd(19670)); // first liquidation: fund = 2.5 USDT
    x.prices(MARK);
    isolatedLong(x, 4);
    // The mark gaps through bankruptcy; the best bid is 40 below it: 0.05 × 40 = 2 USDT short.
    x.order(3, { type: 1, side: 'buy', qty: 50, price: usd(19560) });
    const r = x.prices(usd(19000));
    const rec = x
      .events('liquidation', r)
      .map((e) => e.record)
      .find((e) => e.userId === 4);
    expect(rec).toMatchObject({ type: 'Bankrupt', filledQty: 50 });
    expect(formatUsdt(rec?.forfeit ?? 0n)).toBe('-2');
    expect(formatUsdt(x.engine.state.contracts.get(1)?.insuranceFund ?? 0n)).toBe('0.5');
  });

  it('cross margin liquidates on the account’s equity', () => {
    const x = setup();
    x.fund(1, '30');
    x.setLeverage(1, 50);
    x.order(2, { type: 1, side: 'sell', qty: 50, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 50, price: MARK });
    x.order(3, { type: 1, side: 'buy', qty: 100, price: usd(19450) });
    // Equity 29.5 + 0.05 × (p − 20 000) meets 0.4 % maintenance near 19 488; bankruptcy at 19 410.
    x.prices(usd(19500));
    expect(x.size(1)).toBe(50);
    const r = x.prices(usd(19480));
    expect(x.size(1)).toBe(0);
    expect(x.events('liquidation', r).map((e) => e.record)).toMatchObject([
      { type: 'Liquidate', isolated: false, userId: 1, bankruptcyPrice: usd(19410), filledQty: 50 },
    ]);
    // Sold at 19 450, 40 above bankruptcy: 0.05 × 40 = 2 USDT forfeited.
    expect(formatUsdt(x.engine.state.contracts.get(1)?.insuranceFund ?? 0n)).toBe('2');
    expect(x.engine.state.accounts.get(101)?.wallet).toBe(0n);
  });
});

describe('closing near bankruptcy', () => {
  it('a closing order never fills beyond the bankruptcy price (taker fee included)', () => {
    const x = setup();
    isolatedLong(x); // bankruptcy 19 600 before fees
    x.order(3, { type: 1, side: 'buy', qty: 20, price: usd(19700) });
    x.order(3, { type: 1, side: 'buy', qty: 30, price: usd(19550) });
    const r = x.order(1, { type: 3, side: 'sell', qty: 50, reduceOnly: true });
    expect(x.events('trade', r).map((t) => [t.price, t.qty])).toEqual([[usd(19700), 20]]);
    expect(x.size(1)).toBe(30);
    expect(x.engine.state.contracts.get(1)?.insuranceFund).toBe(0n);
  });

  it('an isolated partial close releases its share of margin with its PnL', () => {
    const x = setup();
    isolatedLong(x); // 20 USDT margin on 50 lots
    x.order(3, { type: 1, side: 'buy', qty: 25, price: usd(19900) });
    const wallet = x.engine.state.accounts.get(101)?.wallet ?? 0n;
    x.order(1, { type: 1, side: 'sell', qty: 25, price: usd(19900), reduceOnly: true });
    // Half the margin (10) minus the loss 0.025 BTC × 100 = 2.5, minus the taker fee 0.24875.
    expect(formatUsdt((x.engine.state.accounts.get(101)?.wallet ?? 0n) - wallet)).toBe('7.25125');
    expect(x.position(1)?.margin).toBe(usdt('10'));
  });
});

describe('funding', () => {
  it('longs pay shorts |size| × mark × rate at the end of the interval, netting to zero', () => {
    const x = setup();
    x.fund(1, '10000');
    x.order(2, { type: 1, side: 'sell', qty: 10, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK });
    // Impact bid 20 100 is 0.5 % over the index: rate = 0.5 % − 0.05 % = 0.45 %.
    x.order(3, { type: 1, side: 'buy', qty: 2_000, price: usd(20100) });
    x.order(3, { type: 1, side: 'sell', qty: 2_000, price: usd(20200) });
    x.tick(0);
    for (let i = 0; i < 3; i++) x.tick(60_000);
    const walletBefore = x.engine.state.accounts.get(101)?.wallet ?? 0n;
    const r = x.tick(2 * 3_600_000);
    const [funding] = x.events('funding', r);
    expect(funding?.rate).toBe(450_000n);
    const payments = x.events('fundingPayment', r);
    expect(payments.map((p) => [p.userId, formatUsdt(p.amount)])).toEqual([
      [2, '-0.9'],
      [1, '0.9'],
    ]);
    expect(payments.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
    expect((x.engine.state.accounts.get(101)?.wallet ?? 0n) - walletBefore).toBe(-usdt('0.9'));
  });
});

describe('bonus (trial fund) account', () => {
  it('is cross and one-way only, one position at a time, full close only', () => {
    const x = setup();
    x.prices(300_000, 2);
    x.apply({ kind: 'grantBonus', ts: ++x.ts, userId: 1, accountType: 10, amount: usdt('100') });
    expect(x.code(x.isolated(1, 1, 10))).toBe(ErrorCode.NoPermission);
    expect(x.code(x.hedge(1, 10))).toBe(ErrorCode.NoPermission);
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    expect(
      x.code(x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 })),
    ).toBe(0);
    expect(x.size(1, 1, 0, 10)).toBe(20);
    expect(
      x.code(
        x.order(1, {
          type: 1,
          side: 'buy',
          qty: 1,
          price: 300_000,
          accountType: 10,
          contractId: 2,
        }),
      ),
    ).toBe(ErrorCode.NoPermission);
    expect(
      x.code(
        x.order(1, {
          type: 1,
          side: 'sell',
          qty: 5,
          price: MARK,
          accountType: 10,
          reduceOnly: true,
        }),
      ),
    ).toBe(ErrorCode.BonusCloseRejected);
  });

  it('is closed automatically after 24 hours and its profit moves to the futures account', () => {
    const x = setup();
    x.apply({ kind: 'grantBonus', ts: ++x.ts, userId: 1, accountType: 10, amount: usdt('100') });
    x.order(2, { type: 1, side: 'sell', qty: 20, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 20, price: MARK, accountType: 10 });
    x.order(3, { type: 1, side: 'buy', qty: 20, price: usd(20500) });
    x.tick(23 * 3_600_000);
    expect(x.size(1, 1, 0, 10)).toBe(20);
    x.tick(3_600_000);
    expect(x.size(1, 1, 0, 10)).toBe(0);
    // 0.02 BTC × 500 = 10 USDT, less the opening and closing taker fees (0.2 + 0.205).
    expect(formatUsdt(x.engine.state.accounts.get(101)?.wallet ?? 0n)).toBe('9.595');
    expect(formatUsdt(x.engine.state.accounts.get(110)?.wallet ?? 0n)).toBe('100');
  });
});

describe('trial fund and voucher amounts', () => {
  it('only the user’s own money leaves a bonus account, and leaving clears the remaining bonus', () => {
    const x = setup();
    x.apply({ kind: 'grantBonus', ts: ++x.ts, userId: 1, accountType: 10, amount: usdt('100') });
    x.fund(1, '50', 10);
    expect(x.balance(1, 10)).toMatchObject({ wallet: usdt('150'), bonus: usdt('100') });
    const out = (amount: string): number => x.code(x.transfer(1, 10, 1, amount));
    expect(out('60')).toBe(ErrorCode.InsufficientBalance);
    const withdrawn = x.engine.state.withdrawals;
    expect(out('50')).toBe(0);
    expect(x.balance(1, 10)).toMatchObject({ wallet: 0n, bonus: 0n });
    expect(x.engine.state.withdrawals - withdrawn).toBe(usdt('100'));
    expect(x.balance(1, 1).wallet).toBe(usdt('50'));
  });

  it('an unused voucher expires at its time once no position is open', () => {
    const x = setup();
    x.apply({
      kind: 'grantBonus',
      ts: ++x.ts,
      userId: 1,
      accountType: 30,
      amount: usdt('30'),
      expiresAt: x.ts + 60_000,
    });
    x.tick(30_000);
    expect(x.balance(1, 30).wallet).toBe(usdt('30'));
    x.tick(40_000);
    expect(x.balance(1, 30)).toMatchObject({ wallet: 0n, bonus: 0n });
  });
});

describe('wallets and margin', () => {
  it('rejects malformed commands before touching any state', () => {
    const x = setup();
    const bad = [
      { kind: 'deposit', ts: 1, userId: 1, amount: 5 },
      { kind: 'deposit', ts: 1, userId: 0, amount: 5n },
      { kind: 'deposit', ts: 1, userId: -1, amount: 5n },
      { kind: 'transfer', ts: 1, userId: 1, from: 'spot', to: 1, amount: '5' },
      { kind: 'setLeverage', ts: 1, userId: 1, accountType: 2, contractId: 1, leverage: 5 },
    ] as unknown as Parameters<typeof x.apply>[0][];
    const before = stateHash(x.engine.state);
    const seq = x.engine.state.seq;
    for (const cmd of bad) expect(x.code(x.apply(cmd))).toBe(ErrorCode.Failure);
    // Only the command counter moved (rejected commands are journaled too).
    x.engine.state.seq = seq;
    expect(stateHash(x.engine.state)).toBe(before);
  });

  it('transfers and withdrawals never overdraw', () => {
    const x = setup();
    x.fund(1, '100');
    expect(x.code(x.apply({ kind: 'withdraw', ts: ++x.ts, userId: 1, amount: usdt('1') }))).toBe(
      ErrorCode.InsufficientBalance,
    );
    expect(x.code(x.transfer(1, 1, 'spot', '100.01'))).toBe(ErrorCode.InsufficientBalance);
    expect(x.code(x.transfer(1, 1, 30, '1'))).toBe(ErrorCode.Failure);
    x.order(1, { type: 1, side: 'buy', qty: 50, price: MARK - 10 }); // freezes ≈ 50.5
    expect(x.code(x.transfer(1, 1, 'spot', '60'))).toBe(ErrorCode.InsufficientBalance);
    expect(x.code(x.transfer(1, 1, 'spot', '40'))).toBe(0);
  });

  it('isolated margin can be added and removed within limits', () => {
    const x = setup();
    isolatedLong(x);
    const adjust = (delta: string): number =>
      x.code(
        x.apply({
          kind: 'adjustMargin',
          ts: ++x.ts,
          userId: 1,
          accountType: 1,
          contractId: 1,
          leg: 'net',
          delta: usdt(delta),
        }),
      );
    expect(adjust('10')).toBe(0);
    expect(x.position(1)?.margin).toBe(usdt('30'));
    expect(adjust('-10.01')).toBe(ErrorCode.InsufficientBalance);
    expect(adjust('-10')).toBe(0);
    expect(x.position(1)?.margin).toBe(usdt('20'));
  });
});

describe('determinism', () => {
  const configs = testContracts();
  const stream = generateCommands(configs, 99, 4_000, { users: 12, startMarks: DEFAULT_MARKS });

  it('the same command stream yields the same events and state hash', () => {
    const a = new Engine(configs);
    const b = new Engine(configs);
    for (const cmd of stream) expect(encodeJson(a.apply(cmd))).toBe(encodeJson(b.apply(cmd)));
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  });

  it('restoring at any point and continuing ends in the same state (20 users, 6 000 commands)', () => {
    const long = generateCommands(configs, 77, 6_000, { users: 20, startMarks: DEFAULT_MARKS });
    const original = new Engine(configs);
    const images: string[] = [];
    long.forEach((cmd, i) => {
      if (i % 1_000 === 500) images.push(encodeSnapshot(takeSnapshot(original.state)));
      original.apply(cmd);
    });
    const expected = stateHash(original.state);
    images.forEach((image, k) => {
      const restored = new Engine(configs, restoreSnapshot(configs, decodeSnapshot(image)));
      for (const cmd of long.slice(k * 1_000 + 500)) restored.apply(cmd);
      expect(stateHash(restored.state)).toBe(expected);
    });
  });

  it('an engine restored from a snapshot continues exactly like the original', () => {
    const a = new Engine(configs);
    for (const cmd of stream.slice(0, 2_000)) a.apply(cmd);
    const b = restartFromSnapshot(a, configs);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
    for (const cmd of stream.slice(2_000))
      expect(encodeJson(b.apply(cmd))).toBe(encodeJson(a.apply(cmd)));
    expect(stateHash(b.state)).toBe(stateHash(a.state));
  });
});
