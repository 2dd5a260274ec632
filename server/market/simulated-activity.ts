import type { ContractReference } from '../../lib/contract/reference-data';
import { SeededRandom } from './random';

/**
 * How much the simulated market trades, per contract: one rule for the simulated history (the
 * backfill and the gap fill) and for the live makers and takers, so a chart's live candles carry
 * the volume of the history before them and the 24 h figures do not change their order of
 * magnitude when the history leaves the window. Floats are fine here: these size a simulation.
 */

/** Taker orders come every 1–4 s (whole milliseconds, uniform). */
export const TAKER_DELAY_MIN_MS = 1000;
export const TAKER_DELAY_SPREAD_MS = 3000;
/** A taker order is 0.3–2.5 maker levels (uniform); this share of them sweeps three times that. */
export const TAKER_SIZE_MIN_LEVELS = 0.3;
export const TAKER_SIZE_SPREAD_LEVELS = 2.2;
export const TAKER_SWEEP_SHARE = 0.08;
export const TAKER_SWEEP_FACTOR = 3;

/** Taker orders a minute on average: 60 000 ms ÷ the mean of 1 000 + ⌊U × 3 000⌋ ms. */
export const TAKER_ORDERS_PER_MINUTE =
  60_000 / (TAKER_DELAY_MIN_MS + (TAKER_DELAY_SPREAD_MS - 1) / 2);
/** The mean size of a taker order in maker levels: 1.4 × (0.92 + 0.08 × 3) = 1.624. */
export const TAKER_LEVELS_PER_ORDER =
  (TAKER_SIZE_MIN_LEVELS + TAKER_SIZE_SPREAD_LEVELS / 2) *
  (1 - TAKER_SWEEP_SHARE + TAKER_SWEEP_SHARE * TAKER_SWEEP_FACTOR);

/** A spot book trades a quarter of its contract's value. */
const SPOT_SHARE = 0.25;

/**
 * Mean traded value of one minute of a futures contract, USDT: the majors (100x and more) about
 * 2.9 billion a day, other established contracts about 216 million, new listings about 58 million.
 */
export function futuresMinuteNotional(
  contract: Pick<ContractReference, 'riskLimits' | 'isNew'>,
): number {
  const topLeverage = contract.riskLimits[0]?.leverage ?? 1;
  if (contract.isNew) return 40_000;
  return topLeverage >= 100 ? 2_000_000 : 150_000;
}

/** Mean traded value of one minute of the spot book on the contract's base asset, USDT. */
export function spotMinuteNotional(contract: Pick<ContractReference, 'riskLimits' | 'isNew'>) {
  return futuresMinuteNotional(contract) * SPOT_SHARE;
}

/** The first level of a maker's ladder (USDT) at which the taker flow trades `minuteNotional`. */
export function levelNotionalFor(minuteNotional: number): number {
  return Math.max(
    1,
    Math.round(minuteNotional / (TAKER_ORDERS_PER_MINUTE * TAKER_LEVELS_PER_ORDER)),
  );
}

/**
 * The insurance fund a simulated contract opens with: about a thousandth of a day's traded value
 * (BTC ≈ 2.9 million USDT), varied ±20 % by the seed so the funds do not read as a price list;
 * whole USDT, as decimal text.
 */
export function openingInsuranceFund(
  contract: Pick<ContractReference, 'contractId' | 'riskLimits' | 'isNew'>,
  seed: number,
): string {
  const day = futuresMinuteNotional(contract) * 1440;
  const vary = 0.8 + 0.4 * new SeededRandom(seed, contract.contractId, 0x696e73).next();
  return String(Math.round((day / 1000) * vary));
}
