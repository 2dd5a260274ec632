import { describe, expect, it } from 'vitest';
import {
  columnPercentDecimals,
  formatValueRange,
  percentDecimals,
  tierRows,
  type TierInput,
} from './contract-spec';

const tier = (n: number, minNotional: string, maxNotional: string, rate: string): TierInput => ({
  tier: n,
  minNotional,
  maxNotional,
  maxLeverage: 100 - n,
  maintenanceMarginRate: rate,
  maintenanceAmount: '0',
});

describe('risk tier rows', () => {
  it('puts the smallest positions first, comparing bounds as numbers rather than as text', () => {
    const rows = tierRows([
      tier(3, '250000', '3000000', '0.01'),
      tier(1, '0', '50000', '0.004'),
      tier(2, '50000', '250000', '0.005'),
    ]);
    expect(rows.map((row) => row.tier)).toEqual([1, 2, 3]);
  });

  it('leaves the tiers it was given untouched', () => {
    const given = [tier(2, '50000', '250000', '0.005'), tier(1, '0', '50000', '0.004')];
    tierRows(given);
    expect(given.map((row) => row.tier)).toEqual([2, 1]);
  });
});

describe('position value ranges', () => {
  it('shows both bounds with the locale’s grouping', () => {
    expect(formatValueRange('0', '50000', 'en')).toBe('0 – 50,000');
    expect(formatValueRange('50000', '250000', 'ko')).toBe('50,000 – 250,000');
    expect(formatValueRange('15000000', '30000000', 'ja')).toBe('15,000,000 – 30,000,000');
  });

  it('keeps the cents of a bound that has them and drops zeros that say nothing', () => {
    expect(formatValueRange('1234.50', '5000.00', 'en')).toBe('1,234.5 – 5,000');
  });
});

describe('rate precision', () => {
  it('shows every rate exactly, with at least two places of a percent', () => {
    expect(percentDecimals('0.004')).toBe(2); // 0.40 %
    expect(percentDecimals('0.0065')).toBe(2); // 0.65 %
    expect(percentDecimals('0.5')).toBe(2); // 50.00 %
    expect(percentDecimals('0.00005')).toBe(3); // 0.005 %
    expect(percentDecimals('0.000125')).toBe(4); // 0.0125 %
  });

  it('gives a whole column the places its most precise rate needs', () => {
    expect(columnPercentDecimals(['0.004', '0.00005', '0.5'])).toBe(3);
    expect(columnPercentDecimals([])).toBe(2);
  });
});
