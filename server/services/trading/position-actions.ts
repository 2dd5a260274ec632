import { z } from 'zod';
import { ErrorCode } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import { usdtAmountInput } from './account-service';
import { applyCommand } from './engine-command';
import { currentPosition, ownPosition, positionRefInput } from './position-input';
import { contractConfig, tpSlSpec, tpSlSpecInput } from './order-units';
import { maxRemovableMargin, positionRow } from './position-row';
import { refusal, requireEngine, TradingError } from './trading-error';
import type { TradingIntent } from './trading-gate';

/** `future/position/tpsl` and `future/position/margin`: what a trader changes on an open position. */

export const positionTpSlInput = positionRefInput
  .extend({
    /** A spec sets or replaces it, null removes it, leaving it out keeps it. */
    tp: tpSlSpecInput.nullable().optional(),
    sl: tpSlSpecInput.nullable().optional(),
  })
  .refine((input) => input.tp !== undefined || input.sl !== undefined, {
    message: 'give tp or sl (null removes it)',
    path: ['tp'],
  });

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

export const positionMarginInput = positionRefInput.extend({
  /** USDT to move between the account and the position's margin. */
  amount: usdtAmountInput,
  type: z.enum(['add', 'reduce']),
});

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
