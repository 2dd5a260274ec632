import { assertOrderMaxima } from '../../lib/contract/order-limits';
import type { ContractReference } from '../../lib/contract/reference-data';
import { decimalParts, formatScaled, parseScaled, rate, usdt, valuePerLotTick } from './fixed';
import { buildTiers, type RiskTier } from './risk';

export { valuePerLotTick } from './fixed';
export { buildTiers, type RiskTier, type TierInput } from './risk';

/** A contract as the engine sees it: every amount already an integer in its unit. */
export interface ContractConfig {
  contractId: number;
  name: string;
  baseAsset: string;
  quoteAsset: string;
  marginAsset: string;
  /** Base quantity of one lot, as given (decimal string). */
  contractSize: string;
  priceScale: number;
  /** Price increment, as given (decimal string); prices in the engine are integer ticks. */
  tickSize: string;
  /** Money units (1e-8 USDT) for one lot at a price of one tick: notional = lots × ticks × this. */
  valuePerLotTick: bigint;
  minOrderLots: number;
  minOrderValue: bigint;
  /**
   * Largest quantity of a limit or conditional order that may open (above it: 1044, conditional
   * orders 1053). Reduce-only orders are cut to the position instead.
   */
  maxOrderLots: number;
  /** Largest quantity of a market order that may open (above it: 1044; conditional market: 1053). */
  maxMarketLots: number;
  makerFeeRate: bigint;
  takerFeeRate: bigint;
  tiers: RiskTier[];
  fundingIntervalHours: number;
  fundingRateCap: bigint;
  fundingRateFloor: bigint;
  /** Price protection: limit prices and market sweeps stay within mark × (1 ± band). */
  priceBandRate: bigint;
  /** Notional used to measure impact bid/ask prices for the premium index (money units). */
  impactNotional: bigint;
}

/** A decimal string as a whole number of `unit` (a decimal string); throws if it is not whole. */
function wholeUnits(value: string, unit: string): number {
  const u = decimalParts(unit);
  const decimals = Math.max(u.decimals, decimalParts(value).decimals);
  const v = parseScaled(value, decimals);
  const step = u.units * 10n ** BigInt(decimals - u.decimals);
  if (v % step !== 0n) throw new Error(`${value} is not a multiple of ${unit}`);
  return Number(v / step);
}

/** Converts a decimal price string to integer ticks (must be a whole number of ticks). */
export function priceToTicks(config: Pick<ContractConfig, 'tickSize'>, price: string): number {
  return wholeUnits(price, config.tickSize);
}

/** Integer ticks → decimal price string. */
export function ticksToPrice(config: Pick<ContractConfig, 'tickSize'>, ticks: number): string {
  const tick = decimalParts(config.tickSize);
  const v = BigInt(ticks) * tick.units;
  const s = v.toString().padStart(tick.decimals + 1, '0');
  return tick.decimals === 0
    ? s
    : `${s.slice(0, s.length - tick.decimals)}.${s.slice(s.length - tick.decimals)}`;
}

/**
 * The fields of `ContractReference` (lib/contract/reference-data.ts, shared with the web app) that
 * the engine reads; tests build smaller fixtures of the same shape.
 */
export type ContractReferenceInput = Pick<
  ContractReference,
  | 'contractId'
  | 'name'
  | 'baseAsset'
  | 'quoteAsset'
  | 'marginAsset'
  | 'contractSize'
  | 'priceScale'
  | 'tickSize'
  | 'minOrderLots'
  | 'minOrderValue'
  | 'maxOrderQuantity'
  | 'maxMarketOrderQuantity'
  | 'seedPrice'
  | 'makerFeeRate'
  | 'takerFeeRate'
  | 'fundingIntervalHours'
  | 'fundingRateCap'
  | 'riskLimits'
>;

/** Base-asset quantity (decimal string) → whole lots of the contract size; throws if not whole. */
export function quantityToLots(
  config: Pick<ContractConfig, 'contractSize'>,
  quantity: string,
): number {
  return wholeUnits(quantity, config.contractSize);
}

/** Whole lots → base-asset quantity as a decimal string. */
export function lotsToQuantity(config: Pick<ContractConfig, 'contractSize'>, lots: number): string {
  const size = decimalParts(config.contractSize);
  return formatScaled(BigInt(lots) * size.units, size.decimals);
}

/** Tests' and benchmarks' departures from the reference data (not checked against the tiers). */
export interface ContractOverrides {
  maxOrderLots?: number;
  maxMarketLots?: number;
  priceBandRate?: string;
  fundingRateFloor?: string;
}

/**
 * Converts the shared reference data (decimal strings) into the engine's integer config. Throws
 * when the order maxima do not fit the risk tiers (lib/contract/order-limits), so an exchange
 * with implausible maxima does not start.
 */
export function contractConfigFromReference(
  ref: ContractReferenceInput,
  overrides: ContractOverrides = {},
): ContractConfig {
  assertOrderMaxima(ref);
  const tiers = buildTiers(ref.riskLimits);
  const maxLeverage = tiers.reduce((m, t) => Math.max(m, t.maxLeverage), 1);
  const cap = rate(ref.fundingRateCap);
  return {
    contractId: ref.contractId,
    name: ref.name,
    baseAsset: ref.baseAsset,
    quoteAsset: ref.quoteAsset,
    marginAsset: ref.marginAsset,
    contractSize: ref.contractSize,
    priceScale: ref.priceScale,
    tickSize: ref.tickSize,
    valuePerLotTick: valuePerLotTick(ref.contractSize, ref.tickSize),
    minOrderLots: ref.minOrderLots,
    minOrderValue: usdt(ref.minOrderValue),
    maxOrderLots: overrides.maxOrderLots ?? quantityToLots(ref, ref.maxOrderQuantity),
    maxMarketLots: overrides.maxMarketLots ?? quantityToLots(ref, ref.maxMarketOrderQuantity),
    makerFeeRate: rate(ref.makerFeeRate),
    takerFeeRate: rate(ref.takerFeeRate),
    tiers,
    fundingIntervalHours: ref.fundingIntervalHours,
    fundingRateCap: cap,
    fundingRateFloor:
      overrides.fundingRateFloor !== undefined ? rate(overrides.fundingRateFloor) : -cap,
    priceBandRate: rate(overrides.priceBandRate ?? '0.05'),
    impactNotional: usdt('200') * BigInt(maxLeverage),
  };
}
