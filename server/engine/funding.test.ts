import fc from 'fast-check';
import {
  fundingPayments,
  fundingRateOf,
  impactPrice,
  interestPerInterval,
  markPriceOf,
  premiumIndex,
  weightedPremium,
} from './funding';
import { rate, usdt } from './fixed';

const cap = rate('0.0075');
const interest = interestPerInterval(8);

describe('funding rate = premium + clamp(interest − premium, ±0.05 %), capped', () => {
  it('interest is 0.01 % per 8 hours (0.005 % per 4 hours)', () => {
    expect(interest).toBe(rate('0.0001'));
    expect(interestPerInterval(4)).toBe(rate('0.00005'));
  });

  it('a premium within ±0.05 % of the interest gives exactly the interest rate', () => {
    expect(fundingRateOf(rate('0.0003'), interest, cap, -cap)).toBe(rate('0.0001'));
    expect(fundingRateOf(rate('-0.0003'), interest, cap, -cap)).toBe(rate('0.0001'));
  });

  it('a large positive premium passes through, less the clamp', () => {
    // 0.002 + clamp(0.0001 − 0.002 = −0.0019, ±0.0005) = 0.002 − 0.0005 = 0.0015
    expect(fundingRateOf(rate('0.002'), interest, cap, -cap)).toBe(rate('0.0015'));
  });

  it('a large negative premium', () => {
    // −0.002 + clamp(0.0021, ±0.0005) = −0.0015
    expect(fundingRateOf(rate('-0.002'), interest, cap, -cap)).toBe(rate('-0.0015'));
  });

  it('is capped and floored per contract', () => {
    expect(fundingRateOf(rate('0.05'), interest, cap, -cap)).toBe(cap);
    expect(fundingRateOf(rate('-0.05'), interest, cap, -cap)).toBe(-cap);
  });
});

describe('premium index from impact prices', () => {
  it('measures the average price to fill the impact notional', () => {
    // Levels at 100 and 110 ticks, 1 lot·tick = 1 unit: 10 lots at 100 = 1 000; impact 2 100 needs
    // 1 000 at 100 then 1 100 at 110 (10 lots): 2 100 / 20 lots = 105.
    const p = impactPrice(
      [
        [100, 10],
        [110, 50],
      ],
      2_100n,
      1n,
    );
    expect(p !== null && Number(p.num) / Number(p.den)).toBe(105);
    expect(impactPrice([[100, 1]], 2_100n, 1n)).toBeNull();
  });

  it('is positive when the impact bid is above the index, negative when the ask is below', () => {
    expect(premiumIndex({ num: 1010n, den: 1n }, { num: 1020n, den: 1n }, 1000)).toBe(rate('0.01'));
    expect(premiumIndex({ num: 980n, den: 1n }, { num: 990n, den: 1n }, 1000)).toBe(rate('-0.01'));
    expect(premiumIndex({ num: 990n, den: 1n }, { num: 1010n, den: 1n }, 1000)).toBe(0n);
  });

  it('weights later samples more (time-weighted average)', () => {
    // (1×0 + 2×0 + 3×600) / 6 = 300
    expect(weightedPremium([0n, 0n, 600n])).toBe(300n);
    expect(weightedPremium([])).toBe(0n);
  });
});

describe('funding settlement', () => {
  it('longs pay shorts |size| × mark × rate when the rate is positive', () => {
    const pays = fundingPayments(
      [{ size: 10 }, { size: -4 }, { size: -6 }],
      1_000,
      1_000n,
      rate('0.0001'),
    );
    // 10 lots × 1 000 ticks × 1 000 units = 10 000 000 × 0.0001 = 1 000.
    expect(pays).toEqual([1_000n, -400n, -600n]);
  });

  it('nets to exactly zero for any positions and rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -750_000, max: 750_000 }),
        (longs, shortsRaw, mark, r) => {
          const total = longs.reduce((a, b) => a + b, 0);
          // Scale shorts so both sides hold the same total size.
          const shorts: number[] = [];
          let left = total;
          shortsRaw.forEach((s, i) => {
            const q = i === shortsRaw.length - 1 ? left : Math.min(left, s);
            if (q > 0) shorts.push(q);
            left -= q;
          });
          const legs = [...longs.map((size) => ({ size })), ...shorts.map((s) => ({ size: -s }))];
          const pays = fundingPayments(legs, mark, 7n, BigInt(r));
          expect(pays.reduce((a, b) => a + b, 0n)).toBe(0n);
          pays.forEach((p, i) => {
            const leg = legs[i];
            if (leg === undefined) return;
            if (r > 0) expect(leg.size > 0 ? p >= 0n : p <= 0n).toBe(true);
            if (r < 0) expect(leg.size < 0 ? p >= 0n : p <= 0n).toBe(true);
          });
        },
      ),
      { numRuns: 300, seed: 42 },
    );
  });

  it('mark price helper takes the median of the three estimates', () => {
    expect(markPriceOf(1000, 5, 990, rate('0.0001'), 0, 8 * 3_600_000)).toBe(1000);
    expect(markPriceOf(1000, 50, 1100, 0n, 0, 8 * 3_600_000)).toBe(1050);
    expect(usdt('1')).toBe(100_000_000n);
  });
});
