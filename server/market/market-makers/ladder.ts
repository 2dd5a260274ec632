/**
 * The maker's quote ladder as pure integer arithmetic: where the levels go given the index, the
 * step, the volatility and the maker's inventory. Prices in ticks, quantities in lots.
 */
export interface LadderInput {
  indexTicks: number;
  /** Distance between levels, ticks (≥ 1). */
  stepTicks: number;
  /** Levels per side. */
  levels: number;
  /** Half spread in steps at calm volatility (≥ 1). */
  halfSpreadSteps: number;
  /** Volatility widening factor in percent (100 = calm, 400 = four times wider). */
  widenPercent: number;
  /** Signed position of the maker (lots, + long) and the inventory at which it skews fully. */
  inventoryLots: number;
  maxInventoryLots: number;
}

export interface Ladder {
  bids: number[];
  asks: number[];
}

export function ladderPrices(input: LadderInput): Ladder {
  const step = Math.max(1, Math.round((input.stepTicks * input.widenPercent) / 100));
  // Long inventory lowers the centre (sell more readily), short raises it; at most two steps.
  const ratio = Math.max(
    -1,
    Math.min(1, input.inventoryLots / Math.max(1, input.maxInventoryLots)),
  );
  const skew = Math.round(ratio * 2 * step);
  // Snapping the centre to the step grid keeps most levels in place when the index moves a little.
  const centre = Math.round((input.indexTicks - skew) / step) * step;
  const half = input.halfSpreadSteps * step;
  const bids: number[] = [];
  const asks: number[] = [];
  for (let i = 0; i < input.levels; i++) {
    const bid = centre - half - i * step;
    if (bid > 0) bids.push(bid);
    asks.push(centre + half + i * step);
  }
  return { bids, asks };
}

/** Step in ticks for a relative distance in basis points at this price (at least one tick). */
export function stepForBps(indexTicks: number, bps: number): number {
  return Math.max(1, Math.round((indexTicks * bps) / 10_000));
}

const SECONDS_PER_YEAR = 365 * 86_400;

/**
 * E|r| of a normal one-second return for an annualised volatility: σ √(1/year) √(2/π), in parts
 * per million (the "calm" reference `widenPercent` compares recent returns with).
 */
export function calmAbsReturnPpm(annualVolatility: number): number {
  return annualVolatility * Math.sqrt(1 / SECONDS_PER_YEAR) * 0.7979 * 1e6;
}

/**
 * Volatility widening in percent from the recent mean absolute return against the contract's
 * calm expectation (both in parts per million per observation), clamped to 100–400 %.
 */
export function widenPercent(meanAbsReturnPpm: number, calmAbsReturnPpm: number): number {
  if (calmAbsReturnPpm <= 0) return 100;
  return Math.max(100, Math.min(400, Math.round((100 * meanAbsReturnPpm) / calmAbsReturnPpm)));
}
