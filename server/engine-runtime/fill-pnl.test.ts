import type { PositionView } from '../engine';
import { FillPnl, slotOfView, type FillSide, type SlotView } from './fill-pnl';

const V = 10_000n; // money units per lot and tick (BTC: 0.1 USDT × 0.001 BTC)
const oneWay = (side: 'buy' | 'sell'): FillSide => ({
  userId: 7,
  accountType: 1,
  contractId: 1,
  side,
});

function view(fields: Partial<PositionView>): PositionView {
  return {
    positionId: 1,
    userId: 7,
    accountType: 1,
    contractId: 1,
    side: 1,
    hedge: false,
    size: 0,
    entryPrice: 0,
    cost: 0n,
    isolated: false,
    leverage: 20,
    margin: 0n,
    markPrice: 0,
    upnl: 0n,
    realizedPnl: 0n,
    fees: 0n,
    funding: 0n,
    maintenanceMargin: 0n,
    mmr: 0n,
    riskRate: 0n,
    roi: 0n,
    liquidationPrice: null,
    breakevenPrice: null,
    tpTrigger: null,
    slTrigger: null,
    openedAt: 0,
    updatedAt: 0,
    ...fields,
  };
}
/** What the projection knew of a position before the command. */
const was = (size: number, cost: bigint, realized: bigint) => ({ size, cost, realized });
const seen = (v: PositionView, before: SlotView['before']): SlotView => ({
  key: slotOfView(v, v.side === -1 ? 2 : 1),
  view: v,
  before,
});

describe('realized PnL per fill', () => {
  it('splits what one order realized over its fills, as the engine books them', () => {
    const pnl = new FillPnl();
    pnl.fill(oneWay('buy'), 4, 1000, V);
    expect(pnl.finish([seen(view({ size: 4, cost: 4000n * V }), 'new')])).toEqual([0n]);
    // Sold into two bids in one command: 2 lots 20 ticks up, then 2 lots 10 ticks up.
    pnl.fill(oneWay('sell'), 2, 1020, V);
    pnl.fill(oneWay('sell'), 2, 1010, V);
    const closed = view({ side: 0, size: 0, cost: 0n, realizedPnl: 60n * V });
    expect(pnl.finish([seen(closed, was(4, 4000n * V, 0n))])).toEqual([40n * V, 20n * V]);
  });

  it('follows a one-way position through a flip in the same command', () => {
    const pnl = new FillPnl();
    pnl.fill(oneWay('buy'), 2, 1000, V);
    pnl.finish([seen(view({ size: 2, cost: 2000n * V }), 'new')]);
    // Sell 5: closes 2 (10 ticks up each), opens 3 short at 1010.
    pnl.fill(oneWay('sell'), 5, 1010, V);
    const old = view({ side: 0, size: 0, cost: 0n, realizedPnl: 20n * V });
    const flipped = view({ positionId: 2, side: -1, size: -3, cost: -3030n * V });
    expect(pnl.finish([seen(old, was(2, 2000n * V, 0n)), seen(flipped, 'new')])).toEqual([20n * V]);
  });

  it('keeps a figure only when the engine’s views agree, else null', () => {
    const pnl = new FillPnl();
    // A position followed before a restart: replayed from what the projection read back.
    pnl.fill(oneWay('sell'), 1, 1100, V);
    pnl.fill(oneWay('sell'), 1, 1200, V);
    const after = view({ size: 2, cost: 2000n * V, realizedPnl: 350n * V });
    expect(pnl.finish([seen(after, was(4, 4000n * V, 50n * V))])).toEqual([100n * V, 200n * V]);
    // A position not followed at all: unknown.
    const other: FillSide = { ...oneWay('sell'), contractId: 2 };
    pnl.fill(other, 1, 1100, V);
    const elsewhere = view({ contractId: 2, size: 1, cost: 1000n * V, realizedPnl: 200n * V });
    expect(pnl.finish([seen(elsewhere, undefined)])).toEqual([null]);
    // Followed, but something besides the fills moved it (an ADL in the same command).
    pnl.fill(oneWay('sell'), 1, 1100, V);
    const adl = view({ size: 0, cost: 0n, side: 0, realizedPnl: 650n * V });
    expect(pnl.finish([seen(adl, was(2, 2000n * V, 350n * V))])).toEqual([null]);
  });

  it('keeps hedge legs apart', () => {
    const pnl = new FillPnl();
    const long: FillSide = { ...oneWay('buy'), side: 'openLong' };
    const short: FillSide = { ...oneWay('sell'), side: 'openShort' };
    pnl.fill(long, 2, 1000, V);
    pnl.fill(short, 2, 1000, V);
    const views = [
      seen(view({ hedge: true, size: 2, cost: 2000n * V }), 'new'),
      seen(view({ positionId: 2, hedge: true, side: -1, size: -2, cost: -2000n * V }), 'new'),
    ];
    expect(pnl.finish(views)).toEqual([0n, 0n]);
    pnl.fill({ ...long, side: 'closeLong' }, 2, 1005, V);
    const closed = view({ hedge: true, side: 0, size: 0, cost: 0n, realizedPnl: 10n * V });
    expect(
      pnl.finish([{ key: slotOfView(closed, 1), view: closed, before: was(2, 2000n * V, 0n) }]),
    ).toEqual([10n * V]);
  });
});
