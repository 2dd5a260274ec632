import { z } from 'zod';
import {
  priceToTicks,
  quantityToLots,
  userPositions,
  type ContractConfig,
  type PositionView,
} from '../../engine';
import type { EngineHost } from '../exchange/engine-host';
import { accountTypeInput, contractIdInput } from './account-service';
import { invalidInput, notFound } from './trading-error';

/** What the position actions take: which position, and prices and sizes as decimal strings. */

/** A price or quantity as it travels: a plain positive decimal, checked against the contract later. */
export const decimalInput = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,15})?$/, 'must be a positive decimal string');

/**
 * One of the caller's positions: in hedge mode `side` picks the leg (required); in one-way mode it
 * may be left out, and when given must be the position's own direction.
 */
export const positionRefInput = z.object({
  contractId: contractIdInput,
  accountType: accountTypeInput.default(1),
  side: z.enum(['long', 'short']).optional(),
});
export type PositionRef = z.output<typeof positionRefInput>;

/** The engine's name for a position's leg: long / short in hedge mode, net in one-way mode. */
export type Leg = 'long' | 'short' | 'net';

export function contractConfig(h: EngineHost, contractId: number): ContractConfig {
  const config = h.config(contractId);
  if (!config) throw invalidInput('contractId', 'unknown contract');
  return config;
}

/** A decimal price → whole ticks of the contract; off the tick or not above 0 is a 400. */
export function ticksOf(config: ContractConfig, text: string, field: string): number {
  return wholeUnits(() => priceToTicks(config, text), field, `tick size ${config.tickSize}`);
}

/** A base-asset quantity → whole lots of the contract (the unit `size` has in the list). */
export function lotsOf(config: ContractConfig, text: string, field: string): number {
  return wholeUnits(() => quantityToLots(config, text), field, `lot size ${config.contractSize}`);
}

function wholeUnits(convert: () => number, field: string, unit: string): number {
  let units: number;
  try {
    units = convert();
  } catch {
    throw invalidInput(field, `must be a multiple of the ${unit}`);
  }
  if (units <= 0) throw invalidInput(field, 'must be greater than 0');
  if (!Number.isSafeInteger(units)) throw invalidInput(field, 'is too large');
  return units;
}

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
