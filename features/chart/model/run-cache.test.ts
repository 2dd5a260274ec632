import { describe, expect, it } from 'vitest';
import type { Candle } from './candle';
import { createRunCache } from './run-cache';
import { createChartPointsBuilder, toChartPoints } from './series-points';
import { fromCloses } from './test-candles';

interface CountingRun {
  seen: () => string[];
  push: (candle: Candle) => void;
  fork: () => CountingRun;
}

/** A run that lists the closes it was fed, and counts every push (forks share the count). */
function countingRun(seen: string[] = [], pushes = { count: 0 }): CountingRun {
  return {
    seen: () => seen,
    push: (c: Candle) => {
      pushes.count += 1;
      seen.push(c.close);
    },
    fork: () => countingRun([...seen], pushes),
  };
}

describe('createRunCache', () => {
  it('resumes before the last candle on a live message, starts over on another key or history', () => {
    const runs = createRunCache<CountingRun>();
    const pushes = { count: 0 };
    const start = () => countingRun([], pushes);
    const candles = fromCloses([1, 2, 3, 4]);
    expect(runs('a', candles, start).seen()).toEqual(['1', '2', '3', '4']);
    expect(pushes.count).toBe(4);

    // The live candle moves: one push.
    const moved = [...candles.slice(0, 3), { ...candles[3], close: '5' } as Candle];
    expect(runs('a', moved, start).seen()).toEqual(['1', '2', '3', '5']);
    expect(pushes.count).toBe(5);

    // A new candle: the last one again and the new one.
    const added = [...moved, ...fromCloses([0, 0, 0, 0, 6]).slice(4)];
    expect(runs('a', added, start).seen()).toEqual(['1', '2', '3', '5', '6']);
    expect(pushes.count).toBe(7);

    // Older candles in front or another box: from the start.
    expect(runs('a', [...fromCloses([0]), ...added], start).seen()).toHaveLength(6);
    expect(pushes.count).toBe(13);
    expect(runs('b', added, start).seen()).toHaveLength(5);
    expect(pushes.count).toBe(18);
  });
});

describe('Renko and Point & Figure from the builder', () => {
  it('agree with a whole recompute through live ticks, new candles, older pages and new settings', () => {
    const builder = createChartPointsBuilder();
    // A walk around 100 with 0.5-steps (box 0.5 at 0.5 % of 100, tick 0.5).
    let price = 100;
    const walk = (n: number, seed: number) =>
      Array.from({ length: n }, (_, i) => {
        price += ((i * 7 + seed) % 11) / 2 - 2.5;
        return price.toFixed(1);
      });
    let candles = fromCloses(walk(200, 3));
    const check = (bricks = { boxPercent: '0.5', reversal: 3 } as const) => {
      for (const type of ['renko', 'pointAndFigure'] as const)
        expect(builder.chartPoints(type, candles, '0.5', bricks)).toEqual(
          toChartPoints(type, candles, '0.5', bricks),
        );
    };
    check();
    for (let tick = 0; tick < 30; tick += 1) {
      const last = candles.at(-1) as Candle;
      const close = (Number(last.close) + ((tick * 5) % 7) - 3).toFixed(1);
      candles =
        tick % 4 === 3
          ? [...candles, { ...last, time: last.time + 60_000, close }]
          : [...candles.slice(0, -1), { ...last, close }];
      check();
    }
    candles = [
      ...fromCloses(walk(50, 1)).map((c) => ({ ...c, time: c.time - 10 ** 8 })),
      ...candles,
    ];
    check();
    check({ boxPercent: '1', reversal: 2 } as never);
  });
});
