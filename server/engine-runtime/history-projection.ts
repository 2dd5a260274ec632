import {
  feeOf,
  usdt,
  type AccountType,
  type ContractConfig,
  type EngineEvent,
  type OrderSide,
  type OrderSource,
  type OrderView,
  type PositionView,
} from '../engine';
import type { HistoryWriter, PositionHistoryRow, TradeHistoryRow } from '../db/history-writer';
import type { AppliedCommand } from './engine-host';
import { FillPnl, slotOfView, type SlotView } from './fill-pnl';
import { averagePrice, liquidationRow, orderRow } from './history-rows';
import { nextTrack, trackFromRow, type PositionTrack } from './position-tracks';
import { money, price, quantity, rateText } from './units';

type TradeEvent = Extract<EngineEvent, { type: 'trade' }>;

/** What the projection keeps of an open order: whose it is and which position it moves. */
interface KnownOrder {
  userId: number;
  accountType: AccountType;
  contractId: number;
  side: OrderSide;
  source: OrderSource;
}

/** A position's running totals, as its last view had them. */
interface PnlTotals {
  realized: bigint;
  fees: bigint;
  funding: bigint;
}

/** Takers whose fills the engine books without a fee (liquidation and insurance fund orders). */
const FEELESS_TAKERS: ReadonlySet<OrderSource> = new Set(['liquidation', 'insuranceFund']);

export interface HistoryProjectionOptions {
  writer: HistoryWriter;
  configs: ReadonlyMap<number, ContractConfig>;
  /**
   * Accounts whose orders and PnL changes are not kept in SQL (the market makers' quote churn);
   * their trades and positions are.
   */
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
  private readonly orders = new Map<number, KnownOrder>();
  private readonly totals = new Map<number, PnlTotals>();
  private readonly fills = new FillPnl();
  private queued: AppliedCommand[] | undefined = [];

  constructor(private readonly options: HistoryProjectionOptions) {
    const loaded = options.writer.openPositions().then((rows) => {
      for (const row of rows) {
        const track = trackFromRow(row);
        if (!track) continue;
        this.tracks.set(Number(row.positionId), track);
        this.baseline(row);
      }
      const queued = this.queued ?? [];
      this.queued = undefined;
      for (const applied of queued) this.project(applied);
    });
    options.writer.holdFlushesUntil(loaded);
  }

  /** Orders resting before this process started, for the trade rows' users and positions. */
  knowOrders(orders: Iterable<KnownOrder & { id: number }>): void {
    for (const o of orders) if (!this.orders.has(o.id)) this.orders.set(o.id, known(o));
  }

  apply(applied: AppliedCommand): void {
    if (this.queued) {
      this.queued.push(applied);
      return;
    }
    // Which tables got this command's rows: its caller waits for those (read-your-writes).
    const before = this.options.writer.stamps();
    this.project(applied);
    this.options.writer.markCommand(applied.seq, before);
  }

