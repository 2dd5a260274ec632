import type { BalanceView, EngineEvent, OrderView, PositionView } from '../../engine';
import { isFinishedOrderStatus, ORDER_STATUS } from '../../../lib/contract/wire/orders';
import type { AppliedCommand, EngineHost } from '../../engine-runtime/engine-host';
import { money, price, quantity } from '../../engine-runtime/units';
import { orderWire, positionWire } from '../../engine-runtime/wire';
import type { OrderMemory } from './order-memory';
import {
  FUTURES_ACCOUNT,
  orderStatusOf,
  orderTypeOf,
  sidesOf,
  timeInForceOf,
  workingTypeOf,
} from './shapes';
import { symbolOf } from './symbols';

/** Where user data stream events go (the websocket hub). */
export interface UserSink {
  hasUser(userId: number): boolean;
  publishUser(userId: number, data: unknown): void;
}

interface Seen {
  filledLots: number;
  fee: bigint;
}

type Trade = Extract<EngineEvent, { type: 'trade' }>;

/** Why the account changed, in Binance's words, from the command that changed it. */
function reasonOf(applied: AppliedCommand): string {
  switch (applied.command.kind) {
    case 'transfer':
      return applied.command.to === FUTURES_ACCOUNT ? 'DEPOSIT' : 'WITHDRAW';
    case 'deposit':
      return 'DEPOSIT';
    case 'withdraw':
      return 'WITHDRAW';
    case 'adjustMargin':
      return 'MARGIN_TRANSFER';
    case 'setMarginMode':
      return 'MARGIN_TYPE_CHANGE';
    case 'tick':
      return 'FUNDING_FEE';
    default:
      return 'ORDER';
  }
}

/**
 * The user data stream (`ORDER_TRADE_UPDATE`, `ACCOUNT_UPDATE`, `ACCOUNT_CONFIG_UPDATE`) from the
 * engine's events, for users with a stream open: the same events the app's `match` frames come
 * from, for the futures account. A fill's quantity, price and fee are the differences
 * the engine's order views show between consecutive events of the order.
 */
export class UserStreams {
  private readonly seen = new Map<number, Seen>();
  private readonly wallets = new Map<number, bigint>();

  constructor(
    private readonly sink: UserSink,
    private readonly orders: OrderMemory,
  ) {}

  onApplied(applied: AppliedCommand, host: EngineHost): void {
    this.orders.observe(applied);
    const { events } = applied.result;
    const tradesOf = new Map<number, Trade[]>();
    for (const e of events) {
      if (e.type !== 'trade') continue;
      for (const id of [e.makerOrderId, e.takerOrderId]) {
        const list = tradesOf.get(id) ?? [];
        list.push(e);
        tradesOf.set(id, list);
      }
    }
    const balances = new Map<number, BalanceView>();
    const positions = new Map<number, PositionView[]>();
    const time = applied.command.ts;
    for (const e of events) {
      if (e.type === 'order') {
        if (e.order.accountType !== FUTURES_ACCOUNT || !this.sink.hasUser(e.order.userId)) {
          if (isTerminal(e.order)) this.seen.delete(e.order.orderId);
          continue;
        }
        const amended =
          applied.command.kind === 'amendOrder' && applied.command.orderId === e.order.orderId;
        const update = this.orderUpdate(
          e.order,
          tradesOf.get(e.order.orderId) ?? [],
          host,
          time,
          amended,
        );
        if (update) this.sink.publishUser(e.order.userId, update);
      } else if (e.type === 'balance') {
        if (e.balance.account === FUTURES_ACCOUNT && this.sink.hasUser(e.balance.userId))
          balances.set(e.balance.userId, e.balance);
      } else if (e.type === 'position') {
        const p = e.position;
        if (p.accountType !== FUTURES_ACCOUNT || !this.sink.hasUser(p.userId)) continue;
        const list = positions.get(p.userId) ?? [];
        list.push(p);
        positions.set(p.userId, list);
      } else if (e.type === 'positionConfig') {
        if (e.accountType !== FUTURES_ACCOUNT || !this.sink.hasUser(e.userId)) continue;
        this.sink.publishUser(e.userId, {
          e: 'ACCOUNT_CONFIG_UPDATE',
          E: time,
          T: time,
          ac: { s: symbolOf(e.contractId), l: e.leverage },
        });
      }
    }
    const reason = reasonOf(applied);
    for (const userId of new Set([...balances.keys(), ...positions.keys()])) {
      const balance = balances.get(userId);
      const previous = this.wallets.get(userId);
      if (balance) this.wallets.set(userId, balance.wallet);
      const moved =
        balance && previous !== undefined && reason !== 'ORDER' && reason !== 'FUNDING_FEE'
          ? balance.wallet - previous
          : 0n;
      this.sink.publishUser(userId, {
        e: 'ACCOUNT_UPDATE',
        E: time,
        T: time,
        a: {
          m: reason,
          B: balance
            ? [
                {
                  a: 'USDT',
                  // The engine's wallet is the cross wallet; Binance's includes isolated margins.
                  wb: money(balance.wallet + balance.isolatedMargin),
                  cw: money(balance.wallet),
                  bc: money(moved),
                },
              ]
            : [],
          P: (positions.get(userId) ?? []).flatMap((p) => {
            const config = host.config(p.contractId);
            if (!config) return [];
            const wire = positionWire(config, p);
            const size = quantity(config, p.size);
            return [
              {
                s: symbolOf(p.contractId),
                pa: p.side === -1 && p.size > 0 ? `-${size}` : size,
                ep: wire.entryPrice,
                bep: wire.breakevenPrice ?? '0',
                cr: wire.realizedPnl,
                up: wire.upnl,
                mt: p.isolated ? 'isolated' : 'cross',
                iw: p.isolated ? wire.margin : '0',
                ps: p.hedge ? (p.side === -1 ? 'SHORT' : 'LONG') : 'BOTH',
              },
            ];
          }),
        },
      });
    }
  }

