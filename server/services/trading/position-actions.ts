import type { WirePartialTpSlAnswer } from '../../../lib/contract/wire/trading';
import { type z } from 'zod';
import { ErrorCode, lotsToQuantity, MAX_PARTIAL_TPSL } from '../../engine';
import { orderWire } from '../../engine-runtime/wire';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import * as zm from 'zod/mini';
import {
  wirePartialTpSlInputSchema,
  wirePositionMarginInputSchema,
  wirePositionTpSlInputSchema,
} from '../../../lib/contract/wire/trading-schemas';
import { positiveUsdt } from '../wallet/wallet-common';
import { listedContract } from './account-service';
import { applyCommand } from './engine-command';
import { currentPosition, ownPosition } from './position-input';
import { contractConfig, lotsOf, tpSlSpec } from './order-units';
import { maxRemovableMargin, positionRow } from './position-row';
import { refusal, requireEngine, TradingError } from './trading-error';
import type { TradingIntent } from './trading-gate';

/** `future/position/tpsl` and `future/position/margin`: what a trader changes on an open position. */

export const positionTpSlInput = wirePositionTpSlInputSchema.check(listedContract);

/**
 * Sets, replaces or removes the position's TP and SL (each a reduce-only trigger order for the
 * whole position). The engine checks them against the entry price (1051). The answer is the
 * position as the list shows it, or null when the new TP/SL closed it at once.
 */
export async function setPositionTpSl(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof positionTpSlInput>,
) {
  const h = requireEngine(host);
  const config = contractConfig(h, input.contractId);
  const tp = tpSlSpec(config, input.tp, 'tp');
  const sl = tpSlSpec(config, input.sl, 'sl');
  const { position, leg } = ownPosition(h, userId, input);
  await applyCommand(h, {
    kind: 'setPositionTpSl',
    ts: now(),
    userId,
    accountType: position.accountType,
    contractId: position.contractId,
    leg,
    ...(tp === undefined ? {} : { tp }),
    ...(sl === undefined ? {} : { sl }),
  });
  const after = currentPosition(h, userId, position);
  return after ? positionRow(config, after) : null;
}

export const partialTpSlInput = wirePartialTpSlInputSchema.check(listedContract);

/**
 * `future/position/tpsl/partial`: adds a partial TP/SL pair to an open position, one engine
 * command (`addPartialTpSl`). The two legs are reduce-only trigger orders for `quantity`, linked
 * one-cancels-other (`ocoOrderId`): when one fires or is cancelled, the other is cancelled too.
 * Refused: a quantity off the lot grid (400), above the position (1053 with `data.maxQuantity`),
 * a leg on the wrong side of the entry (1051), a position already carrying `MAX_PARTIAL_TPSL`
 * pairs (102900005 with `data.max`). Answers the position and the pair's orders.
 */
export async function addPartialTpSl(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof partialTpSlInput>,
): Promise<WirePartialTpSlAnswer> {
  const h = requireEngine(host);
  const config = contractConfig(h, input.contractId);
  const qty = lotsOf(config, input.quantity, 'quantity');
  const tp = tpSlSpec(config, input.tp, 'tp');
  const sl = tpSlSpec(config, input.sl, 'sl');
  const { position, leg } = ownPosition(h, userId, input);
  let events;
  try {
    ({ events } = await applyCommand(h, {
      kind: 'addPartialTpSl',
      ts: now(),
      userId,
      accountType: position.accountType,
      contractId: position.contractId,
      leg,
      qty,
      ...(tp === undefined ? {} : { tp }),
      ...(sl === undefined ? {} : { sl }),
    }));
  } catch (error) {
    if (error instanceof TradingError && error.code === ErrorCode.ConditionalQtyLimit) {
      const maxQuantity = lotsToQuantity(config, Math.abs(position.size));
      throw refusal(ErrorCode.ConditionalQtyLimit, `at most the position's ${maxQuantity}`, {
        maxQuantity,
      });
    }
    if (error instanceof TradingError && error.code === ErrorCode.TooManyTpSlPairs)
      throw refusal(ErrorCode.TooManyTpSlPairs, `at most ${MAX_PARTIAL_TPSL}`, {
        max: MAX_PARTIAL_TPSL,
      });
    throw error;
  }
  const orders = events.flatMap((e) =>
    e.type === 'order' && e.order.source === 'tpsl' && e.order.orderStatus === 0
      ? [orderWire(config, e.order)]
      : [],
  );
  const after = currentPosition(h, userId, position);
  return { position: after ? positionRow(config, after) : null, orders };
}

/** The contract's body with the amount read into USDT's minor units (more than 0). */
export const positionMarginInput = zm
  .extend(wirePositionMarginInputSchema, {
    amount: positiveUsdt(wirePositionMarginInputSchema.shape.amount),
  })
  .check(listedContract);

/** Adding margin commits more money to a position; taking it back only reduces. */
export function positionMarginIntent(input: z.output<typeof positionMarginInput>): TradingIntent {
  return input.type === 'add' ? 'open' : 'reduce';
}

/**
 * Adds margin to an isolated position from the account's available balance, or gives back at most
 * the list's `maxRemovableMargin`. Both limits are the engine's (101030400); a cross position's
 * margin is not adjustable (101010400).
 */
export async function adjustPositionMargin(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof positionMarginInput>,
) {
  const h = requireEngine(host);
  const config = contractConfig(h, input.contractId);
  const { position, leg } = ownPosition(h, userId, input);
  if (!position.isolated)
    throw refusal(ErrorCode.Failure, 'only an isolated position’s margin can be adjusted');
  try {
    await applyCommand(h, {
      kind: 'adjustMargin',
      ts: now(),
      userId,
      accountType: position.accountType,
      contractId: position.contractId,
      leg,
      delta: input.type === 'add' ? input.amount : -input.amount,
    });
  } catch (error) {
    if (
      input.type === 'reduce' &&
      error instanceof TradingError &&
      error.code === ErrorCode.InsufficientBalance
    ) {
      const latest = currentPosition(h, userId, position);
      const max = latest ? maxRemovableMargin(config, latest) : null;
      throw refusal(
        ErrorCode.InsufficientBalance,
        `at most ${money(max ?? 0n)} USDT can be removed now`,
      );
    }
    throw error;
  }
  const after = currentPosition(h, userId, position);
  return after ? positionRow(config, after) : null;
}
