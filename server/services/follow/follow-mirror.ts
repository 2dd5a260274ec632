import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { followTrades } from '../../db/schema';
import {
  ErrorCode,
  quantityToLots,
  userBalances,
  userOpenOrders,
  userPositionConfigs,
  userPositions,
  type OrderSide,
} from '../../engine';
import type { EngineState } from '../../engine/state';
import type { Logger } from '../../logger';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { setLeverage, setMarginMode, setPositionMode } from '../trading/account-service';
import { finishedOrder } from '../trading/history-reads';
import { placeOrder, placeOrderInput, placeOrderIntent } from '../trading/place-order';
import { TradingError } from '../trading/trading-error';
import type { TradingGate } from '../trading/trading-gate';
import type { MirrorStep } from './leader-tracker';
import { openingLots, reducingLots } from './mirror-sizing';

/** The follow account (engine account type 11). */
export const FOLLOW_ACCOUNT = 11;

/** An active follow as the engine process keeps it in memory. */
export interface ActiveFollow {
  followId: number;
  followerId: number;
  leaderId: number;
  tradeCap: bigint;
  /** Leader commands after this journal sequence are mirrored. */
  startSeq: number;
}

export interface MirrorContext {
  database: Database;
  host: EngineHost;
  now: () => number;
  gate: TradingGate;
  log: Logger;
  /** Called once a mirrored order is durable, before it is recorded (the restart test's seam). */
  afterPlaced?: () => void;
}

/**
 * The deterministic client order id of a mirrored order: the leader's command (journal
 * sequence), the contract, the leg and whether it opens or reduces. Placing it again, after a
 * restart or a second pass, makes the engine answer the first order (`duplicate`), never a second.
 */
export function mirrorClientOrderId(seq: number, step: MirrorStep): string {
  const leg = step.leg === 'long' ? 'L' : step.leg === 'short' ? 'S' : 'N';
  const opening = step.action === 'open' || step.action === 'add';
  return `cp-${seq}-${step.contractId}-${leg}-${opening ? 'o' : 'c'}`;
}

/** The equity of an account (1e-8 USDT), 0 when the user has none of that type. */
export function accountEquity(state: EngineState, userId: number, accountType: number): bigint {
  return userBalances(state, userId).find((b) => b.account === accountType)?.equity ?? 0n;
}

function openingSide(hedge: boolean, direction: 1 | -1): OrderSide {
  if (hedge) return direction > 0 ? 'openLong' : 'openShort';
  return direction > 0 ? 'buy' : 'sell';
}

function closingSide(hedge: boolean, direction: 1 | -1): OrderSide {
  if (hedge) return direction > 0 ? 'closeLong' : 'closeShort';
  return direction > 0 ? 'sell' : 'buy';
}

type TradeRow = typeof followTrades.$inferInsert;

/**
 * Mirrors one leader step into one follow account: an opening in proportion to the equities and
 * within the per-trade cap, a reduction by the leader's share, through the gate and the order
 * placement service like any order. Records the outcome once (placed, skipped or refused).
 */
