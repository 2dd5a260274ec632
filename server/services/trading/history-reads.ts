import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OrderStatus, usdt, userOpenOrders, type OrderSide } from '../../engine';
import type { Database } from '../../db/database';
import { orderHistory, tradeHistory } from '../../db/schema';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import { orderWire } from '../../engine-runtime/wire';
import { ACCOUNT_TYPES } from '../../../lib/contract/wire/accounts';
import type { WireFill, WireOrder, WireTrade } from '../../../lib/contract/wire/match';
import {
  ORDER_SIDES,
  ORDER_SOURCES,
  ORDER_STATUS,
  ORDER_TYPE,
  ORDER_TYPES,
  TIME_IN_FORCE,
  TRIGGER_PRICES,
} from '../../../lib/contract/wire/orders';

const ORDER_STATUS_CODES = Object.values(ORDER_STATUS);
import { orderIdOfClientId } from './cancel-orders';
import type { OpenOrdersFilter } from './live-views';
import { notFound } from './trading-error';

/**
 * The caller's finished orders and fills, read from the history read model (written in batches,
 * so a change shows there within about a second). Every query is keyed by the caller's user id:
 * another user's rows never appear, and an id that is not the caller's answers like an unknown one.
 */

/** Filters shared by the private history lists: those of the open orders (times as each list says). */
export type HistoryFilter = OpenOrdersFilter;

/** `{ list, nextCursor }` from `limit + 1` rows, newest first. */
export function page<R, T>(
  rows: readonly R[],
  limit: number,
  wire: (row: R) => T,
  id: (row: R) => number,
) {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { list: shown.map(wire), nextCursor: rows.length > limit && last ? id(last) : null };
}

/** The time, contract and cursor conditions of a list. */
export function listConditions(
  f: HistoryFilter,
  columns: { time: PgColumn; contractId: PgColumn; id: PgColumn; accountType?: PgColumn },
): SQL[] {
  const where: SQL[] = [];
  if (f.contractId !== undefined) where.push(eq(columns.contractId, f.contractId));
  if (f.accountType !== undefined && columns.accountType)
    where.push(eq(columns.accountType, f.accountType));
  if (f.from !== undefined) where.push(gte(columns.time, f.from));
  if (f.to !== undefined) where.push(lt(columns.time, f.to));
  if (f.cursor !== undefined) where.push(lt(columns.id, BigInt(f.cursor)));
  return where;
}

type OrderRow = typeof orderHistory.$inferSelect;

/** Rows written before migration 0006 have only the side code (hedge names). */
const SIDE_OF_CODE: Record<number, OrderSide> = {
  1: 'openLong',
  2: 'openShort',
  3: 'closeLong',
  4: 'closeShort',
};

/** `value` when it is one of `list`, else null (an order row not written yet, or older than the column). */
function oneOfOrNull<T extends string | number>(list: readonly T[], value: unknown): T | null {
  return (list as readonly unknown[]).includes(value) ? (value as T) : null;
}

