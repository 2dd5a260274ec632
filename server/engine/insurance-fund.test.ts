import { ErrorCode } from './types';
import { formatUsdt, usdt } from './fixed';
import {
  decodeSnapshot,
  encodeSnapshot,
  restoreSnapshot,
  stateHash,
  takeSnapshot,
} from './snapshot';
import { testContracts } from './testing/fixtures';
import { TestExchange } from './testing/harness';
import { systemMoney } from './testing/invariants';

const MARK = 200_000; // 20 000 USDT
const usd = (n: number): number => n * 10; // USDT → BTC ticks

function inject(x: TestExchange, amount: string, contractId = 1) {
  return x.apply({ kind: 'fundInsurance', ts: ++x.ts, contractId, amount: usdt(amount) });
}

const fundOf = (x: TestExchange, contractId = 1) =>
  formatUsdt(x.engine.state.contracts.get(contractId)?.insuranceFund ?? 0n);

describe('money put into an insurance fund', () => {
  it('raises that contract’s fund, says so in an event and counts as a deposit', () => {
    const x = new TestExchange();
    const r = inject(x, '2500000');
    expect(r.ok).toBe(true);
    expect(x.events('insuranceFund', r)).toEqual([
      { type: 'insuranceFund', contractId: 1, balance: usdt('2500000') },
    ]);
    expect(fundOf(x)).toBe('2500000');
    expect(fundOf(x, 2)).toBe('0');
    expect(x.engine.state.deposits).toBe(usdt('2500000'));
    // Every unit of money in the system came in as a deposit.
    expect(systemMoney(x.engine.state)).toBe(x.engine.state.deposits - x.engine.state.withdrawals);
  });

  it('is refused for an unknown contract or an amount that is not positive, changing nothing', () => {
    const x = new TestExchange();
    expect(x.code(inject(x, '10', 99))).toBe(ErrorCode.NoPermission);
    expect(x.code(inject(x, '0'))).toBe(ErrorCode.Failure);
    expect(x.code(inject(x, '-5'))).toBe(ErrorCode.Failure);
    expect(fundOf(x)).toBe('0');
    expect(x.engine.state.contracts.get(1)?.insuranceFundInjected).toBe(0n);
    expect(x.engine.state.deposits).toBe(0n);
  });

  it('is remembered with what was injected across a snapshot', () => {
    const x = new TestExchange();
    inject(x, '1000');
    inject(x, '250.5');
    const restored = restoreSnapshot(
      testContracts(),
      decodeSnapshot(encodeSnapshot(takeSnapshot(x.engine.state))),
    );
    expect(restored.contracts.get(1)?.insuranceFund).toBe(usdt('1250.5'));
    expect(restored.contracts.get(1)?.insuranceFundInjected).toBe(usdt('1250.5'));
    expect(stateHash(restored)).toBe(stateHash(x.engine.state));
  });

  it('reads as never injected from a snapshot taken before injections existed', () => {
    const x = new TestExchange();
    const snap = takeSnapshot(x.engine.state);
    for (const c of snap.contracts) delete c.insuranceFundInjected;
    expect(restoreSnapshot(testContracts(), snap).contracts.get(1)?.insuranceFundInjected).toBe(0n);
  });

  it('carries a taken-over position through a fall that would have deleveraged the profitable short', () => {
    const x = new TestExchange();
    x.prices(MARK);
    x.fund(2, '100000');
    inject(x, '100');
    // User 1: 0.05 BTC long at 20 000, isolated 50x (20 USDT margin); user 2 is the short.
    x.fund(1, '1000');
    x.isolated(1);
    x.setLeverage(1, 50);
    x.order(2, { type: 1, side: 'sell', qty: 50, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 50, price: MARK });
    // No bids: the fund takes the position over at the bankruptcy price, 19 600.
    x.prices(usd(19670));
    expect(x.size(1)).toBe(0);
    // At 19 500 the position has lost 5 USDT: an empty fund would deleverage user 2 here.
    const r = x.prices(usd(19500));
    expect(x.events('liquidation', r)).toEqual([]);
    expect(x.size(2)).toBe(-50);
    expect(x.engine.state.accounts.get(-100 + 1)?.positions.get(4)?.size).toBe(50);
    expect(fundOf(x)).toBe('100');
  });
});
