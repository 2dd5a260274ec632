/**
 * How many lots a follower's mirrored order has. Integers only (lots, ticks, 1e-8 USDT), always
 * rounded down to whole lots: a follower never gets more than their share.
 */

export interface OpeningInput {
  /** Lots the leader's position grew by. */
  leaderLots: number;
  /** The leader's futures account equity and the follower's follow account equity (1e-8 USDT). */
  leaderEquity: bigint;
  followerEquity: bigint;
  /** The follow's per-trade cap: the largest value of one opening order (1e-8 USDT). */
  tradeCap: bigint;
  /** The mark price (ticks) and the value of one lot at one tick (1e-8 USDT). */
  markTicks: number;
  valuePerLotTick: bigint;
}

export interface OpeningLots {
  /** leaderLots × followerEquity ÷ leaderEquity, rounded down. */
  proportional: number;
  /** The most lots the cap buys at the mark, rounded down. */
  capLots: number;
  lots: number;
}

/** An opening or adding order: in proportion to the equities, at most the per-trade cap. */
export function openingLots(input: OpeningInput): OpeningLots {
  const proportional =
    input.leaderEquity > 0n && input.followerEquity > 0n && input.leaderLots > 0
      ? (BigInt(input.leaderLots) * input.followerEquity) / input.leaderEquity
      : 0n;
  const perLot = BigInt(input.markTicks) * input.valuePerLotTick;
  const capLots = perLot > 0n && input.tradeCap > 0n ? input.tradeCap / perLot : 0n;
  const lots = proportional < capLots ? proportional : capLots;
  return { proportional: Number(proportional), capLots: Number(capLots), lots: Number(lots) };
}

/**
 * A reducing order: the same share of the follower's position as the leader closed of theirs
 * (rounded down); the whole position when the leader closed all of theirs.
 */
export function reducingLots(input: {
  close: boolean;
  leaderLots: number;
  leaderSizeBefore: number;
  followerSize: number;
}): number {
  const size = Math.abs(input.followerSize);
  if (input.close || input.leaderLots >= input.leaderSizeBefore) return size;
  if (input.leaderSizeBefore <= 0) return 0;
  return Number((BigInt(size) * BigInt(input.leaderLots)) / BigInt(input.leaderSizeBefore));
}