/** `value` when it is one of `list`, else `fallback` (a row written before the column held it). */
function oneOf<T extends string | number>(list: readonly T[], value: unknown, fallback: T): T {
  return (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/**
 * An order_history row in the order wire's shape (`orderWire`), so open and finished orders match.
 * Rows from before migration 0006 lack the engine's side (the code's hedge name stands in), the
 * time in force (a market order was IOC, the others GTC) and the source (the user's).
 */
export function orderRowWire(r: OrderRow): WireOrder {
  const type = oneOf(ORDER_TYPES, r.orderType, ORDER_TYPE.Limit);
  return {
    orderId: Number(r.orderId),
    accountType: oneOf(ACCOUNT_TYPES, r.accountType, 1),
    contractId: r.contractId,
    positionId: r.positionId === null ? 0 : Number(r.positionId),
    type,
    side: oneOf(ORDER_SIDES, r.orderSide, SIDE_OF_CODE[r.side] ?? 'openLong'),
    price: r.price,
    quantity: r.quantity,
    filledQuantity: r.filledQuantity,
    averagePrice: r.averageFillPrice,
    orderStatus: oneOf(ORDER_STATUS_CODES, r.status, OrderStatus.Cancelled),
    tif: oneOf(TIME_IN_FORCE, r.timeInForce, type === ORDER_TYPE.Market ? 'IOC' : 'GTC'),
    reduceOnly: r.reduceOnly,
    triggerPrice: r.triggerPrice,
    triggerBy: r.triggerBy === null ? null : oneOf(TRIGGER_PRICES, r.triggerBy, 'last'),
    triggerAbove: r.triggerAbove,
    tpTrigger: r.takeProfitPrice,
    tpPrice: r.takeProfitLimitPrice,
    slTrigger: r.stopLossPrice,
    slPrice: r.stopLossLimitPrice,
    ...(r.callbackRate !== null
      ? { callbackRate: r.callbackRate, activationPrice: r.activationPrice }
      : {}),
    fee: r.fee,
    clientOrderId: r.clientOrderId,
    parentOrderId: r.parentOrderId === null ? null : Number(r.parentOrderId),
    ...(r.ocoOrderId !== null ? { ocoOrderId: Number(r.ocoOrderId) } : {}),
    ...(r.groupId !== null ? { groupId: Number(r.groupId) } : {}),
    ...(r.closePosition === true ? { closePosition: true as const } : {}),
    source: oneOf(ORDER_SOURCES, r.source, 'user'),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const FINISHED = [OrderStatus.Filled, OrderStatus.Cancelled, OrderStatus.SystemCancelled];

/** `future/order/history`: filled, cancelled and system-cancelled orders, newest first. */
export async function orderHistoryPage(database: Database, userId: number, f: HistoryFilter) {
  const rows = await database.db
    .select()
    .from(orderHistory)
    .where(
      and(
        eq(orderHistory.userId, BigInt(userId)),
        inArray(orderHistory.status, FINISHED),
        ...listConditions(f, {
          time: orderHistory.createdAt,
          contractId: orderHistory.contractId,
          accountType: orderHistory.accountType,
          id: orderHistory.orderId,
        }),
      ),
    )
    .orderBy(desc(orderHistory.orderId))
    .limit(f.limit + 1);
  return page(rows, f.limit, orderRowWire, (r) => Number(r.orderId));
}

/** The caller's side of a trade row: their order, fee, realized PnL and role. */
function callerSide(t: typeof tradeHistory.$inferSelect, userId: number) {
  const maker = Number(t.makerUserId) === userId;
  return {
    role: maker ? ('maker' as const) : ('taker' as const),
    orderId: Number(maker ? t.makerOrderId : t.takerOrderId),
    fee: maker ? t.makerFee : t.takerFee,
    realizedPnl: maker ? t.makerRealizedPnl : t.takerRealizedPnl,
    // The taker's side is stored; the maker took the other one.
    side: (t.takerSide === 1) !== maker ? ('buy' as const) : ('sell' as const),
  };
}

/**
 * `future/trade/history`: the caller's fills (either side of a trade), newest first. The account
 * type and the order's side come from the caller's order row.
 */
export async function tradeHistoryPage(database: Database, userId: number, f: HistoryFilter) {
  const uid = BigInt(userId);
  const callerOrderId = sql`case when ${tradeHistory.makerUserId} = ${userId} then ${tradeHistory.makerOrderId} else ${tradeHistory.takerOrderId} end`;
  const rows = await database.db
    .select({
      trade: tradeHistory,
      accountType: orderHistory.accountType,
      orderSide: orderHistory.orderSide,
    })
    .from(tradeHistory)
    .leftJoin(
      orderHistory,
      and(eq(orderHistory.orderId, callerOrderId), eq(orderHistory.userId, uid)),
    )
    .where(
      and(
        or(eq(tradeHistory.makerUserId, uid), eq(tradeHistory.takerUserId, uid)),
        ...listConditions(f, {
          time: tradeHistory.time,
          contractId: tradeHistory.contractId,
          accountType: orderHistory.accountType,
          id: tradeHistory.tradeId,
        }),
      ),
    )
    .orderBy(desc(tradeHistory.tradeId))
    .limit(f.limit + 1);
  return page(
    rows,
    f.limit,
    ({ trade: t, accountType, orderSide }): WireTrade => {
      const mine = callerSide(t, userId);
      return {
        tradeId: Number(t.tradeId),
        orderId: mine.orderId,
        contractId: t.contractId,
        accountType: oneOfOrNull(ACCOUNT_TYPES, accountType),
        side: mine.side,
        orderSide: oneOfOrNull(ORDER_SIDES, orderSide),
        price: t.price,
        quantity: t.quantity,
        fee: mine.fee,
        role: mine.role,
        realizedPnl: mine.realizedPnl,
        time: t.time,
      };
    },
    (r) => Number(r.trade.tradeId),
  );
}

export interface OrderDetailQuery {
  orderId?: number | undefined;
  clientOrderId?: string | undefined;
}

/** The order a client order id names: the engine's memory (24 h), else the newest SQL row. */
async function resolveOrderId(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
  q: OrderDetailQuery,
): Promise<number | undefined> {
  if (q.orderId !== undefined) return q.orderId;
  if (q.clientOrderId === undefined) return undefined;
  const remembered = host ? orderIdOfClientId(host, userId, q.clientOrderId) : undefined;
  if (remembered !== undefined) return remembered;
  const [row] = await database.db
    .select({ orderId: orderHistory.orderId })
    .from(orderHistory)
    .where(
      and(eq(orderHistory.userId, BigInt(userId)), eq(orderHistory.clientOrderId, q.clientOrderId)),
    )
    .orderBy(desc(orderHistory.orderId))
    .limit(1);
  return row ? Number(row.orderId) : undefined;
}

/** The caller's open order from the engine (the freshest state), as the wire shows it. */
function openOrder(
  host: EngineHost | undefined,
  userId: number,
  match: (o: { orderId: number; parentOrderId: number }) => boolean,
) {
  if (!host) return [];
  return userOpenOrders(host.state, userId)
    .filter(match)
    .flatMap((o) => {
      const config = host.configs.get(o.contractId);
      return config ? [orderWire(config, o)] : [];
    });
}

/**
 * `future/order/detail`: one of the caller's orders (open: from the engine; otherwise its history
 * row) with its fills, its fees and the TP/SL orders it set up. Not the caller's: 404, like an
 * unknown id.
 */
export async function orderDetail(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
  q: OrderDetailQuery,
) {
  const orderId = await resolveOrderId(database, host, userId, q);
  if (orderId === undefined) throw notFound('order');
  const uid = BigInt(userId);
  const [live] = openOrder(host, userId, (o) => o.orderId === orderId);
  const order =
    live ??
    (
      await database.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, BigInt(orderId)), eq(orderHistory.userId, uid)))
        .limit(1)
    ).map(orderRowWire)[0];
  if (!order) throw notFound('order');
  const id = BigInt(orderId);
  const trades = await database.db
    .select()
    .from(tradeHistory)
    .where(
      and(
        or(
          and(eq(tradeHistory.makerUserId, uid), eq(tradeHistory.makerOrderId, id)),
          and(eq(tradeHistory.takerUserId, uid), eq(tradeHistory.takerOrderId, id)),
        ),
        // Fills come after the order was placed: keeps the scan on the user's time index.
        gte(tradeHistory.time, Number(order.createdAt)),
      ),
    )
    .orderBy(asc(tradeHistory.tradeId));
  const fills = trades.map((t): WireFill => {
    const mine = callerSide(t, userId);
    return {
      tradeId: Number(t.tradeId),
      price: t.price,
      quantity: t.quantity,
      fee: mine.fee,
      role: mine.role,
      realizedPnl: mine.realizedPnl,
      time: t.time,
    };
  });
  const children = new Map<number, WireOrder>();
  const childRows = await database.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.userId, uid), eq(orderHistory.parentOrderId, id)));
  for (const row of childRows) children.set(Number(row.orderId), orderRowWire(row));
  for (const o of openOrder(host, userId, (c) => c.parentOrderId === orderId))
    children.set(Number(o.orderId), o);
  const realized = fills.every((x) => x.realizedPnl !== null)
    ? money(fills.reduce((sum, x) => sum + usdt(x.realizedPnl ?? '0'), 0n))
    : null;
  return {
    order,
    fills,
    // The engine's own count on the order (its fills may reach the read model a moment later).
    totalFee: order.fee,
    realizedPnl: realized,
    children: [...children.values()].sort((a, b) => Number(a.orderId) - Number(b.orderId)),
  };
}

/** One of the caller's orders as the read model holds it (undefined until its row is written). */
export async function finishedOrder(
  database: Database,
  userId: number,
  orderId: number,
): Promise<WireOrder | undefined> {
  const [row] = await database.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, BigInt(orderId)), eq(orderHistory.userId, BigInt(userId))))
    .limit(1);
  return row ? orderRowWire(row) : undefined;
}
