import {
  feeOf,
  type ContractConfig,
  type EngineEvent,
  type OrderSide,
  type OrderView,
  type PositionView,
} from '../../engine';
import type { HistoryWriter } from '../../db/history-writer';
import type { AppliedCommand } from './engine-host';
import { nextTrack, trackFromRow, type PositionTrack } from './position-tracks';
import { money, price, quantity, rateText } from './units';

type TradeEvent = Extract<EngineEvent, { type: 'trade' }>;

const SIDE_CODE: Record<OrderSide, number> = {
  openLong: 1,
  openShort: 2,
  closeLong: 3,
  closeShort: 4,
  buy: 1,
  sell: 2,
};

function sideCode(order: OrderView): number {
  if (order.reduceOnly && order.side === 'buy') return 4;
  if (order.reduceOnly && order.side === 'sell') return 3;
  return SIDE_CODE[order.side];
}

export interface HistoryProjectionOptions {
  writer: HistoryWriter;
  configs: ReadonlyMap<number, ContractConfig>;
  /** Accounts whose orders are not kept in SQL (the market makers' quote churn). */
  skipOrdersOf: (userId: number) => boolean;
  /** Insurance fund balances when the engine opened, so the first change is exact. */
  insuranceFunds: Map<number, bigint>;
}

/**
 * Projects engine events onto the history read model (orders, trades, positions, funding,
 * liquidations, insurance fund). Rows are pushed into the batch writers; the engine never waits.
 * Open positions continue from their SQL rows: until those are read, events are queued (and the
 * writer's flushes wait), so opened/closed quantities and the average close price stay exact
 * across restarts.
 */
export class HistoryProjection {
  private readonly tracks = new Map<number, PositionTrack>();
  private readonly orderOwners = new Map<number, { userId: number; fee: bigint }>();
  private queued: AppliedCommand[] | undefined = [];

  constructor(private readonly options: HistoryProjectionOptions) {
    const loaded = options.writer.openPositions().then((rows) => {
      for (const row of rows) {
        const track = trackFromRow(row);
        if (track) this.tracks.set(Number(row.positionId), track);
      }
      const queued = this.queued ?? [];
      this.queued = undefined;
      for (const applied of queued) this.project(applied);
    });
    options.writer.holdFlushesUntil(loaded);
  }

  /** Owners of orders resting before this process started, for the trade rows' user ids. */
  knowOrders(orders: Iterable<{ id: number; userId: number }>): void {
    for (const o of orders)
      if (!this.orderOwners.has(o.id)) this.orderOwners.set(o.id, { userId: o.userId, fee: 0n });
  }

  apply(applied: AppliedCommand): void {
    if (this.queued) this.queued.push(applied);
    else this.project(applied);
  }

  private project({ seq, command, result }: AppliedCommand): void {
    const engineSeq = BigInt(seq);
    const { writer, configs } = this.options;
    let n = 0;
    for (const e of result.events) {
      n++;
      switch (e.type) {
        case 'order':
          this.order(e.order, engineSeq);
          break;
        case 'trade':
          this.trade(e, engineSeq);
          break;
        case 'position':
          this.position(e.position, engineSeq);
          break;
        case 'funding': {
          const config = configs.get(e.contractId);
          if (!config) break;
          writer.fundingRates.push({
            contractId: e.contractId,
            fundingTime: e.ts,
            fundingRate: rateText(e.rate),
            markPrice: price(config, e.markPrice),
            intervalHours: config.fundingIntervalHours,
            engineSeq,
          });
          break;
        }
        case 'fundingPayment': {
          const config = configs.get(e.contractId);
          if (!config) break;
          writer.fundingPayments.push({
            positionId: BigInt(e.positionId),
            fundingTime: e.ts,
            userId: BigInt(e.userId),
            contractId: e.contractId,
            positionQuantity: quantity(config, Math.abs(this.tracks.get(e.positionId)?.size ?? 0)),
            amount: money(e.amount),
            engineSeq,
          });
          break;
        }
        case 'liquidation': {
          const r = e.record;
          const config = configs.get(r.contractId);
          if (!config) break;
          writer.liquidations.push({
            liquidationId: engineSeq * 1000n + BigInt(n),
            userId: BigInt(r.userId),
            positionId: BigInt(r.positionId),
            contractId: r.contractId,
            kind: (
              {
                Liquidate: 'liquidate',
                Bankrupt: 'bankrupt',
                'Self-trade': 'self_trade',
                ADL: 'adl',
              } as const
            )[r.type],
            direction: r.side === 1 ? 1 : 2,
            isolated: r.isolated,
            triggerPrice: price(config, r.triggerPrice),
            bankruptcyPrice: price(config, r.bankruptcyPrice),
            entryPrice: price(config, r.entryPrice),
            filledQuantity: quantity(config, r.filledQty),
            positionQuantity: quantity(config, r.positionQty),
            positionEquity: money(r.equity),
            maintenanceMargin: money(r.maintenanceMargin),
            forfeit: money(r.forfeit),
            time: r.ts,
            engineSeq,
          });
          break;
        }
        case 'insuranceFund': {
          const before = this.options.insuranceFunds.get(e.contractId) ?? 0n;
          this.options.insuranceFunds.set(e.contractId, e.balance);
          const change = e.balance - before;
          if (change === 0n) break;
          writer.insuranceFund.push({
            contractId: e.contractId,
            time: command.ts,
            balance: money(e.balance),
            change: money(change),
            reason: change > 0n ? 'liquidation_surplus' : 'bankruptcy_cover',
            engineSeq,
          });
          break;
        }
        default:
          break;
      }
    }
  }