  private project({ seq, command, result }: AppliedCommand): void {
    const engineSeq = BigInt(seq);
    const { writer, configs } = this.options;
    this.ledger(command, result, engineSeq);
    // The command's orders first: a taker's first view follows its fills, a filled maker's
    // last view precedes the trade.
    const commandOrders = new Map<number, KnownOrder>();
    let now: number | undefined;
    for (const e of result.events) {
      if (e.type === 'order') commandOrders.set(e.order.orderId, known(e.order));
      else if (e.type === 'trade') now ??= e.ts;
    }
    const trades: { row: TradeHistoryRow; maker?: number; taker?: number }[] = [];
    const views: SlotView[] = [];
    let n = 0;
    for (const e of result.events) {
      n++;
      switch (e.type) {
        case 'order':
          this.order(e.order, engineSeq);
          break;
        case 'trade': {
          const trade = this.trade(e, engineSeq, commandOrders);
          if (trade) trades.push(trade);
          break;
        }
        case 'position':
          views.push(this.slotView(e.position, engineSeq, now));
          this.position(e.position, engineSeq, Math.max(command.ts, e.position.updatedAt));
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
            accountType: e.accountType,
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
          writer.liquidations.push(
            liquidationRow(config, r, engineSeq * 1000n + BigInt(n), engineSeq),
          );
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
            reason:
              command.kind === 'fundInsurance'
                ? 'injection'
                : change > 0n
                  ? 'liquidation_surplus'
                  : 'bankruptcy_cover',
            engineSeq,
          });
          break;
        }
        case 'referralCommission':
          writer.referralCommissions.push({
            id: engineSeq * 1000n + BigInt(n),
            referrerId: BigInt(e.referrerId),
            userId: BigInt(e.userId),
            accountType: e.accountType,
            contractId: e.contractId,
            orderId: BigInt(e.orderId),
            fee: e.fee,
            commission: e.commission,
            time: e.ts,
            engineSeq,
          });
          break;
        case 'ledger':
          if (this.options.skipOrdersOf(e.userId)) break;
          writer.accountLedger.push({
            engineSeq,
            n,
            userId: BigInt(e.userId),
            account: String(e.account),
            kind: e.kind,
            amount: e.amount,
            balance: e.balance,
            contractId: e.contractId ?? null,
            orderId: e.orderId === undefined ? null : BigInt(e.orderId),
            peer: e.peer === undefined ? null : String(e.peer),
            time: e.ts,
          });
          break;
        case 'bonus':
          writer.bonusSettlements.push({
            id: engineSeq * 1000n + BigInt(n),
            userId: BigInt(e.userId),
            accountType: e.accountType,
            change: e.change,
            reason: e.reason,
            amount: e.amount,
            time: e.ts,
            engineSeq,
          });
          break;
        default:
          break;
      }
    }
    const realized = this.fills.finish(views);
    const pnl = (index: number | undefined) => {
      const value = index === undefined ? null : realized[index];
      return value === null || value === undefined ? null : money(value);
    };
    for (const { row, maker, taker } of trades)
      writer.trades.push({ ...row, makerRealizedPnl: pnl(maker), takerRealizedPnl: pnl(taker) });
  }

  /**
   * Transfers between the user's own wallets and trial fund / voucher grants, for the asset
   * history: the command itself says what moved (its events only show the balances after).
   */
  private ledger(
    command: AppliedCommand['command'],
    result: AppliedCommand['result'],
    engineSeq: bigint,
  ): void {
    if (!result.ok || result.duplicate) return;
    if (command.kind !== 'transfer' && command.kind !== 'grantBonus') return;
    if (this.options.skipOrdersOf(command.userId)) return;
    this.options.writer.walletLedger.push({
      engineSeq,
      userId: BigInt(command.userId),
      kind: command.kind === 'transfer' ? 'transfer' : 'bonus',
      fromWallet: command.kind === 'transfer' ? String(command.from) : null,
      toWallet: command.kind === 'transfer' ? String(command.to) : String(command.accountType),
      amount: command.amount,
      time: command.ts,
    });
  }

  private order(o: OrderView, engineSeq: bigint): void {
    const terminal = o.orderStatus >= 4;
    if (terminal) this.orders.delete(o.orderId);
    else this.orders.set(o.orderId, known(o));
    if (this.options.skipOrdersOf(o.userId)) return;
    const config = this.options.configs.get(o.contractId);
    if (!config) return;
    // Built when written: an order placed and cancelled within one batch is formatted once.
    this.options.writer.orders.pushDeferred(String(o.orderId), () =>
      orderRow(config, o, engineSeq),
    );
  }

  /**
   * A trade row (pushed once the command's realized PnL per fill is known). Fees are the engine's
   * per-fill rule: notional × rate, rounded up (rebates down); liquidation and insurance fund
   * takers pay none.
   */
  private trade(
    t: TradeEvent,
    engineSeq: bigint,
    commandOrders: ReadonlyMap<number, KnownOrder>,
  ): { row: TradeHistoryRow; maker?: number; taker?: number } | undefined {
    const config = this.options.configs.get(t.contractId);
    if (!config) return undefined;
    const maker = commandOrders.get(t.makerOrderId) ?? this.orders.get(t.makerOrderId);
    const taker = commandOrders.get(t.takerOrderId) ?? this.orders.get(t.takerOrderId);
    const v = config.valuePerLotTick;
    const notional = BigInt(t.qty) * BigInt(t.price) * v;
    const takerFee =
      taker && FEELESS_TAKERS.has(taker.source) ? 0n : feeOf(notional, config.takerFeeRate);
    return {
      row: {
        tradeId: BigInt(t.tradeId),
        contractId: t.contractId,
        price: price(config, t.price),
        quantity: quantity(config, t.qty),
        takerSide: t.takerSide === 'buy' ? 1 : 2,
        makerOrderId: BigInt(t.makerOrderId),
        takerOrderId: BigInt(t.takerOrderId),
        makerUserId: BigInt(maker?.userId ?? 0),
        takerUserId: BigInt(taker?.userId ?? 0),
        makerFee: money(feeOf(notional, config.makerFeeRate)),
        takerFee: money(takerFee),
        time: t.ts,
        engineSeq,
      },
      // The engine books the maker's side first.
      maker: maker ? this.fills.fill(maker, t.qty, t.price, v) : undefined,
      taker: taker ? this.fills.fill(taker, t.qty, t.price, v) : undefined,
    };
  }

  /** A position view with what the projection knew of it before this command. */
  private slotView(p: PositionView, engineSeq: bigint, now: number | undefined): SlotView {
    const track = this.tracks.get(p.positionId);
    const before = track
      ? track.seq < engineSeq
        ? { size: track.size, cost: track.cost, realized: track.realized }
        : undefined
      : p.openedAt === now
        ? ('new' as const)
        : undefined;
    return { key: slotOfView(p, track?.direction ?? (p.side === -1 ? 2 : 1)), view: p, before };
  }

  private position(p: PositionView, engineSeq: bigint, time: number): void {
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
    this.pnlChange(p, engineSeq, time);
  }

  /** A `position_pnl_history` row when the position's realized PnL, fees or funding moved. */
  private pnlChange(p: PositionView, engineSeq: bigint, time: number): void {
    if (this.options.skipOrdersOf(p.userId)) return;
    const before = this.totals.get(p.positionId);
    if (p.size === 0) this.totals.delete(p.positionId);
    else
      this.totals.set(p.positionId, { realized: p.realizedPnl, fees: p.fees, funding: p.funding });
    if (
      before &&
      before.realized === p.realizedPnl &&
      before.fees === p.fees &&
      before.funding === p.funding
    )
      return;
    this.options.writer.positionPnl.push({
      positionId: BigInt(p.positionId),
      engineSeq,
      userId: BigInt(p.userId),
      accountType: p.accountType,
      contractId: p.contractId,
      time,
      realizedPnl: money(p.realizedPnl),
      fees: money(p.fees),
      funding: money(p.funding),
    });
  }

  /**
   * The totals an open position had when this process started: a row the PnL history uses as the
   * previous one (so what the position realized before 0006 or before a restart is not counted
   * again), never as a change of its own.
   */
  private baseline(row: PositionHistoryRow): void {
    if (this.options.skipOrdersOf(Number(row.userId))) return;
    this.totals.set(Number(row.positionId), {
      realized: usdt(row.realizedPnl),
      fees: usdt(row.feesPaid),
      funding: usdt(row.fundingPaid),
    });
    this.options.writer.positionPnl.push({
      positionId: row.positionId,
      engineSeq: row.engineSeq,
      userId: row.userId,
      accountType: row.accountType,
      contractId: row.contractId,
      time: row.lastClosedAt ?? row.openedAt,
      realizedPnl: row.realizedPnl,
      fees: row.feesPaid,
      funding: row.fundingPaid,
      baseline: true,
    });
  }
}

function known(o: KnownOrder): KnownOrder {
  return {
    userId: o.userId,
    accountType: o.accountType,
    contractId: o.contractId,
    side: o.side,
    source: o.source,
  };
}
