import { priceToTicks, quantityToLots, type ContractConfig, type TpSlSpec } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { invalidInput } from './trading-error';
import type { WireTpSlInput } from '../../../lib/contract/wire/trading';

/**
 * Prices and quantities as they travel (decimal strings) and as the engine takes them (whole ticks
 * and lots of the contract): the one conversion every order and position call uses.
 */

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

/** A take profit or stop loss as it travels (lib/contract/wire/trading-schemas). */
export type TpSlInput = WireTpSlInput;

/** The engine's TP/SL spec (`null` and `undefined` pass through: remove, leave). */
export function tpSlSpec<T extends null | undefined>(
  config: ContractConfig,
  spec: TpSlInput | T,
  field: 'tp' | 'sl',
): TpSlSpec | T {
  if (spec === null || spec === undefined) return spec;
  return {
    triggerPrice: ticksOf(config, spec.triggerPrice, `${field}.triggerPrice`),
    ...(spec.triggerBy ? { triggerBy: spec.triggerBy } : {}),
    ...(spec.price === undefined ? {} : { price: ticksOf(config, spec.price, `${field}.price`) }),
  };
}
