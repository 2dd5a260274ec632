import { Engine, usdt, type Command, type PositionView } from '../engine';
import { testContracts } from '../engine/testing/fixtures';
import type { PositionHistoryRow } from '../db/history-writer';
import { nextTrack, trackFromRow, type PositionTrack } from './position-tracks';
import { money } from './units';

const configs = testContracts();
const btc = configs[0];
const MARK = 500_000; // 50 000.0 in ticks of 0.1
const USER = 1;
type Unstamped = Command extends infer C ? (C extends Command ? Omit<C, 'ts'> : never) : never;
const OTHER = 2;

function exchange() {
  const engine = new Engine(configs);
  let ts = 1_700_000_000_000;
  const run = (command: Unstamped) => {
    const result = engine.apply({ ...command, ts: ++ts } as Command);
    if (!result.ok) throw new Error(`${command.kind} refused with ${result.code}`);
    return result.events.flatMap((e) =>
      e.type === 'position' && e.position.userId === USER ? [e.position] : [],
    );
  };
  run({ kind: 'setPrices', contractId: 1, indexPrice: MARK, markPrice: MARK });
  for (const userId of [USER, OTHER]) {
    run({ kind: 'deposit', userId, amount: usdt('1000000') });
    run({ kind: 'transfer', userId, from: 'spot', to: 1, amount: usdt('1000000') });
  }
  const order = { kind: 'placeOrder', accountType: 1, contractId: 1, type: 1 } as const;
  /** OTHER rests the levels; USER takes them all with one IOC order (one command). */
  const take = (side: 'buy' | 'sell', levels: [lots: number, price: number][]) => {
    for (const [qty, price] of levels)
      run({
        ...order,
        userId: OTHER,
        side: side === 'buy' ? 'sell' : 'buy',
        qty,
        price,
        tif: 'GTC',
      });
    const worst = Math.max(...levels.map(([, p]) => p)) * (side === 'buy' ? 1 : 0);
    const best = Math.min(...levels.map(([, p]) => p));
    const qty = levels.reduce((sum, [lots]) => sum + lots, 0);
    return run({
      ...order,
      userId: USER,
      side,
      qty,
      price: side === 'buy' ? worst : best,
      tif: 'IOC',
    });
  };
  return { take };
}

function follow(track: PositionTrack | undefined, views: PositionView[], seq: bigint) {
  let next = track;
  for (const view of views) next = nextTrack(next, view, seq, btc?.valuePerLotTick ?? 1n);
  if (!next) throw new Error('no position event');
  return next;
}

describe('position history counts', () => {
  it('averages the reducing fills by quantity, several fills in one command included', () => {
    const { take } = exchange();
    let track = follow(
      undefined,
      take('buy', [
        [5, MARK],
        [3, MARK + 10],
      ]),
      1n,
    );
    expect(track).toMatchObject({ direction: 1, size: 8, openedLots: 8, closedLots: 0 });
    expect(track.openedLotTicks).toBe(5n * BigInt(MARK) + 3n * BigInt(MARK + 10));
    track = follow(track, take('sell', [[2, MARK + 8]]), 2n);
    track = follow(
      track,
      take('sell', [
        [1, MARK + 30],
        [5, MARK + 20],
      ]),
      3n,
    );
    expect(track).toMatchObject({ size: 0, openedLots: 8, closedLots: 8, direction: 1 });
    expect(track.closedLotTicks).toBe(
      2n * BigInt(MARK + 8) + 5n * BigInt(MARK + 20) + 1n * BigInt(MARK + 30),
    );
  });

  it('keeps a short position short once it is closed, and counts its closes', () => {
    const { take } = exchange();
    let track = follow(undefined, take('sell', [[4, MARK]]), 1n);
    track = follow(track, take('buy', [[4, MARK - 50]]), 2n);
    expect(track).toMatchObject({ direction: 2, size: 0, openedLots: 4, closedLots: 4 });
    expect(track.closedLotTicks).toBe(4n * BigInt(MARK - 50));
  });

  it('continues exactly from the SQL row after a restart', () => {
    const { take } = exchange();
    const opened = follow(undefined, take('buy', [[6, MARK]]), 1n);
    const partly = follow(opened, take('sell', [[2, MARK + 7]]), 2n);
    const row: PositionHistoryRow = {
      positionId: 1n,
      userId: 1n,
      accountType: 1,
      contractId: 1,
      direction: partly.direction,
      isolated: false,
      leverage: 20,
      averageEntryPrice: '50000',
      openedQuantity: '0.006',
      closedQuantity: '0.002',
      realizedPnl: money(partly.realized),
      fundingPaid: '0',
      feesPaid: '0',
      openedAt: 0,
      lastClosedAt: partly.lastClosedAt,
      openedLots: partly.openedLots,
      openedLotTicks: partly.openedLotTicks.toString(),
      closedLots: partly.closedLots,
      closedLotTicks: partly.closedLotTicks.toString(),
      remainingCost: partly.cost.toString(),
      engineSeq: 2n,
    };
    expect(trackFromRow(row)).toEqual(partly);
    const closed = follow(trackFromRow(row), take('sell', [[4, MARK + 1]]), 3n);
    expect(closed.closedLots).toBe(6);
    expect(closed.closedLotTicks).toBe(2n * BigInt(MARK + 7) + 4n * BigInt(MARK + 1));
    expect(trackFromRow({ ...row, openedLots: null })).toBeUndefined();
  });
});
