import type {
  InsuranceFundReason,
  WireInsuranceFundChange,
} from '@/lib/contract/wire/futures-info';
import { describe, expect, it } from 'vitest';
import {
  fundBalancePoints,
  fundHistoryRows,
  fundingHistoryRows,
  fundingRatePoints,
} from './history';

const HOUR = 3_600_000;
const utc = () => 0;

const settlement = (fundingTime: number, fundingRate: string, markPrice = '97000.0') => ({
  fundingTime,
  fundingRate,
  markPrice,
  intervalHours: 8,
});

const change = (
  time: number,
  balance: string,
  delta: string,
  reason: InsuranceFundReason = 'liquidation_surplus',
): WireInsuranceFundChange => ({ time, balance, change: delta, reason });

describe('funding rate history rows', () => {
  it('lists the settlements newest first, whatever order they came in', () => {
    const rows = fundingHistoryRows([
      settlement(8 * HOUR, '0.0001'),
      settlement(24 * HOUR, '-0.0002'),
      settlement(16 * HOUR, '0.00015'),
    ]);
    expect(rows.map((row) => row.time)).toEqual([24 * HOUR, 16 * HOUR, 8 * HOUR]);
    expect(rows[0]).toEqual({
      id: String(24 * HOUR),
      time: 24 * HOUR,
      rate: '-0.0002',
      markPrice: '97000.0',
      intervalHours: 8,
    });
  });

  it('shows a settlement repeated by the server once', () => {
    const rows = fundingHistoryRows([
      settlement(8 * HOUR, '0.0001'),
      settlement(8 * HOUR, '0.0001'),
    ]);
    expect(rows).toHaveLength(1);
  });

  it('is empty for a contract that never settled', () => {
    expect(fundingHistoryRows([])).toEqual([]);
  });
});

describe('insurance fund history rows', () => {
  it('lists the changes newest first with the balance after each, the change and the reason', () => {
    const rows = fundHistoryRows([
      change(2000, '1000010', '10'),
      change(5000, '999990', '-20', 'bankruptcy_cover'),
    ]);
    expect(rows).toEqual([
      { id: '5000:0', time: 5000, balance: '999990', change: '-20', reason: 'bankruptcy_cover' },
      { id: '2000:0', time: 2000, balance: '1000010', change: '10', reason: 'liquidation_surplus' },
    ]);
  });

  it('keeps two changes of the same millisecond as two rows with their own ids', () => {
    const rows = fundHistoryRows([change(5000, '30', '10'), change(5000, '20', '10')]);
    expect(rows.map((row) => row.id)).toEqual(['5000:0', '5000:1']);
    expect(rows.map((row) => row.balance)).toEqual(['30', '20']);
  });
});

describe('history chart points', () => {
  it('draws the funding rate in percent, oldest first, in seconds', () => {
    const rows = fundingHistoryRows([
      settlement(16 * HOUR, '-0.00025'),
      settlement(8 * HOUR, '0.0001'),
    ]);
    expect(fundingRatePoints(rows, utc)).toEqual([
      { time: 8 * 3600, value: 0.01 },
      { time: 16 * 3600, value: -0.025 },
    ]);
  });

  it('shifts each time by the local offset at that instant', () => {
    const rows = fundingHistoryRows([settlement(8 * HOUR, '0.0001')]);
    expect(fundingRatePoints(rows, () => 540)[0]?.time).toBe(8 * 3600 + 540 * 60);
  });

  it('draws one point per second with the latest balance of that second', () => {
    const rows = fundHistoryRows([
      change(5_900, '130', '10'),
      change(5_100, '120', '20'),
      change(1_000, '100', '100'),
    ]);
    expect(fundBalancePoints(rows, utc)).toEqual([
      { time: 1, value: 100 },
      { time: 5, value: 130 },
    ]);
  });

  it('keeps times increasing where the clock goes back an hour', () => {
    // 01:30 summer time, then 01:10 winter time half an hour later: both read 01:xx locally.
    const first = 10 * HOUR;
    const second = first + HOUR / 2;
    const offsetAt = (time: number) => (time < first + HOUR / 4 ? 120 : 60);
    const rows = fundHistoryRows([change(second, '2', '1'), change(first, '1', '1')]);
    const points = fundBalancePoints(rows, offsetAt);
    const [earlier, later] = points.map((point) => point.time);
    expect(points).toHaveLength(2);
    expect(later).toBeGreaterThan(earlier ?? Infinity);
  });

  it('has no points without history', () => {
    expect(fundBalancePoints([], utc)).toEqual([]);
  });
});
