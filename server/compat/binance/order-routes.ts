import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ErrorCode,
  marketView,
  priceToTicks,
  quantityToLots,
  userOpenOrder,
  type ContractConfig,
} from '../../engine';
import { ServiceError } from '../../service-error';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { BinanceCode, BinanceError, invalidParameter, mandatory, toBinanceError } from './errors';
import {
  booleanParam,
  callRoute,
  eachPage,
  decimalParam,
  intParam,
  parse,
  permissionOf,
  signedRoute,
  timeParam,
  type Caller,
  type HttpDeps,
  type Params,
} from './http';
import type { OrderMemory } from './order-memory';
import type { FuturesInput } from '../../api/futures-calls';
import type { WireOrder } from '../../../lib/contract/wire/match';
import {
  CLIENT_ORDER_ID,
  ORDER_STATUS,
  ORDER_TYPE,
  type TriggerBy,
} from '../../../lib/contract/wire/orders';
import {
  binanceAlgoOrder,
  binanceOrder,
  engineSideOf,
  FUTURES_ACCOUNT,
  isConditionalType,
} from './shapes';
import {
  BINANCE_ORDER_TYPES,
  BINANCE_TIME_IN_FORCE,
  contractOfSymbol,
  type BinanceOrderType,
} from './symbols';

export interface OrderDeps extends HttpDeps {
  engine: () => EngineHost | undefined;
  orders: OrderMemory;
}

const PLACE = '/future/order/place';
const POSITION_TPSL = '/future/position/tpsl';
const CANCEL = '/future/order/cancel';
const AMEND = '/future/order/amend';
const CANCEL_ALL = '/future/order/cancelAll';
const OPEN = '/future/order/open';
const HISTORY = '/future/order/history';
const DETAIL = '/future/order/detail';

/** Either names the order's client id on both order endpoints (see `placeInput`). */
const CLIENT_IDS = ['newClientOrderId', 'clientAlgoId'] as const;

const clientIdParam = z
  .string()
  .regex(CLIENT_ORDER_ID, 'must be 1–36 characters of A–Z, a–z, 0–9 and . _ : / -');

const orderParams = z.object({
  symbol: z.string(),
  side: z.enum(['BUY', 'SELL']),
  positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
  type: z.string(),
  timeInForce: z.enum(BINANCE_TIME_IN_FORCE).optional(),
  quantity: decimalParam.optional(),
  reduceOnly: booleanParam.optional(),
  price: decimalParam.optional(),
  newClientOrderId: clientIdParam.optional(),
  clientAlgoId: clientIdParam.optional(),
  stopPrice: decimalParam.optional(),
  triggerPrice: decimalParam.optional(),
  closePosition: booleanParam.optional(),
  activationPrice: z.string().optional(),
  callbackRate: z.string().optional(),
  workingType: z.enum(['MARK_PRICE', 'CONTRACT_PRICE']).optional(),
  priceProtect: booleanParam.optional(),
  newOrderRespType: z.enum(['ACK', 'RESULT']).optional(),
  priceMatch: z.literal('NONE').optional(),
  selfTradePreventionMode: z
    .enum(['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'])
    .optional(),
  goodTillDate: z.string().optional(),
  algoType: z.literal('CONDITIONAL').optional(),
});
type OrderParams = z.output<typeof orderParams>;

const notRequired = (name: string) =>
  new BinanceError(BinanceCode.paramNotRequired, `Parameter '${name}' sent when not required.`);

/** The price a trigger watches: Binance's `workingType` (CONTRACT_PRICE, the default, is the last). */
function triggerByOf(p: OrderParams): TriggerBy {
  return p.workingType === 'MARK_PRICE' ? 'mark' : 'last';
}

/**
 * STOP fires as the price moves against the side (a buy above the price), TAKE_PROFIT the other
 * way: a trigger on the wrong side of the price it watches would fire at once (Binance: -2021).
 * Checked where the engine runs in this process; an edge leaves it to the engine's own checks.
 */