  /** `amended`: the order's own amendment (modify order), Binance's execution type AMENDMENT. */
  private orderUpdate(
    order: OrderView,
    trades: Trade[],
    host: EngineHost,
    time: number,
    amended = false,
  ) {
    const config = host.config(order.contractId);
    if (!config) return undefined;
    const before = this.seen.get(order.orderId);
    const filled = order.filledQty - (before?.filledLots ?? 0);
    const fee = order.fee - (before?.fee ?? 0n);
    const terminal = isTerminal(order);
    if (terminal) this.seen.delete(order.orderId);
    else this.seen.set(order.orderId, { filledLots: order.filledQty, fee: order.fee });
    let execution: string;
    if (filled > 0) execution = 'TRADE';
    else if (order.orderStatus === ORDER_STATUS.Cancelled) execution = 'CANCELED';
    else if (order.orderStatus === ORDER_STATUS.SystemCancelled) execution = 'EXPIRED';
    else if (amended) execution = 'AMENDMENT';
    else if (!before) execution = 'NEW';
    else return undefined;
    const last = filled > 0 ? trades[trades.length - 1] : undefined;
    const maker = last ? last.makerOrderId === order.orderId : false;
    const wire = orderWire(config, order);
    const sides = sidesOf(order.side);
    const type = orderTypeOf(
      order.type,
      order.side,
      order.triggerAbove,
      wire.callbackRate !== undefined,
    );
    return {
      e: 'ORDER_TRADE_UPDATE',
      E: time,
      T: time,
      o: {
        s: symbolOf(order.contractId),
        c: order.clientOrderId ?? '',
        S: sides.side,
        o: type,
        f: timeInForceOf(order.tif),
        q: wire.quantity,
        p: wire.price ?? '0',
        ap: wire.averagePrice ?? '0',
        sp: wire.triggerPrice ?? '0',
        x: execution,
        X: orderStatusOf(order.orderStatus),
        i: order.orderId,
        l: quantity(config, Math.max(0, filled)),
        z: wire.filledQuantity,
        L: last ? price(config, last.price) : '0',
        N: 'USDT',
        n: money(fee),
        T: order.updatedAt,
        t: last ? last.tradeId : 0,
        m: maker,
        R: order.reduceOnly,
        wt: workingTypeOf(order.triggerBy),
        ot: type,
        ps: sides.positionSide,
        cp: false,
        // A trailing stop's activation price and callback rate (Binance sends them for it only).
        ...(wire.callbackRate !== undefined
          ? { AP: wire.activationPrice ?? '0', cr: wire.callbackRate }
          : {}),
      },
    };
  }
}

function isTerminal(order: OrderView): boolean {
  return isFinishedOrderStatus(order.orderStatus);
}