export async function mirrorStep(
  ctx: MirrorContext,
  follow: ActiveFollow,
  seq: number,
  step: MirrorStep,
): Promise<void> {
  const { host, database } = ctx;
  const clientOrderId = mirrorClientOrderId(seq, step);
  const [recorded] = await database.db
    .select({ id: followTrades.id })
    .from(followTrades)
    .where(
      and(
        eq(followTrades.followId, follow.followId),
        eq(followTrades.clientOrderId, clientOrderId),
      ),
    )
    .limit(1);
  if (recorded) return;
  const config = host.config(step.contractId);
  if (!config) return;
  const opening = step.action === 'open' || step.action === 'add';
  const mark = host.state.contracts.get(step.contractId)?.markPrice ?? 0;
  const row: TradeRow = {
    followId: follow.followId,
    followerId: follow.followerId,
    leaderId: follow.leaderId,
    leaderSeq: seq,
    contractId: step.contractId,
    action: step.action,
    direction: step.direction > 0 ? 1 : 2,
    leaderLots: step.lots,
    leaderSizeBefore: step.sizeBefore,
    proportionalLots: 0,
    lots: 0,
    markPrice: mark,
    status: 'skipped',
    clientOrderId,
    createdAt: ctx.now(),
  };
  let side: OrderSide;
  let lots: number;
  if (opening) {
    const leaderEquity = step.equity ?? accountEquity(host.state, follow.leaderId, 1);
    const followerEquity = accountEquity(host.state, follow.followerId, FOLLOW_ACCOUNT);
    const sized = openingLots({
      leaderLots: step.lots,
      leaderEquity,
      followerEquity,
      tradeCap: follow.tradeCap,
      markTicks: mark,
      valuePerLotTick: config.valuePerLotTick,
    });
    Object.assign(row, {
      leaderEquity,
      followerEquity,
      proportionalLots: sized.proportional,
      capLots: sized.capLots,
    });
    lots = sized.lots;
    if (lots > 0) await alignSettings(ctx, follow.followerId, step);
    const hedge = followerHedge(host.state, follow.followerId);
    side = openingSide(hedge, step.direction);
  } else {
    const position = followerPosition(
      host.state,
      follow.followerId,
      step.contractId,
      step.direction,
    );
    if (!position) return record(database, { ...row, reason: 'noPosition' });
    lots = reducingLots({
      close: step.action === 'close',
      leaderLots: step.lots,
      leaderSizeBefore: step.sizeBefore,
      followerSize: position.size,
    });
    Object.assign(row, { followerSizeBefore: Math.abs(position.size), proportionalLots: lots });
    side = closingSide(position.hedge, step.direction);
  }
  row.lots = lots;
  if (lots <= 0) return record(database, { ...row, reason: 'belowMinimum' });
  const input = placeOrderInput.parse({
    contractId: step.contractId,
    side,
    orderType: 3,
    quantity: String(lots),
    quantityUnit: 'contract',
    accountType: FOLLOW_ACCOUNT,
    clientOrderId,
    ...(opening ? {} : { reduceOnly: true }),
  });
  try {
    await ctx.gate.permit(follow.followerId, placeOrderIntent(input));
    const placed = (await placeOrder(host, ctx.now, follow.followerId, input, (owner, orderId) =>
      finishedOrder(database, owner, orderId),
    )) as {
      orderId?: unknown;
      quantity?: unknown;
      filledQuantity?: unknown;
      averagePrice?: unknown;
    };
    ctx.afterPlaced?.();
    // A second pass answers the first order (`duplicate`): its quantity is what was ordered.
    if (typeof placed.quantity === 'string') row.lots = quantityToLots(config, placed.quantity);
    const filled =
      typeof placed.filledQuantity === 'string'
        ? quantityToLots(config, placed.filledQuantity)
        : null;
    await record(database, {
      ...row,
      status: 'placed',
      orderId: typeof placed.orderId === 'number' ? placed.orderId : null,
      filledLots: filled,
      averagePrice: typeof placed.averagePrice === 'string' ? placed.averagePrice : null,
    });
  } catch (error) {
    // The engine gone (shutdown) is no answer: not recorded, so the move is mirrored again later.
    if (!(error instanceof TradingError) || error.httpStatus >= 500) throw error;
    // A refusal is the engine's or the gate's rule, recorded as it answered; under the contract's
    // minimum (1016, or its minimum order value) it is a skip like a share that rounds down to nothing.
    const belowMinimum =
      error.code === ErrorCode.BelowMinimum || error.code === ErrorCode.BelowMinimumValue;
    ctx.log.info({ followId: follow.followId, seq, code: error.code }, 'mirrored order not placed');
    await record(database, {
      ...row,
      status: belowMinimum ? 'skipped' : 'refused',
      reason: belowMinimum ? 'belowMinimum' : 'refused',
      code: error.code,
    });
  }
}

async function record(database: Database, row: TradeRow): Promise<void> {
  await database.db.insert(followTrades).values(row).onConflictDoNothing();
}

function followerHedge(state: EngineState, followerId: number): boolean {
  return userPositionConfigs(state, followerId, FOLLOW_ACCOUNT)[0]?.hedge ?? false;
}

/** The follower's open position in the direction the leader reduced (its own leg in hedge mode). */
function followerPosition(
  state: EngineState,
  followerId: number,
  contractId: number,
  direction: 1 | -1,
) {
  return userPositions(state, followerId, FOLLOW_ACCOUNT).find(
    (p) => p.contractId === contractId && p.side === direction,
  );
}

/**
 * Before an opening: the follow account takes the leader's position mode (only while it holds
 * nothing), leverage, and margin mode (while it holds nothing on the contract), through the
 * account services like the trader's own settings. A setting the engine refuses is left as it is.
 */
async function alignSettings(ctx: MirrorContext, followerId: number, step: MirrorStep) {
  const { host, now } = ctx;
  const attempt = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof TradingError)) throw error;
    }
  };
  const config = userPositionConfigs(host.state, followerId, FOLLOW_ACCOUNT).find(
    (c) => c.contractId === step.contractId,
  );
  const positions = userPositions(host.state, followerId, FOLLOW_ACCOUNT);
  const idle =
    positions.length === 0 && userOpenOrders(host.state, followerId, FOLLOW_ACCOUNT).length === 0;
  if (config && config.hedge !== step.hedge && idle)
    await attempt(() =>
      setPositionMode(host, now, followerId, { hedge: step.hedge, accountType: FOLLOW_ACCOUNT }),
    );
  if (config && config.leverage !== step.leverage)
    await attempt(() =>
      setLeverage(host, now, followerId, {
        contractId: step.contractId,
        leverage: step.leverage,
        accountType: FOLLOW_ACCOUNT,
      }),
    );
  const onContract = positions.some((p) => p.contractId === step.contractId);
  if (config && config.isolated !== step.isolated && !onContract)
    await attempt(() =>
      setMarginMode(host, now, followerId, {
        contractId: step.contractId,
        isolated: step.isolated,
        accountType: FOLLOW_ACCOUNT,
      }),
    );
}
