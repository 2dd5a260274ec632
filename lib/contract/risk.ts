/**
 * Margin and risk formulas, all in integer units (money in 1e-8 USDT, rates scaled by 1e8,
 * prices in ticks, sizes in lots). The engine, its calculator and the trading screen's model all call these.
 */
import { RATE_SCALE, ceilDiv, floorDiv, rate, usdt } from './fixed-point';

/** One risk limit tier in integer units. */
export interface RiskTier {
  /** Lower bound of the tier's notional bracket (money units); the previous tier's maxNotional. */
  floor: bigint;
  /** Upper bound of the tier's notional bracket (money units, inclusive). */
  maxNotional: bigint;
  maxLeverage: number;
  /** Maintenance margin rate, RATE_SCALE fixed point. */
  mmr: bigint;
  /** Maintenance amount: cum_n = floor_n × (MMR_n − MMR_{n−1}) + cum_{n−1} (money units). */
  cum: bigint;
}

export interface TierInput {
  maxNotional: string;
  leverage: number;
  maintenanceMarginRate: string;
}

/** Builds tiers with their maintenance amounts; tiers must be sorted by ascending notional. */
export function buildTiers(input: readonly TierInput[]): RiskTier[] {
  const tiers: RiskTier[] = [];
  let floor = 0n;
  let prevMmr = 0n;
  let prevCum = 0n;
  for (const t of input) {
    const maxNotional = usdt(t.maxNotional);
    const mmr = rate(t.maintenanceMarginRate);
    if (maxNotional <= floor) throw new Error('risk tiers must have ascending notional brackets');
    const cum = (floor * (mmr - prevMmr)) / RATE_SCALE + prevCum;
    tiers.push({ floor, maxNotional, maxLeverage: t.leverage, mmr, cum });
    floor = maxNotional;
    prevMmr = mmr;
    prevCum = cum;
  }
  return tiers;
}

/** Notional in money units of `lots` at `ticks`. */
export function notionalOf(lots: number, ticks: number, valuePerLotTick: bigint): bigint {
  return BigInt(lots) * BigInt(ticks) * valuePerLotTick;
}

/**
 * The whole contracts a quote (USDT) amount in money units buys at `ticks`, rounded down: how an
 * order given in USDT is sized, by the engine's services and by the order ticket alike. No price
 * (0 ticks) buys nothing.
 */
export function lotsForQuote(quote: bigint, ticks: bigint, valuePerLotTick: bigint): bigint {
  const perLot = ticks * valuePerLotTick;
  return perLot > 0n && quote > 0n ? quote / perLot : 0n;
}

/**
 * The whole contracts a cost (the margin the order commits, money units) opens at `leverage` and
 * `ticks`, rounded down: size = cost × leverage ÷ price, the spec's value unit (§3: the opening
 * cost does not vary with leverage). No price or no leverage opens nothing.
 */
export function lotsForCost(
  cost: bigint,
  leverage: number,
  ticks: bigint,
  valuePerLotTick: bigint,
): bigint {
  if (!Number.isSafeInteger(leverage) || leverage <= 0) return 0n;
  return lotsForQuote(cost * BigInt(leverage), ticks, valuePerLotTick);
}

/**
 * The smallest cost (money units) that `lotsForCost` turns into `lots` at `leverage` and `ticks`:
 * the notional ÷ leverage, rounded up, so a cost shown for a size sizes back to that size.
 */
export function costForLots(
  lots: bigint,
  leverage: number,
  ticks: bigint,
  valuePerLotTick: bigint,
): bigint {
  if (!Number.isSafeInteger(leverage) || leverage <= 0) return 0n;
  return ceilDiv(lots * ticks * valuePerLotTick, BigInt(leverage));
}

/** The tier whose bracket contains the notional (the last tier beyond the table). */
export function tierFor(tiers: readonly RiskTier[], notional: bigint): RiskTier {
  for (const t of tiers) if (notional <= t.maxNotional) return t;
  const last = tiers[tiers.length - 1];
  if (last === undefined) throw new Error('contract has no risk tiers');
  return last;
}

