import { Engine, usdt, userPositions, type Command, type EngineEvent } from '../../engine';
import { testContracts } from '../../engine/testing/fixtures';
import { decompose, LeaderTracker } from './leader-tracker';

const configs = testContracts();
const MARK = 500_000;
const LEADER = 1;
const OTHER = 2;
type Unstamped = Command extends infer C ? (C extends Command ? Omit<C, 'ts'> : never) : never;

function exchange() {
  const engine = new Engine(configs);
  let ts = 1_700_000_000_000;
  const run = (command: Unstamped): EngineEvent[] => {
    const result = engine.apply({ ...command, ts: ++ts } as Command);
    if (!result.ok) throw new Error(`${command.kind} refused with ${result.code}`);
    return result.events;
  };
  run({ kind: 'setPrices', contractId: 1, indexPrice: MARK, markPrice: MARK });
  for (const userId of [LEADER, OTHER]) {
    run({ kind: 'deposit', userId, amount: usdt('1000000') });
    run({ kind: 'transfer', userId, from: 'spot', to: 1, amount: usdt('1000000') });
  }
  const order = { kind: 'placeOrder', accountType: 1, contractId: 1, type: 1, tif: 'GTC' } as const;
  /** OTHER rests the opposite order; the leader takes it at the mark (one command). */
  const trade = (
    side: 'buy' | 'sell' | 'openLong' | 'openShort' | 'closeLong' | 'closeShort',
    qty: number,
  ) => {
    const buys = side === 'buy' || side === 'openLong' || side === 'closeShort';
    run({ ...order, userId: OTHER, side: buys ? 'sell' : 'buy', qty, price: MARK });
    return run({ ...order, userId: LEADER, side, qty, price: MARK });
  };
  return { engine, run, trade };
}

describe('what a follower mirrors of a lead trader', () => {
  it('splits a size change into at most a close and an open', () => {
    expect(decompose(0, 5)).toEqual([{ action: 'open', direction: 1, lots: 5, sizeBefore: 0 }]);
    expect(decompose(5, 8)).toEqual([{ action: 'add', direction: 1, lots: 3, sizeBefore: 5 }]);
    expect(decompose(8, 2)).toEqual([{ action: 'reduce', direction: 1, lots: 6, sizeBefore: 8 }]);
    expect(decompose(-4, 0)).toEqual([{ action: 'close', direction: -1, lots: 4, sizeBefore: 4 }]);
    expect(decompose(5, -3)).toEqual([
      { action: 'close', direction: 1, lots: 5, sizeBefore: 5 },
      { action: 'open', direction: -1, lots: 3, sizeBefore: 0 },
    ]);
    expect(decompose(7, 7)).toEqual([]);
  });

  it('sees the leader open, add, partially close, close and turn around in one-way mode', () => {
    const { trade } = exchange();
    const tracker = new LeaderTracker();
    tracker.track(LEADER, []);
    const steps = (events: EngineEvent[]) =>
      tracker.apply(events).map((s) => [s.action, s.direction, s.lots, s.sizeBefore, s.leg]);
    expect(steps(trade('buy', 10))).toEqual([['open', 1, 10, 0, 'net']]);
    expect(steps(trade('buy', 5))).toEqual([['add', 1, 5, 10, 'net']]);
    expect(steps(trade('sell', 6))).toEqual([['reduce', 1, 6, 15, 'net']]);
    expect(steps(trade('sell', 12))).toEqual([
      ['close', 1, 9, 9, 'net'],
      ['open', -1, 3, 0, 'net'],
    ]);
    expect(steps(trade('buy', 3))).toEqual([['close', -1, 3, 3, 'net']]);
  });

  it('carries the leader’s equity, leverage and mode, and ignores everyone else', () => {
    const { trade, run } = exchange();
    const tracker = new LeaderTracker();
    tracker.track(LEADER, []);
    const [step] = tracker.apply(trade('buy', 4));
    expect(step).toMatchObject({ leaderId: LEADER, contractId: 1, hedge: false, leverage: 20 });
    expect(step?.equity).toBeGreaterThan(usdt('999000'));
    // OTHER's own trades are not a leader's.
    run({
      kind: 'placeOrder',
      userId: LEADER,
      accountType: 1,
      contractId: 1,
      type: 1,
      side: 'sell',
      qty: 2,
      price: MARK + 100,
      tif: 'GTC',
    });
    const takes = run({
      kind: 'placeOrder',
      userId: OTHER,
      accountType: 1,
      contractId: 1,
      type: 3,
      side: 'buy',
      qty: 2,
    });
    // The leader's resting order filled by someone else's command is the leader's move too.
    expect(tracker.apply(takes).map((s) => [s.leaderId, s.action, s.lots])).toEqual([
      [LEADER, 'reduce', 2],
    ]);
    const untracked = new LeaderTracker();
    expect(untracked.apply(trade('buy', 1))).toEqual([]);
  });

  it('knows a closed hedge leg from its position id, and starts from the positions it is given', () => {
    const { engine, run, trade } = exchange();
    run({ kind: 'setPositionMode', userId: LEADER, accountType: 1, hedge: true });
    trade('openLong', 6);
    trade('openShort', 2);
    // Started from the engine's views of the open legs (as after a restart).
    const tracker = new LeaderTracker();
    const open = userPositions(engine.state, LEADER, 1);
    expect(open.length).toBe(2);
    tracker.track(LEADER, open);
    const steps = tracker.apply(trade('closeLong', 6));
    expect(steps.map((s) => [s.action, s.direction, s.lots, s.leg, s.hedge])).toEqual([
      ['close', 1, 6, 'long', true],
    ]);
    expect(tracker.apply(trade('closeShort', 1)).map((s) => [s.action, s.leg, s.lots])).toEqual([
      ['reduce', 'short', 1],
    ]);
  });
});
