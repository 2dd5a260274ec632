import { contracts, spotSymbols } from '../../../lib/contract/reference-data';
import { roundToSteps } from '../decimal';
import { formatFixed } from '../../../lib/contract/fixed-point';
import type { IndexQuote } from '../index-source';
import type { SpotDepth } from './spot-book';
import type { WireDepthFrame } from '../../../lib/contract/wire/public';

/** A spot symbol as its book needs it: integer units and the contract whose index it follows. */
export interface SpotInstrument {
  instrumentId: number;
  /** Lower-case symbol (`btcusdt`): the `sc` of its depth frames and what subscriptions accept. */
  code: string;
  /** The contract on the same base asset; the spot price follows its index. */
  contractId: number;
  pricePrecision: number;
  amountPrecision: number;
  /** One price unit as a decimal string ("0.1"). */
  tickSize: string;
  annualVolatility: number;
}

/** Every spot symbol that has a contract on its base asset (the same pairing as the candles). */
export function spotInstruments(): SpotInstrument[] {
  const byBase = new Map(contracts.map((c) => [c.baseAsset, c]));
  const out: SpotInstrument[] = [];
  for (const s of spotSymbols) {
    const contract = byBase.get(s.baseCurrency);
    if (!contract) continue;
    out.push({
      instrumentId: s.instrumentId,
      code: s.symbol.toLowerCase(),
      contractId: contract.contractId,
      pricePrecision: s.pricePrecision,
      amountPrecision: s.amountPrecision,
      tickSize: formatFixed(1, s.pricePrecision),
      annualVolatility: Number(contract.annualVolatility),
    });
  }
  return out;
}

/** The contract's index price on the spot symbol's grid (nearest unit, no floats). */
export function spotPriceUnits(instrument: SpotInstrument, quote: IndexQuote): number {
  return Number(roundToSteps(quote.price, instrument.tickSize));
}

/**
 * Spot units in a quote-currency value at a price, rounded down: value × 10^(pp+ap) / price.
 * Integer maths throughout (bigint), so no binary float ever sizes an order.
 */
export function amountForValue(
  instrument: SpotInstrument,
  valueUsdt: number,
  priceUnits: number,
): number {
  if (priceUnits <= 0) return 0;
  const scale = 10n ** BigInt(instrument.pricePrecision + instrument.amountPrecision);
  return Number((BigInt(valueUsdt) * scale) / BigInt(priceUnits));
}

/** `snapshot_depth`: the contract's depth frame (lib/contract/wire/public-schemas). */
export type SpotDepthFrame = WireDepthFrame;

/** `snapshot_depth` payload: like the futures depth, levels `[price, amount]` as decimal strings. */
export function spotDepthFrame(
  instrument: SpotInstrument,
  depth: SpotDepth,
  t: number,
): SpotDepthFrame {
  const level = ([price, amount]: [number, number]): [string, string] => [
    formatFixed(price, instrument.pricePrecision),
    formatFixed(amount, instrument.amountPrecision),
  ];
  return { sc: instrument.code, asks: depth.asks.map(level), bids: depth.bids.map(level), t };
}
