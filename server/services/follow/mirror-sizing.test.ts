import { usdt } from '../../engine';
import { fraction, maxDrawdown } from './lead-stats';
import { openingLots, reducingLots } from './mirror-sizing';

/** BTC-like: 0.001 BTC a lot, ticks of 0.1 → one lot at one tick is 0.0001 USDT. */
const VALUE_PER_LOT_TICK = usdt('0.0001');
const MARK = 970_000; // 97 000.0

describe('the size of a mirrored order', () => {
  it('is the leader’s lots times the equity ratio, rounded down to whole lots', () => {
    const size = (follower: string) =>
      openingLots({
        leaderLots: 100,
        leaderEquity: usdt('10000'),
        followerEquity: usdt(follower),
        tradeCap: usdt('1000000'),
        markTicks: MARK,
        valuePerLotTick: VALUE_PER_LOT_TICK,
      });
    expect(size('5050')).toMatchObject({ proportional: 50, lots: 50 });
    expect(size('2025')).toMatchObject({ proportional: 20, lots: 20 });
    expect(size('333')).toMatchObject({ proportional: 3, lots: 3 });
    expect(size('99.99')).toMatchObject({ proportional: 0, lots: 0 });
    expect(size('0')).toMatchObject({ proportional: 0, lots: 0 });
  });

  it('never exceeds the per-trade cap at the mark', () => {
    const sized = openingLots({
      leaderLots: 100,
      leaderEquity: usdt('10000'),
      followerEquity: usdt('10000'),
      tradeCap: usdt('500'),
      markTicks: MARK,
      valuePerLotTick: VALUE_PER_LOT_TICK,
    });
    // 500 / 97 = 5.15… lots
    expect(sized).toEqual({ proportional: 100, capLots: 5, lots: 5 });
  });

  it('closes the leader’s share of the follower’s position, everything on a full close', () => {
    expect(
      reducingLots({ close: false, leaderLots: 60, leaderSizeBefore: 150, followerSize: 75 }),
    ).toBe(30);
    expect(
      reducingLots({ close: false, leaderLots: 60, leaderSizeBefore: 150, followerSize: -4 }),
    ).toBe(1);
    expect(
      reducingLots({ close: true, leaderLots: 90, leaderSizeBefore: 90, followerSize: 45 }),
    ).toBe(45);
    expect(
      reducingLots({ close: false, leaderLots: 1, leaderSizeBefore: 150, followerSize: 3 }),
    ).toBe(0);
  });
});

describe('a lead trader’s figures', () => {
  it('measures the largest fall from a peak of the equity curve', () => {
    expect(maxDrawdown(usdt('1000'), [usdt('100'), usdt('-220'), usdt('50')])).toBe('0.2');
    expect(maxDrawdown(usdt('1000'), [usdt('10'), usdt('20')])).toBe('0');
    expect(maxDrawdown(0n, [usdt('-5')])).toBe('0');
  });

  it('keeps fractions to six decimals, toward zero', () => {
    expect(fraction(1n, 3n)).toBe('0.333333');
    expect(fraction(-1n, 3n)).toBe('-0.333333');
  });
});
