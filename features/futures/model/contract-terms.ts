/**
 * The bridge between the screen's decimal strings and the engine's integer units, so the model
 * can call the engine's own risk formulas (lib/contract/risk) instead of a second copy of them.
 */
import { MONEY_DECIMALS, RATE_DECIMALS, rate, valuePerLotTick } from '@/lib/contract/fixed-point';
import type { RiskLimitTier } from '@/lib/contract/reference-data';
import { buildTiers, type RiskTier, type TickFraction } from '@/lib/contract/risk';
import { Decimal } from '@/lib/decimal';

/**
 * What the model needs to know about a contract. Both the shared reference data
 * (`ContractReference`) and the trading configuration (`configs/public`) fit this shape.
 */
export interface ContractTerms {
  contractId?: number;
  /** Base quantity of one contract (lot). */
  contractSize: string;
  /** Smallest price increment. */
  tickSize: string;
  priceScale?: number;
  /** The asset order values are in (USDT). */
  quoteAsset?: string;
  /** Minimum order quantity in contracts (reference data) … */
  minOrderLots?: number;
  /** … or the same as the trading configuration sends it. */
  minOrderQuantity?: string | number;
  /** Minimum order value in the quote asset. */
  minOrderValue?: string;
  /** Largest quantity of one limit or conditional order, in the base asset. */
  maxOrderQuantity?: string;
  /** Largest quantity of one market order, in the base asset. */
  maxMarketOrderQuantity?: string;
  makerFeeRate?: string;
  takerFeeRate: string;
  riskLimits: readonly RiskLimitTier[];
}

/** A contract's terms in engine units. */
export interface EngineTerms {
  /** Money units (1e-8 quote) of one contract at a price of one tick. */
  valuePerLotTick: bigint;
  tiers: RiskTier[];
  takerFeeRate: bigint;
  makerFeeRate: bigint;
  tickSize: Decimal;
  contractSize: Decimal;
}

const MONEY_FACTOR = new Decimal(10).pow(MONEY_DECIMALS);
const RATE_FACTOR = new Decimal(10).pow(RATE_DECIMALS);
const cache = new WeakMap<ContractTerms, EngineTerms | null>();

/** A finite Decimal, or null for anything missing or malformed (never NaN). */
export function decimalOrNull(value: unknown): Decimal | null {
  if (value instanceof Decimal) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed = new Decimal(value.trim());
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

/** A positive Decimal, or null. */
export function positiveOrNull(value: unknown): Decimal | null {
  const parsed = decimalOrNull(value);
  return parsed !== null && parsed.greaterThan(0) ? parsed : null;
}

function buildEngineTerms(contract: ContractTerms): EngineTerms | null {
  try {
    const contractSize = positiveOrNull(contract.contractSize);
    const tickSize = positiveOrNull(contract.tickSize);
    if (contractSize === null || tickSize === null || contract.riskLimits.length === 0) return null;
    // The engine wants tiers by ascending notional; the wire sorts them by leverage, highest first.
    const ascending = [...contract.riskLimits].sort((a, b) =>
      new Decimal(a.maxNotional).comparedTo(new Decimal(b.maxNotional)),
    );
    return {
      valuePerLotTick: valuePerLotTick(contract.contractSize, contract.tickSize),
      tiers: buildTiers(ascending),
      takerFeeRate: rate(contract.takerFeeRate),
      makerFeeRate: rate(contract.makerFeeRate ?? contract.takerFeeRate),
      tickSize,
      contractSize,
    };
  } catch {
    // Terms the engine could not load (a malformed rate, a tick finer than a money unit).
    return null;
  }
}

/** The contract in engine units, or null when its terms are incomplete or malformed. */
export function engineTerms(contract: ContractTerms | null | undefined): EngineTerms | null {
  if (!contract) return null;
  let terms = cache.get(contract);
  if (terms === undefined) {
    terms = buildEngineTerms(contract);
    cache.set(contract, terms);
  }
  return terms;
}

/** A quote amount → money units, to the nearest unit. */
export function toMoney(amount: Decimal): bigint {
  return BigInt(amount.times(MONEY_FACTOR).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

export function fromMoney(units: bigint): Decimal {
  return new Decimal(units.toString()).dividedBy(MONEY_FACTOR);
}

export function fromRate(units: bigint): Decimal {
  return new Decimal(units.toString()).dividedBy(RATE_FACTOR);
}

/** A price → whole ticks, to the nearest tick. */
export function toTicks(price: Decimal, terms: EngineTerms): number {
  return price.dividedBy(terms.tickSize).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

export function fromTicks(ticks: number, terms: EngineTerms): Decimal {
  return terms.tickSize.times(ticks);
}

/** An exact price fraction (in ticks) → a price on the tick grid, to the nearest tick. */
export function fractionToPrice(fraction: TickFraction, terms: EngineTerms): Decimal {
  const ticks = (2n * fraction.num + fraction.den) / (2n * fraction.den);
  return fromTicks(Number(ticks), terms);
}

/** A base quantity → whole contracts (lots), rounded down: the part below one lot cannot trade. */
export function toLots(quantity: Decimal, terms: EngineTerms): number {
  return quantity.dividedBy(terms.contractSize).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/** Signed cost in money units of `lots` opened at `price`: lots × price × contract size. */
export function costOf(lots: number, price: Decimal, terms: EngineTerms): bigint {
  return toMoney(price.times(terms.contractSize).times(lots));
}

/** Minimum order quantity in contracts (1 when the contract does not say). */
export function minOrderLots(contract: ContractTerms): Decimal {
  return (
    positiveOrNull(contract.minOrderLots) ??
    positiveOrNull(contract.minOrderQuantity) ??
    new Decimal(1)
  );
}
