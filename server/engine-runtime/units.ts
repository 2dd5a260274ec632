import {
  formatScaled,
  formatUsdt,
  lotsToQuantity,
  RATE_SCALE,
  ticksToPrice,
  type ContractConfig,
} from '../engine';

/** Engine integers → the decimal strings served on the wire and stored in SQL. */
const RATE_DECIMALS = String(RATE_SCALE).length - 1;

export function price(config: ContractConfig, ticks: number): string {
  return ticksToPrice(config, ticks);
}

export function quantity(config: ContractConfig, lots: number): string {
  return lotsToQuantity(config, lots);
}

export function money(value: bigint): string {
  return formatUsdt(value);
}

export function rateText(value: bigint): string {
  return formatScaled(value, RATE_DECIMALS);
}

/** Σ lots × ticks as a quote-asset amount (turnover): exact, via valuePerLotTick. */
export function turnover(config: ContractConfig, lotTicks: bigint): string {
  return money(lotTicks * config.valuePerLotTick);
}