/** Maintenance margin = notional × MMR(tier) − cum, rounded up (the exchange's favour). */
export function maintenanceMargin(tiers: readonly RiskTier[], notional: bigint): bigint {
  const t = tierFor(tiers, notional);
  const mm = ceilDiv(notional * t.mmr, RATE_SCALE) - t.cum;
  return mm > 0n ? mm : 0n;
}

/** Initial margin = notional / leverage, rounded up. */
export function initialMargin(notional: bigint, leverage: number): bigint {
  return ceilDiv(notional, BigInt(leverage));
}

/** Fee on a notional: charges round up, rebates (negative rates) round down in magnitude. */
export function feeOf(notional: bigint, feeRate: bigint): bigint {
  if (feeRate >= 0n) return ceilDiv(notional * feeRate, RATE_SCALE);
  return -floorDiv(notional * -feeRate, RATE_SCALE);
}

/** Largest notional a position may reach at this leverage (0 when no tier allows it). */
export function maxNotionalForLeverage(tiers: readonly RiskTier[], leverage: number): bigint {
  let max = 0n;
  for (const t of tiers) if (t.maxLeverage >= leverage && t.maxNotional > max) max = t.maxNotional;
  return max;
}

export function maxLeverageOf(tiers: readonly RiskTier[]): number {
  return tiers.reduce((m, t) => Math.max(m, t.maxLeverage), 1);
}

/** Unrealized PnL = size × mark × value − cost, where size is signed lots and cost signed money. */
export function unrealizedPnl(
  size: number,
  cost: bigint,
  markTicks: number,
  valuePerLotTick: bigint,
): bigint {
  return BigInt(size) * BigInt(markTicks) * valuePerLotTick - cost;
}

/** An exact price in ticks as a fraction num/den (den > 0). */
export interface TickFraction {
  num: bigint;
  den: bigint;
}

export type LiquidationPriceResult =
  | { kind: 'price'; ticks: number; exact: TickFraction }
  /** Price can never reach liquidation (e.g. a long whose liquidation price would be ≤ 0). */
  | { kind: 'none' }
  /** The margin is not enough at any price (equity already below maintenance). */
  | { kind: 'insufficientMargin' };

/** Both legs of one contract as seen by the solver (hedge mode may have both). */
export interface LiquidationInput {
  longLots: number;
  /** Cost of the long leg, money units (≥ 0). */
  longCost: bigint;
  shortLots: number;
  /** Cost magnitude of the short leg, money units (≥ 0). */
  shortCost: bigint;
  /**
   * Margin backing these legs in money units: the position margin when isolated; for cross,
   * wallet balance + uPnL of other contracts − their maintenance margin.
   */
  margin: bigint;
  valuePerLotTick: bigint;
  tiers: readonly RiskTier[];
  /** Ignore maintenance margin: gives the bankruptcy price. */
  bankruptcy?: boolean;
}

/**
 * Solves equity(p) = maintenance(p) for p:
 *   margin + (qL·v·p − CL) + (CS − qS·v·p) = Σ (q·v·p·MMR − cum)
 * re-computing each leg's tier from its notional at the solved price until it is stable.
 */