function refuseImmediateTrigger(
  host: EngineHost | undefined,
  contractId: number,
  type: BinanceOrderType,
  side: 'BUY' | 'SELL',
  trigger: string,
  triggerBy: TriggerBy,
): void {
  const config = host?.config(contractId);
  const view = host ? marketView(host.state, contractId) : undefined;
  if (!config || !view) return;
  const ref =
    triggerBy === 'mark' ? view.markPrice : view.lastPrice > 0 ? view.lastPrice : view.markPrice;
  const ticks = ticksOrUndefined(config, trigger);
  const stop = type === 'STOP' || type === 'STOP_MARKET';
  if (ticks !== undefined && ticks !== ref && ticks > ref !== (stop === (side === 'BUY'))) {
    throw new BinanceError(BinanceCode.wouldImmediatelyTrigger, 'Order would immediately trigger.');
  }
}

/**
 * A Binance order as the app's `future/order/place` input: the side and position side become the
 * engine's side, the type its order type (STOP and TAKE_PROFIT conditional limit orders, the other
 * stops conditional market ones), quantities stay in the base asset, GTX is post-only, workingType
 * picks the trigger price (mark or last). Anything the engine does not do is refused here, not
 * ignored.
 */
function placeInput(p: OrderParams, host: EngineHost | undefined): FuturesInput<typeof PLACE> {
  if (!(BINANCE_ORDER_TYPES as readonly string[]).includes(p.type)) {
    throw new BinanceError(BinanceCode.invalidOrderType, 'Invalid orderType.');
  }
  const type = p.type as BinanceOrderType;
  const contract = contractOfSymbol(p.symbol);
  const positionSide = p.positionSide ?? 'BOTH';
  const trailing = type === 'TRAILING_STOP_MARKET';
  if (!trailing && p.activationPrice !== undefined) throw notRequired('activationPrice');
  if (!trailing && p.callbackRate !== undefined) throw notRequired('callbackRate');
  if (trailing && p.callbackRate === undefined) throw mandatory('callbackRate');
  if (p.goodTillDate !== undefined) throw notRequired('goodTillDate');
  if (positionSide !== 'BOTH' && p.reduceOnly === true) throw notRequired('reduceonly');
  if (p.quantity === undefined) throw mandatory('quantity');
  const limit = type === 'LIMIT' || type === 'STOP' || type === 'TAKE_PROFIT';
  // A trailing stop has no stop price of its own: the engine keeps it from the callback rate.
  const conditional = type !== 'LIMIT' && type !== 'MARKET' && !trailing;
  if (limit && p.price === undefined) throw mandatory('price');
  if (!limit && p.price !== undefined) throw notRequired('price');
  const trigger = p.triggerPrice ?? p.stopPrice;
  if (conditional && trigger === undefined) throw mandatory('stopPrice');
  if (!conditional && trigger !== undefined) throw notRequired('stopPrice');
  if (limit && p.timeInForce === undefined && type === 'LIMIT') throw mandatory('timeInForce');
  const triggerBy = triggerByOf(p);
  if (conditional && trigger !== undefined) {
    refuseImmediateTrigger(host, contract.contractId, type, p.side, trigger, triggerBy);
  }
  const clientOrderId = p.clientAlgoId ?? p.newClientOrderId;
  return {
    contractId: contract.contractId,
    side: engineSideOf(p.side, positionSide),
    orderType:
      type === 'LIMIT'
        ? ORDER_TYPE.Limit
        : type === 'MARKET'
          ? ORDER_TYPE.Market
          : limit
            ? ORDER_TYPE.ConditionalLimit
            : ORDER_TYPE.ConditionalMarket,
    quantity: p.quantity,
    quantityUnit: 'base',
    accountType: FUTURES_ACCOUNT,
    ...(limit
      ? {
          price: p.price,
          timeInForce: p.timeInForce === 'GTX' ? 'postOnly' : (p.timeInForce ?? 'GTC'),
        }
      : {}),
    ...(conditional ? { triggerPrice: trigger, triggerBy } : {}),
    // Binance's callbackRate is in percent as the app's ("1.5"); an activation price reached
    // already answers 1051, which is Binance's -2021 (would immediately trigger).
    ...(trailing
      ? {
          callbackRate: p.callbackRate,
          triggerBy,
          ...(p.activationPrice === undefined ? {} : { activationPrice: p.activationPrice }),
        }
      : {}),
    ...(p.reduceOnly === undefined ? {} : { reduceOnly: p.reduceOnly }),
    ...(clientOrderId === undefined ? {} : { clientOrderId }),
  };
}

