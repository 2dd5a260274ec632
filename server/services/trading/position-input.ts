import { type z } from 'zod';
import { userPositions, type PositionView } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import {
  wireContractScopeInputSchema,
  wirePositionRefInputSchema,
} from '../../../lib/contract/wire/trading-schemas';
import { listedContract } from './account-service';
import { invalidInput, notFound } from './trading-error';

/** What the position actions take: which position, and prices and sizes as decimal strings. */

/**
 * One of the caller's positions: in hedge mode `side` picks the leg (required); in one-way mode it
 * may be left out, and when given must be the position's own direction.
 */
export const positionRefInput = wirePositionRefInputSchema.check(listedContract);

/** Everything, or one contract's, one account's (cancel all orders, close all positions). */
export const contractScopeInput = wireContractScopeInputSchema.check(listedContract);
export type PositionRef = z.output<typeof positionRefInput>;

/** The engine's name for a position's leg: long / short in hedge mode, net in one-way mode. */
export type Leg = 'long' | 'short' | 'net';

/**
 * The caller's open position the request names, with its leg. Only the caller's own positions are
 * searched, so someone else's answers exactly like one that does not exist (404).
 */
export function ownPosition(
  h: EngineHost,
  userId: number,
  ref: PositionRef,
): { position: PositionView; leg: Leg } {
  const positions = userPositions(h.state, userId, ref.accountType).filter(
    (p) => p.contractId === ref.contractId,
  );
  const first = positions[0];
  if (!first) throw notFound('position');
  const wanted = ref.side === undefined ? undefined : ref.side === 'long' ? 1 : -1;
  if (first.hedge) {
    if (ref.side === undefined) throw invalidInput('side', 'long or short, required in hedge mode');
    const position = positions.find((p) => p.side === wanted);
    if (!position) throw notFound('position');
    return { position, leg: ref.side };
  }
  if (wanted !== undefined && first.side !== wanted) throw notFound('position');
  return { position: first, leg: 'net' };
}

/** The position as the list shows it now (null once it is gone). */
export function currentPosition(
  h: EngineHost,
  userId: number,
  position: PositionView,
): PositionView | null {
  return (
    userPositions(h.state, userId, position.accountType).find(
      (p) => p.positionId === position.positionId,
    ) ?? null
  );
}