export function liquidationPrice(input: LiquidationInput): LiquidationPriceResult {
  const { longLots, shortLots, longCost, shortCost, margin, valuePerLotTick: v, tiers } = input;
  if (longLots === 0 && shortLots === 0) return { kind: 'none' };
  const zero: RiskTier = { floor: 0n, maxNotional: 0n, maxLeverage: 1, mmr: 0n, cum: 0n };
  const qL = BigInt(longLots);
  const qS = BigInt(shortLots);
  let tL = input.bankruptcy === true ? zero : tierFor(tiers, longCost);
  let tS = input.bankruptcy === true ? zero : tierFor(tiers, shortCost);
  let result: TickFraction | null = null;
  for (let i = 0; i <= tiers.length + 1; i++) {
    let den = v * ((qL - qS) * RATE_SCALE - tL.mmr * qL - tS.mmr * qS);
    let num =
      RATE_SCALE *
      (longCost - shortCost - margin - (qL > 0n ? tL.cum : 0n) - (qS > 0n ? tS.cum : 0n));
    if (den === 0n) return { kind: 'none' };
    if (den < 0n) {
      den = -den;
      num = -num;
    }
    result = { num, den };
    if (input.bankruptcy === true || num <= 0n) break;
    const nL = tierFor(tiers, (qL * v * num) / den);
    const nS = tierFor(tiers, (qS * v * num) / den);
    if (nL === tL && nS === tS) break;
    tL = nL;
    tS = nS;
  }
  if (result === null) return { kind: 'none' };
  const netLong = (qL - qS) * RATE_SCALE - tL.mmr * qL - tS.mmr * qS > 0n;
  if (result.num <= 0n) return netLong ? { kind: 'none' } : { kind: 'insufficientMargin' };
  // Round toward the side that liquidates earlier: up for a net long, down for a net short.
  const ticks = netLong ? ceilDiv(result.num, result.den) : floorDiv(result.num, result.den);
  return { kind: 'price', ticks: Number(ticks), exact: result };
}

/** Bankruptcy price of one leg: where its margin plus PnL is exactly zero. */
export function bankruptcyPrice(
  side: 1 | -1,
  lots: number,
  cost: bigint,
  margin: bigint,
  valuePerLotTick: bigint,
): TickFraction | null {
  if (lots <= 0) return null;
  const q = BigInt(lots) * valuePerLotTick;
  const c = cost < 0n ? -cost : cost;
  const num = side === 1 ? c - margin : c + margin;
  return num > 0n ? { num, den: q } : null;
}

/**
 * Breakeven price of a whole position: the price at which closing it (paying the taker fee)
 * brings the position's total PnL — realized PnL, fees and funding so far — to zero.
 * `netRealized` = realized PnL − fees paid − funding paid (money units, signed).
 */
export function breakevenPrice(
  side: 1 | -1,
  lots: number,
  cost: bigint,
  netRealized: bigint,
  takerFeeRate: bigint,
  valuePerLotTick: bigint,
): TickFraction | null {
  if (lots <= 0) return null;
  const c = cost < 0n ? -cost : cost;
  const qv = BigInt(lots) * valuePerLotTick;
  const num = side === 1 ? (c - netRealized) * RATE_SCALE : (c + netRealized) * RATE_SCALE;
  const den = side === 1 ? qv * (RATE_SCALE - takerFeeRate) : qv * (RATE_SCALE + takerFeeRate);
  return den > 0n && num > 0n ? { num, den } : null;
}

/** Maintenance margin ratio (risk rate) scaled by RATE_SCALE: MM / equity; Infinity-like when equity ≤ 0. */
export function marginRatio(maintenance: bigint, equity: bigint): bigint {
  if (equity <= 0n) return maintenance > 0n ? 1_000_000n * RATE_SCALE : 0n;
  return ceilDiv(maintenance * RATE_SCALE, equity);
}

/** ROI = unrealized PnL / initial margin, scaled by RATE_SCALE (truncated toward zero). */
export function roi(upnl: bigint, initial: bigint): bigint {
  return initial > 0n ? (upnl * RATE_SCALE) / initial : 0n;
}

/**
 * Auto-deleveraging rank: PnL% × effective leverage for profitable positions, PnL% / effective
 * leverage otherwise (scaled integers; larger ranks are deleveraged first).
 */
export function adlScore(upnl: bigint, cost: bigint, notional: bigint, equity: bigint): bigint {
  const c = cost < 0n ? -cost : cost;
  if (c === 0n) return 0n;
  const eq = equity > 0n ? equity : 1n;
  const scale = 1_000_000_000_000n;
  if (upnl > 0n) return (upnl * notional * scale) / (c * eq);
  return notional > 0n ? (upnl * eq * scale) / (c * notional) : 0n;
}