/**
 * `closePosition=true` on a STOP_MARKET or TAKE_PROFIT_MARKET: the position's own stop loss or
 * take profit (the app's `future/position/tpsl`), which closes whatever the position holds when it
 * fires. As on Binance: no quantity, no reduceOnly, a stop price; SELL closes a long (`BOTH` or
 * `LONG`), BUY a short. Unlike Binance it needs an open position to attach to (-2022 without
 * one), a second one of a type replaces the first (the position has one TP and one SL), and it
 * carries no client order id.
 */
function closePositionInput(p: OrderParams, host: EngineHost | undefined) {
  if (p.type !== 'STOP_MARKET' && p.type !== 'TAKE_PROFIT_MARKET') {
    throw invalidParameter('closePosition', 'only with STOP_MARKET or TAKE_PROFIT_MARKET');
  }
  if (p.quantity !== undefined) throw notRequired('quantity');
  if (p.reduceOnly === true) throw notRequired('reduceonly');
  const trigger = p.triggerPrice ?? p.stopPrice;
  if (trigger === undefined) throw mandatory('stopPrice');
  const positionSide = p.positionSide ?? 'BOTH';
  const closes = p.side === 'SELL' ? 'long' : 'short';
  if (positionSide !== 'BOTH' && positionSide !== closes.toUpperCase()) {
    throw invalidParameter('side', `${p.side} does not close a ${positionSide} position`);
  }
  const contractId = contractOfSymbol(p.symbol).contractId;
  const triggerBy = triggerByOf(p);
  refuseImmediateTrigger(host, contractId, p.type, p.side, trigger, triggerBy);
  const spec = { triggerPrice: trigger, triggerBy };
  return {
    contractId,
    closes,
    input: p.type === 'STOP_MARKET' ? { sl: spec } : { tp: spec },
  } as const;
}

/** A price in whole ticks; undefined off the tick (the app's order route answers that). */
function ticksOrUndefined(config: ContractConfig, text: string): number | undefined {
  try {
    return priceToTicks(config, text);
  } catch {
    return undefined;
  }
}

/** Modify order (`PUT order`): Binance wants both the new quantity and the new price. */
const modifyParams = z.object({
  symbol: z.string(),
  side: z.enum(['BUY', 'SELL']),
  quantity: decimalParam.optional(),
  price: decimalParam.optional(),
  priceMatch: z.string().optional(),
});

/** A quantity in whole lots; undefined off the lot (the app's route answers that). */
function lotsOrUndefined(config: ContractConfig, text: string): number | undefined {
  try {
    return quantityToLots(config, text);
  } catch {
    return undefined;
  }
}

/** Which order a query names: `orderId` / `algoId`, or the client's id. */
const orderRef = z.object({
  symbol: z.string(),
  orderId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
  origClientOrderId: clientIdParam.optional(),
  algoId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
  clientAlgoId: clientIdParam.optional(),
});