  private order(o: OrderView, engineSeq: bigint): void {
    const terminal = o.orderStatus >= 4;
    if (terminal) this.orderOwners.delete(o.orderId);
    else this.orderOwners.set(o.orderId, { userId: o.userId, fee: o.fee });
    if (this.options.skipOrdersOf(o.userId)) return;
    const config = this.options.configs.get(o.contractId);
    if (!config) return;
    this.options.writer.orders.push({
      orderId: BigInt(o.orderId),
      userId: BigInt(o.userId),
      accountType: o.accountType,
      contractId: o.contractId,
      positionId: o.positionId > 0 ? BigInt(o.positionId) : null,
      side: sideCode(o),
      orderType: o.type,
      status: o.orderStatus,
      price: o.price > 0 ? price(config, o.price) : null,
      triggerPrice: o.triggerPrice > 0 ? price(config, o.triggerPrice) : null,
      quantity: quantity(config, o.qty),
      filledQuantity: quantity(config, o.filledQty),
      averageFillPrice: o.filledQty > 0 ? averagePrice(config, o.filledValue, o.filledQty) : null,
      fee: money(o.fee),
      reduceOnly: o.reduceOnly,
      takeProfitPrice: o.tp ? price(config, o.tp.triggerPrice) : null,
      stopLossPrice: o.sl ? price(config, o.sl.triggerPrice) : null,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      engineSeq,
    });
  }

  /** Fees are the engine's per-fill rule: notional × rate, rounded up (rebates down). */
  private trade(t: TradeEvent, engineSeq: bigint): void {
    const config = this.options.configs.get(t.contractId);
    if (!config) return;
    const notional = BigInt(t.qty) * BigInt(t.price) * config.valuePerLotTick;
    this.options.writer.trades.push({
      tradeId: BigInt(t.tradeId),
      contractId: t.contractId,
      price: price(config, t.price),
      quantity: quantity(config, t.qty),
      takerSide: t.takerSide === 'buy' ? 1 : 2,
      makerOrderId: BigInt(t.makerOrderId),
      takerOrderId: BigInt(t.takerOrderId),
      makerUserId: BigInt(this.orderOwners.get(t.makerOrderId)?.userId ?? 0),
      takerUserId: BigInt(this.orderOwners.get(t.takerOrderId)?.userId ?? 0),
      makerFee: money(feeOf(notional, config.makerFeeRate)),
      takerFee: money(feeOf(notional, config.takerFeeRate)),
      time: t.ts,
      engineSeq,
    });
  }

  private position(p: PositionView, engineSeq: bigint): void {
    const config = this.options.configs.get(p.contractId);
    if (!config) return;
    const previous = this.tracks.get(p.positionId);
    // Catch-up replays commands an SQL row may already include.
    if (previous && engineSeq <= previous.seq) return;
    const track = nextTrack(previous, p, engineSeq, config.valuePerLotTick);
    if (p.size === 0) this.tracks.delete(p.positionId);
    else this.tracks.set(p.positionId, track);
    this.options.writer.positions.push({
      positionId: BigInt(p.positionId),
      userId: BigInt(p.userId),
      accountType: p.accountType,
      contractId: p.contractId,
      direction: track.direction,
      isolated: p.isolated,
      leverage: p.leverage,
      // Averages of every opening and every reducing fill (the view's entry is 0 once closed).
      averageEntryPrice:
        track.openedLots > 0
          ? averagePrice(config, track.openedLotTicks, track.openedLots)
          : price(config, p.entryPrice),
      openedQuantity: quantity(config, track.openedLots),
      averageClosePrice:
        track.closedLots > 0 ? averagePrice(config, track.closedLotTicks, track.closedLots) : null,
      closedQuantity: quantity(config, track.closedLots),
      realizedPnl: money(p.realizedPnl),
      fundingPaid: money(p.funding),
      feesPaid: money(p.fees),
      openedAt: p.openedAt,
      lastClosedAt: track.lastClosedAt,
      openedLots: track.openedLots,
      openedLotTicks: track.openedLotTicks.toString(),
      closedLots: track.closedLots,
      closedLotTicks: track.closedLotTicks.toString(),
      remainingCost: track.cost.toString(),
      engineSeq,
    });
  }
}

/** filledValue (Σ lots × ticks) / lots as a price at the contract's scale, cut toward zero. */
function averagePrice(config: ContractConfig, filledValue: bigint, lots: number): string {
  const scale = 10n ** BigInt(config.priceScale);
  // The tick size in units of 10^-priceScale ("0.1" at scale 1 → 1).
  const tickUnits = BigInt(price(config, 1).replace('.', ''));
  const units = (filledValue * tickUnits) / BigInt(lots);
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const int = abs / scale;
  const frac = (abs % scale).toString().padStart(config.priceScale, '0');
  return `${neg ? '-' : ''}${int}${config.priceScale > 0 ? `.${frac}` : ''}`;
}
