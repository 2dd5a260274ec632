import { and, eq, gte } from 'drizzle-orm';
import { contracts, type ContractReference } from '../../lib/contract/reference-data';
import {
  contractConfigFromReference,
  formatScaled,
  fundingRateOf,
  interestPerInterval,
  priceToTicks,
  RATE_SCALE,
  ticksToPrice,
  type ContractConfig,
} from '../engine';
import type { Database } from '../db/database';
import { fundingRateHistory } from '../db/schema';
import type { Logger } from '../logger';
import { ONE_MINUTE_MS } from './periods';
import { SeededRandom } from './random';

const HOUR_MS = 3_600_000;
const RATE_DECIMALS = String(RATE_SCALE).length - 1;
/** Premium per standard deviation of the interval's move: a rally makes longs pay more. */
const PREMIUM_PER_SIGMA = 0.0003;
/** Spread of the premium the move does not explain. */
const PREMIUM_NOISE = 0.0001;

/** A settlement of the simulated history, as the funding rate history stores it. */
export interface SimulatedSettlement {
  fundingTime: number;
  /** Rate as decimal text (RATE_SCALE digits), mark price as decimal text at the tick size. */
  fundingRate: string;
  markPrice: string;
}

/**
 * The funding a simulated contract settled at `fundingTime`, from the simulated prices: the mark
 * is the close of the minute before it; the premium leans with the move since the settlement
 * before (`previousClose`, when known), plus seeded noise, and the rate follows the engine's rule
 * (premium + clamp(interest − premium, ±0.05 %), within the contract's floor and cap), so most
 * settlements read the interest rate, as the live ones do while the makers quote around the index.
 */
export function simulatedSettlement(
  reference: Pick<ContractReference, 'contractId' | 'annualVolatility'>,
  config: ContractConfig,
  seed: number,
  fundingTime: number,
  closeTicks: number,
  previousCloseTicks: number | undefined,
): SimulatedSettlement {
  const hours = config.fundingIntervalHours;
  const sigma = Number(reference.annualVolatility) * Math.sqrt(hours / (365 * 24));
  const move =
    previousCloseTicks !== undefined && previousCloseTicks > 0 && sigma > 0
      ? Math.log(closeTicks / previousCloseTicks) / sigma
      : 0;
  const random = new SeededRandom(seed, reference.contractId, fundingTime / (hours * HOUR_MS));
  const premium = PREMIUM_PER_SIGMA * move + PREMIUM_NOISE * random.normal();
  const rate = fundingRateOf(
    BigInt(Math.round(premium * Number(RATE_SCALE))),
    interestPerInterval(hours),
    config.fundingRateCap,
    config.fundingRateFloor,
  );
  return {
    fundingTime,
    fundingRate: formatScaled(rate, RATE_DECIMALS),
    markPrice: ticksToPrice(config, closeTicks),
  };
}

/** Settlement times (multiples of the interval) in (from, to]. */
export function settlementTimes(intervalHours: number, from: number, to: number): number[] {
  const interval = intervalHours * HOUR_MS;
  const out: number[] = [];
  for (let t = Math.floor(from / interval) * interval + interval; t <= to; t += interval)
    out.push(t);
  return out;
}

/**
 * Funding history for the simulated past: every settlement time of the last `days` whose minute
 * before it is a simulated candle (backfill or gap fill) and that has no funding row yet gets the
 * settlement `simulatedSettlement` derives from those candles, so the funding history and the
 * last funding rate read like the charts from the first start on. Times the engine settled
 * itself keep its rows (their minutes are trade candles, and the table is unique by contract and
 * time). Returns the rows written.
 */
export async function writeSimulatedFundingHistory(
  database: Database,
  options: { seed: number; days: number; now: number; log: Logger },
): Promise<number> {
  if (options.days <= 0) return 0;
  const from = options.now - options.days * 24 * HOUR_MS;
  let written = 0;
  for (const reference of contracts) {
    const config = contractConfigFromReference(reference);
    const interval = config.fundingIntervalHours * HOUR_MS;
    const times = settlementTimes(config.fundingIntervalHours, from, options.now);
    if (times.length === 0) continue;
    const known = await database.db
      .select({ fundingTime: fundingRateHistory.fundingTime })
      .from(fundingRateHistory)
      .where(
        and(
          eq(fundingRateHistory.contractId, reference.contractId),
          gte(fundingRateHistory.fundingTime, times[0] ?? 0),
        ),
      );
    const settled = new Set(known.map((row) => Number(row.fundingTime)));
    const missing = times.filter((t) => !settled.has(t));
    if (missing.length === 0) continue;
    // The minute before each settlement, and before the one preceding it (the move's start).
    const minutes = [
      ...new Set(missing.flatMap((t) => [t - interval, t].map((x) => x - ONE_MINUTE_MS))),
    ];
    const candles = await database.query<{
      open_time: string | number;
      close: string;
      source: string;
    }>(
      `select open_time, close, source from candles
        where market = 'future' and instrument_id = $1 and period_ms = $2
          and open_time = any($3::bigint[])`,
      [reference.contractId, ONE_MINUTE_MS, `{${minutes.join(',')}}`],
    );
    const closes = new Map(
      candles.map((c) => [
        Number(c.open_time),
        { ticks: priceToTicks(config, c.close), source: c.source },
      ]),
    );
    const rows = [];
    for (const t of missing) {
      const minute = closes.get(t - ONE_MINUTE_MS);
      if (minute?.source !== 'simulated') continue;
      const before = closes.get(t - interval - ONE_MINUTE_MS)?.ticks;
      const settlement = simulatedSettlement(
        reference,
        config,
        options.seed,
        t,
        minute.ticks,
        before,
      );
      rows.push({
        contractId: reference.contractId,
        ...settlement,
        intervalHours: config.fundingIntervalHours,
        // No journal command made these: they are history, as the simulated candles are.
        engineSeq: 0n,
      });
    }
    if (rows.length === 0) continue;
    await database.db.insert(fundingRateHistory).values(rows).onConflictDoNothing();
    written += rows.length;
  }
  if (written > 0)
    options.log.info({ rows: written }, 'funding history of the simulated past written');
  return written;
}