function refOf(params: Params) {
  const q = parse(orderRef, params);
  const contract = contractOfSymbol(q.symbol);
  const orderId = q.orderId ?? q.algoId;
  const clientOrderId = q.origClientOrderId ?? q.clientAlgoId;
  if (orderId === undefined && clientOrderId === undefined) {
    throw new BinanceError(
      BinanceCode.mandatoryParam,
      "Param 'origClientOrderId' or 'orderId' must be sent, but both were empty/null!",
    );
  }
  return { contractId: contract.contractId, orderId, clientOrderId };
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderDeps): void {
  const place = async (params: Params, caller: Caller, algo: boolean) => {
    const p = parse(orderParams, params);
    if (algo && (p.type === 'LIMIT' || p.type === 'MARKET')) {
      throw new BinanceError(BinanceCode.invalidOrderType, 'Invalid orderType.');
    }
    if (p.closePosition === true) return closePositionOrder(p, caller, algo);
    const placed = await callRoute(deps, caller, PLACE, placeInput(p, deps.engine()));
    if (placed.duplicate) {
      throw new BinanceError(-4116, 'ClientOrderId is duplicated.');
    }
    return algo ? binanceAlgoOrder(placed) : binanceOrder(placed);
  };

  const closePositionOrder = async (p: OrderParams, caller: Caller, algo: boolean) => {
    const close = closePositionInput(p, deps.engine());
    // The side names the leg in either mode: in one-way mode a position on the other side is
    // "no position" (404) as well, which is Binance's -2022 (nothing for this order to close).
    try {
      await callRoute(deps, caller, POSITION_TPSL, {
        contractId: close.contractId,
        accountType: FUTURES_ACCOUNT,
        side: close.closes,
        ...close.input,
      });
    } catch (error) {
      if (error instanceof ServiceError && error.httpStatus === 404) {
        throw new BinanceError(BinanceCode.reduceOnlyRejected, 'ReduceOnly Order is rejected.');
      }
      throw error;
    }
    // The position's TP/SL order the app just made (or replaced): its newest of this type.
    const placed = (await openOrders(caller, close.contractId))
      .filter((o) => o.closePosition === true)
      .map((o) => ({ o, shape: binanceOrder(o) }))
      .filter(({ shape }) => shape.type === p.type && shape.side === p.side)
      .sort((a, b) => b.o.orderId - a.o.orderId)[0];
    if (placed === undefined) {
      throw new BinanceError(BinanceCode.newOrderRejected, 'Order would not close the position.');
    }
    return algo ? binanceAlgoOrder(placed.o) : placed.shape;
  };

  /** The caller's order (open from the engine, finished from the read model or just now). */
  const findOrder = async (caller: Caller, params: Params): Promise<WireOrder> => {
    const ref = refOf(params);
    let order: WireOrder | undefined;
    try {
      const detail = await callRoute(deps, caller, DETAIL, {
        ...(ref.orderId !== undefined
          ? { orderId: String(ref.orderId) }
          : { clientOrderId: ref.clientOrderId }),
      });
      order = detail.order;
    } catch (error) {
      if (!(error instanceof ServiceError) || error.httpStatus !== 404 || ref.orderId === undefined)
        throw error;
      order = deps.orders.recentlyFinished(deps.engine(), caller.userId, ref.orderId);
    }
    if (!order || order.contractId !== ref.contractId) {
      throw new BinanceError(BinanceCode.noSuchOrder, 'Order does not exist.');
    }
    return order;
  };

  const cancel = async (caller: Caller, params: Params): Promise<WireOrder> => {
    const ref = refOf(params);
    const host = deps.engine();
    if (host && ref.orderId !== undefined) {
      // The symbol must be the order's, as on Binance (checked before anything is cancelled).
      const open = userOpenOrder(host.state, caller.userId, ref.orderId);
      if (!open || open.contractId !== ref.contractId) {
        throw new BinanceError(BinanceCode.cancelRejected, 'Unknown order sent.');
      }
    }
    const cancelled = await callRoute(deps, caller, CANCEL, {
      ...(ref.orderId !== undefined
        ? { orderId: ref.orderId }
        : { clientOrderId: ref.clientOrderId }),
    });
    if (cancelled.contractId !== ref.contractId) {
      throw new BinanceError(BinanceCode.cancelRejected, 'Unknown order sent.');
    }
    return cancelled;
  };

  /**
   * Binance's modify order on the app's `future/order/amend`: LIMIT orders only, as Binance. The
   * order keeps its id; unlike Binance, a smaller quantity at the same price keeps its place in
   * the queue, and what Binance would cancel (a quantity at or below what filled, a GTX price that
   * would take) is refused and leaves the order as it was.
   */
  const modify = async (caller: Caller, params: Params): Promise<WireOrder> => {
    const p = parse(modifyParams, params);
    if (p.priceMatch !== undefined && p.priceMatch !== 'NONE') {
      throw invalidParameter('priceMatch', 'not supported here: send the price');
    }
    if (p.quantity === undefined) throw mandatory('quantity');
    if (p.price === undefined) throw mandatory('price');
    const order = await findOrder(caller, params);
    // Filled, cancelled or ended by the system: nothing left to modify.
    if (order.orderStatus >= ORDER_STATUS.Filled) {
      throw new BinanceError(BinanceCode.noSuchOrder, 'Order does not exist.');
    }
    if (order.type !== ORDER_TYPE.Limit) {
      throw new BinanceError(BinanceCode.invalidOrderType, 'Only LIMIT orders can be modified.');
    }
    if (binanceOrder(order).side !== p.side) {
      throw invalidParameter('side', "is not the order's side");
    }
    const config = deps.engine()?.config(order.contractId);
    if (
      config &&
      order.price !== null &&
      ticksOrUndefined(config, p.price) === ticksOrUndefined(config, order.price) &&
      lotsOrUndefined(config, p.quantity) === lotsOrUndefined(config, order.quantity)
    ) {
      throw new BinanceError(BinanceCode.noNeedToModify, 'No need to modify the order.');
    }
    return callRoute(deps, caller, AMEND, {
      orderId: String(order.orderId),
      quantity: p.quantity,
      price: p.price,
    });
  };

  /** Every open order of the caller (of one contract), all pages. */
  const openOrders = async (
    caller: Caller,
    contractId: number | undefined,
  ): Promise<WireOrder[]> => {
    const readPage = (cursor: number | null) =>
      callRoute(deps, caller, OPEN, {
        accountType: String(FUTURES_ACCOUNT),
        limit: '500',
        ...(contractId === undefined ? {} : { contractId: String(contractId) }),
        ...(cursor === null ? {} : { cursor: String(cursor) }),
      });
    const list: WireOrder[] = [];
    await eachPage(readPage, (rows) => {
      list.push(...rows);
      return false;
    });
    return list.sort((a, b) => a.orderId - b.orderId);
  };

  /** Open and finished orders of a contract, ascending, as `allOrders` pages them. */
  const allOrders = async (caller: Caller, params: Params, conditional: boolean) => {
    const q = parse(
      z.object({
        symbol: z.string(),
        orderId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
        algoId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
        startTime: timeParam.optional(),
        endTime: timeParam.optional(),
        limit: intParam(1, 1000).optional(),
      }),
      params,
    );
    const contract = contractOfSymbol(q.symbol);
    const fromId = q.orderId ?? q.algoId;
    const limit = q.limit ?? 500;
    const keep = (o: WireOrder) =>
      isConditionalType(o.type) === conditional &&
      (fromId === undefined || o.orderId >= fromId) &&
      (q.startTime === undefined || o.createdAt >= q.startTime) &&
      (q.endTime === undefined || o.createdAt <= q.endTime);
    const found = new Map<number, WireOrder>();
    for (const o of await openOrders(caller, contract.contractId))
      if (keep(o)) found.set(o.orderId, o);
    const readPage = (cursor: number | null) =>
      callRoute(deps, caller, HISTORY, {
        contractId: String(contract.contractId),
        accountType: String(FUTURES_ACCOUNT),
        limit: '500',
        ...(q.startTime === undefined ? {} : { from: String(q.startTime) }),
        ...(q.endTime === undefined ? {} : { to: String(q.endTime + 1) }),
        ...(cursor === null ? {} : { cursor: String(cursor) }),
      });
    await eachPage(readPage, (rows, next) => {
      for (const o of rows) if (keep(o)) found.set(o.orderId, o);
      // Newest first: past the first id asked for, or enough of the latest, no page is needed.
      if (fromId !== undefined) return next !== null && next < fromId;
      return found.size >= limit;
    });
    const sorted = [...found.values()].sort((a, b) => a.orderId - b.orderId);
    return fromId !== undefined ? sorted.slice(0, limit) : sorted.slice(-limit);
  };

  const trade = permissionOf(PLACE);
  const read = permissionOf(OPEN);

  signedRoute(
    app,
    deps,
    'POST',
    '/v1/order',
    trade,
    (params, caller) => place(params, caller, false),
    { weight: 0, idempotentBy: CLIENT_IDS },
  );
  signedRoute(
    app,
    deps,
    'POST',
    '/v1/algoOrder',
    trade,
    (params, caller) => place(params, caller, true),
    { weight: 0, idempotentBy: CLIENT_IDS },
  );

  signedRoute(
    app,
    deps,
    'GET',
    '/v1/order',
    read,
    async (params, caller) => binanceOrder(await findOrder(caller, params)),
    {
      context: 'query',
    },
  );
  signedRoute(
    app,
    deps,
    'GET',
    '/v1/algoOrder',
    read,
    async (params, caller) => {
      const order = await findOrder(caller, params);
      if (!isConditionalType(order.type))
        throw new BinanceError(BinanceCode.noSuchOrder, 'Order does not exist.');
      return binanceAlgoOrder(order);
    },
    { context: 'query' },
  );
  signedRoute(
    app,
    deps,
    'GET',
    '/v1/openOrder',
    read,
    async (params, caller) => {
      const ref = refOf(params);
      const open = (await openOrders(caller, ref.contractId)).find((o) =>
        ref.orderId !== undefined
          ? o.orderId === ref.orderId
          : o.clientOrderId === ref.clientOrderId,
      );
      if (!open) throw new BinanceError(BinanceCode.noSuchOrder, 'Order does not exist.');
      return binanceOrder(open);
    },
    { context: 'query' },
  );

  signedRoute(
    app,
    deps,
    'PUT',
    '/v1/order',
    trade,
    async (params, caller) => binanceOrder(await modify(caller, params)),
    { weight: 0 },
  );

  signedRoute(
    app,
    deps,
    'DELETE',
    '/v1/order',
    trade,
    async (params, caller) => binanceOrder(await cancel(caller, params)),
    {
      context: 'cancel',
    },
  );
  signedRoute(
    app,
    deps,
    'DELETE',
    '/v1/algoOrder',
    trade,
    async (params, caller) => {
      const order = binanceAlgoOrder(await cancel(caller, params));
      return {
        algoId: order.algoId,
        clientAlgoId: order.clientAlgoId,
        code: '200',
        msg: 'success',
      };
    },
    { context: 'cancel' },
  );

  const listOpen = (conditional: boolean) => async (params: Params, caller: Caller) => {
    const q = parse(z.object({ symbol: z.string().optional() }), params);
    const contract = q.symbol === undefined ? undefined : contractOfSymbol(q.symbol);
    const list = (await openOrders(caller, contract?.contractId)).filter(
      (o) => isConditionalType(o.type) === conditional,
    );
    return conditional ? list.map(binanceAlgoOrder) : list.map(binanceOrder);
  };
  signedRoute(app, deps, 'GET', '/v1/openOrders', read, listOpen(false), {
    weight: (p) => (p.symbol === undefined ? 40 : 1),
  });
  signedRoute(app, deps, 'GET', '/v1/openAlgoOrders', read, listOpen(true), {
    weight: (p) => (p.symbol === undefined ? 40 : 1),
  });
  signedRoute(
    app,
    deps,
    'GET',
    '/v1/allOrders',
    read,
    async (params, caller) => (await allOrders(caller, params, false)).map(binanceOrder),
    { weight: 5 },
  );
  signedRoute(
    app,
    deps,
    'GET',
    '/v1/allAlgoOrders',
    read,
    async (params, caller) => (await allOrders(caller, params, true)).map(binanceAlgoOrder),
    { weight: 5 },
  );

  signedRoute(app, deps, 'DELETE', '/v1/allOpenOrders', trade, async (params, caller) => {
    const contract = contractOfSymbol(parse(z.object({ symbol: z.string() }), params).symbol);
    try {
      await callRoute(deps, caller, CANCEL_ALL, {
        contractId: contract.contractId,
        accountType: FUTURES_ACCOUNT,
      });
    } catch (error) {
      // None open: Binance answers the same success.
      if (!(error instanceof ServiceError) || error.code !== ErrorCode.Failure) throw error;
    }
    return { code: 200, msg: 'The operation of cancel all open order is done.' };
  });
  signedRoute(app, deps, 'DELETE', '/v1/algoOpenOrders', trade, async (params, caller) => {
    const contract = contractOfSymbol(parse(z.object({ symbol: z.string() }), params).symbol);
    for (const o of await openOrders(caller, contract.contractId)) {
      if (!isConditionalType(o.type)) continue;
      try {
        await callRoute(deps, caller, CANCEL, { orderId: o.orderId });
      } catch (error) {
        // Filled or triggered meanwhile: nothing left to cancel.
        if (toBinanceError(error, 'cancel').code !== BinanceCode.cancelRejected) throw error;
      }
    }
    return { code: 200, msg: 'The operation of cancel all open order is done.' };
  });
}
