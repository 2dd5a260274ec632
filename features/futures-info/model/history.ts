import { toDecimal, type Decimal } from '@/lib/decimal';
import type { InsuranceFundReason } from '@/lib/contract/wire/futures-info';
import type { FundingRateSettlement, InsuranceFundChange } from '../api/schemas';

/** A settled funding rate as the history table shows it. */
export interface FundingHistoryRow {
  id: string;
  /** Epoch ms of the settlement. */
  time: number;
  /** The settled rate, a fraction as the API sends it ("0.0001" = 0.01 %). */
  rate: string;
  markPrice: string;
  intervalHours: number;
}

/** A change of an insurance fund's balance as the history table shows it. */
export interface FundHistoryRow {
  id: string;
  time: number;
  /** The balance after the change. */
  balance: string;
  change: string;
  reason: InsuranceFundReason;
}

/** Newest first; rows of the same time keep the order the server gave them. */
function newestFirst<T extends { time: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.time - a.time);
}

/** The history table's rows: newest first, one per settlement time. */
export function fundingHistoryRows(list: readonly FundingRateSettlement[]): FundingHistoryRow[] {
  const seen = new Set<number>();
  const rows: FundingHistoryRow[] = [];
  for (const item of list) {
    // One settlement per contract and time: a repeated row (a read model replay) is shown once.
    if (seen.has(item.fundingTime)) continue;
    seen.add(item.fundingTime);
    rows.push({
      id: String(item.fundingTime),
      time: item.fundingTime,
      rate: item.fundingRate,
      markPrice: item.markPrice,
      intervalHours: item.intervalHours,
    });
  }
  return newestFirst(rows);
}

/** The history table's rows: newest first; several changes in one millisecond each keep a row. */
export function fundHistoryRows(list: readonly InsuranceFundChange[]): FundHistoryRow[] {
  const rows = newestFirst(list.map((item) => ({ ...item })));
  const perTime = new Map<number, number>();
  return rows.map((item) => {
    const n = perTime.get(item.time) ?? 0;
    perTime.set(item.time, n + 1);
    return {
      id: `${item.time}:${n}`,
      time: item.time,
      balance: item.balance,
      change: item.change,
      reason: item.reason,
    };
  });
}

/** A point of a history chart: local-time seconds and the value drawn. */
export interface ChartPoint {
  time: number;
  value: number;
}

/** Minutes to add to UTC to get local time at an instant (Date's offset has the opposite sign). */
export type UtcOffsetAt = (timeMs: number) => number;

const localOffset: UtcOffsetAt = (timeMs) => -new Date(timeMs).getTimezoneOffset();

/**
 * Chart points, oldest first as the chart needs them, from rows that come newest first.
 * lightweight-charts reads times as UTC seconds and has no time zones, so each time is shifted by
 * the local offset at that instant (daylight saving is right on both sides of a change). Rows in
 * the same second become one point with the latest value (a balance after both changes); where
 * the clock goes back, a later point moves a second on, since times must increase.
 *
 * The value is computed in decimal.js and only the result becomes a number, for the canvas: the
 * figures people read (the table, the axis labels) are formatted from decimals.
 */
export function chartPoints<Row extends { time: number }>(
  rowsNewestFirst: readonly Row[],
  valueOf: (row: Row) => Decimal,
  offsetAt: UtcOffsetAt = localOffset,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  let lastSecond: number | undefined;
  for (let i = rowsNewestFirst.length - 1; i >= 0; i -= 1) {
    const row = rowsNewestFirst[i];
    if (row === undefined) continue;
    const second = Math.floor(row.time / 1000);
    const value = valueOf(row).toNumber();
    const previous = points.at(-1);
    if (previous !== undefined && second === lastSecond) {
      previous.value = value;
      continue;
    }
    const shifted = second + offsetAt(row.time) * 60;
    const time = previous !== undefined && shifted <= previous.time ? previous.time + 1 : shifted;
    points.push({ time, value });
    lastSecond = second;
  }
  return points;
}

/** The funding rate chart: the settled rate in percent (0.0001 → 0.01). */
export function fundingRatePoints(
  rows: readonly FundingHistoryRow[],
  offsetAt?: UtcOffsetAt,
): ChartPoint[] {
  return chartPoints(rows, (row) => toDecimal(row.rate).times(100), offsetAt);
}

/** The insurance fund chart: the balance after each change. */
export function fundBalancePoints(
  rows: readonly FundHistoryRow[],
  offsetAt?: UtcOffsetAt,
): ChartPoint[] {
  return chartPoints(rows, (row) => toDecimal(row.balance), offsetAt);
}
