import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INDICATOR_SETTINGS,
  INDICATOR_IDS,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import type { Candle } from '../candle';
import { planIndicator } from './plan';
import {
  computeAll,
  createIndicatorRunner,
  toIndicatorBar,
  type IndicatorBar,
  type Stepper,
} from './stepper';
import { random, randomCandle } from './test-bars';

// Straightforward whole-series references, written from the definitions with arrays.
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function refSma(xs: readonly number[], n: number): (number | undefined)[] {
  return xs.map((_, i) => (i < n - 1 ? undefined : mean(xs.slice(i - n + 1, i + 1))));
}

function refEma(xs: readonly (number | undefined)[], n: number): (number | undefined)[] {
  const start = xs.findIndex((x) => x !== undefined);
  const out: (number | undefined)[] = xs.map(() => undefined);
  if (start < 0 || start + n > xs.length) return out;
  let value = mean(xs.slice(start, start + n) as number[]);
  out[start + n - 1] = value;
  for (let i = start + n; i < xs.length; i += 1) {
    value = value + (2 / (n + 1)) * ((xs[i] as number) - value);
    out[i] = value;
  }
  return out;
}

function refRsi(xs: readonly number[], n: number): (number | undefined)[] {
  const gains = xs.map((x, i) => (i === 0 ? 0 : Math.max(x - (xs[i - 1] as number), 0)));
  const losses = xs.map((x, i) => (i === 0 ? 0 : Math.max((xs[i - 1] as number) - x, 0)));
  const out: (number | undefined)[] = xs.map(() => undefined);
  if (xs.length <= n) return out;
  let gain = mean(gains.slice(1, n + 1));
  let loss = mean(losses.slice(1, n + 1));
  for (let i = n; i < xs.length; i += 1) {
    if (i > n) {
      gain = (gain * (n - 1) + (gains[i] as number)) / n;
      loss = (loss * (n - 1) + (losses[i] as number)) / n;
    }
    out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

function refBoll(xs: readonly number[], n: number, k: number) {
  return xs.map((_, i) => {
    if (i < n - 1) return [undefined, undefined, undefined];
    const w = xs.slice(i - n + 1, i + 1);
    const m = mean(w);
    const sd = Math.sqrt(mean(w.map((x) => (x - m) ** 2)));
    return [m, m + k * sd, m - k * sd];
  });
}

function refMacd(xs: readonly number[], fast: number, slow: number, signal: number) {
  const f = refEma(xs, fast);
  const s = refEma(xs, slow);
  const dif = xs.map((_, i) =>
    f[i] === undefined || s[i] === undefined ? undefined : (f[i] as number) - (s[i] as number),
  );
  const dea = refEma(dif, signal);
  return xs.map((_, i) => [
    dif[i],
    dea[i],
    dif[i] === undefined || dea[i] === undefined
      ? undefined
      : (dif[i] as number) - (dea[i] as number),
  ]);
}

function refKdj(bars: readonly IndicatorBar[], n: number, m1: number, m2: number) {
  let k = 50;
  let d = 50;
  return bars.map((bar, i) => {
    if (i < n - 1) return [undefined, undefined, undefined];
    const w = bars.slice(i - n + 1, i + 1);
    const hi = Math.max(...w.map((b) => b.high));
    const lo = Math.min(...w.map((b) => b.low));
    const rsv = hi === lo ? 50 : ((bar.close - lo) / (hi - lo)) * 100;
    k = ((m1 - 1) * k + rsv) / m1;
    d = ((m2 - 1) * d + k) / m2;
    return [k, d, 3 * k - 2 * d];
  });
}

function refObv(bars: readonly IndicatorBar[]) {
  let total = 0;
  return bars.map((bar, i) => {
    const before = bars[i - 1];
    if (before && bar.close > before.close) total += bar.volume;
    if (before && bar.close < before.close) total -= bar.volume;
    return [total];
  });
}

const allOn: IndicatorSettings = Object.fromEntries(
  INDICATOR_IDS.map((id) => {
    const setting = DEFAULT_INDICATOR_SETTINGS[id];
    return [
      id,
      'lines' in setting
        ? { ...setting, on: true, lines: setting.lines.map((line) => ({ ...line, on: true })) }
        : { ...setting, on: true },
    ];
  }),
) as unknown as IndicatorSettings;

function walk(seed: number, count: number): Candle[] {
  const next = random(seed);
  const candles: Candle[] = [];
  let close = 97_000;
  for (let i = 0; i < count; i += 1) {
    const candle = randomCandle(next, i * 60_000, close);
    candles.push(candle);
    close = Number(candle.close);
  }
  return candles;
}

type Outputs = readonly (readonly (number | undefined)[])[];

/** The first place where two runs part (`exact`: same digits; else within 1e-9 relative). */
function firstDifference(actual: Outputs, expected: Outputs, exact = false): string | null {
  if (actual.length !== expected.length) return `${actual.length} bars, not ${expected.length}`;
  for (let i = 0; i < expected.length; i += 1) {
    const want = expected[i] ?? [];
    const got = actual[i] ?? [];
    for (let j = 0; j < Math.max(want.length, got.length); j += 1) {
      const a = got[j];
      const b = want[j];
      const same =
        a === b ||
        (!exact &&
          a !== undefined &&
          b !== undefined &&
          Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));
      if (!same) return `bar ${i} line ${j}: ${a} against ${b}`;
    }
  }
  return null;
}

function expectClose(actual: Outputs, expected: Outputs) {
  expect(firstDifference(actual, expected)).toBeNull();
}

describe('indicators against whole-series references', () => {
  const candles = walk(7, 400);
  const bars = candles.map(toIndicatorBar);
  const closes = bars.map((b) => b.close);
  const volumes = bars.map((b) => b.volume);
  const run = (id: (typeof INDICATOR_IDS)[number]) => {
    const plan = planIndicator(id, allOn);
    if (!plan) throw new Error(`${id} has no plan`);
    return computeAll(plan.stepper, bars);
  };
  const columns = (...series: (number | undefined)[][]) =>
    closes.map((_, i) => series.map((s) => s[i]));

  it('MA, EMA and VOL MA at 7/25/99 and 5/10', () => {
    expectClose(run('ma'), columns(refSma(closes, 7), refSma(closes, 25), refSma(closes, 99)));
    expectClose(run('ema'), columns(refEma(closes, 7), refEma(closes, 25), refEma(closes, 99)));
    expectClose(run('vol'), columns(refSma(volumes, 5), refSma(volumes, 10)));
  });

  it('RSI 6/12/24, BOLL 20,2, MACD 12/26/9, KDJ 9/3/3 and OBV', () => {
    expectClose(run('rsi'), columns(refRsi(closes, 6), refRsi(closes, 12), refRsi(closes, 24)));
    expectClose(run('boll'), refBoll(closes, 20, 2));
    expectClose(run('macd'), refMacd(closes, 12, 26, 9));
    expectClose(run('kdj'), refKdj(bars, 9, 3, 3));
    expectClose(run('obv'), refObv(bars));
  });
});

function counting<S>(stepper: Stepper<S>): { stepper: Stepper<S>; steps: () => number } {
  let steps = 0;
  return {
    stepper: {
      initial: stepper.initial,
      step: (previous, bar) => {
        steps += 1;
        return stepper.step(previous, bar);
      },
      output: (state) => stepper.output(state),
    },
    steps: () => steps,
  };
}

describe('incremental runner', () => {
  it('agrees with a whole recompute after random live ticks, new bars and older pages', () => {
    const next = random(42);
    const history = walk(3, 600);
    for (const id of INDICATOR_IDS) {
      const plan = planIndicator(id, allOn);
      if (!plan) throw new Error(`${id} has no plan`);
      const runner = createIndicatorRunner(plan.stepper);
      let candles = history.slice(300, 400);
      let older = 300;
      let time = 400;
      for (let round = 0; round < 60; round += 1) {
        const roll = next();
        const last = candles.at(-1) as Candle;
        if (roll < 0.7) {
          // A live tick: the open candle replaced by a new object with another close.
          const tick = randomCandle(next, last.time, Number(last.open));
          candles = [...candles.slice(0, -1), tick];
        } else if (roll < 0.95) {
          candles = [...candles, randomCandle(next, (time += 1) * 60_000, Number(last.close))];
        } else if (older > 0) {
          older -= 50;
          candles = [...history.slice(older, older + 50), ...candles];
        }
        const { outputs } = runner(candles);
        const whole = computeAll(plan.stepper, candles.map(toIndicatorBar));
        expect(firstDifference(outputs, whole, true), `${id} round ${round}`).toBeNull();
      }
    }
  });

  it('steps only the live bar on a tick and only the new bar on a new period', () => {
    const plan = planIndicator('macd', allOn);
    if (!plan) throw new Error('no plan');
    const { stepper, steps } = counting(plan.stepper);
    const runner = createIndicatorRunner(stepper);
    const candles = walk(11, 500);
    runner(candles);
    expect(steps()).toBe(500);

    const ticked = [...candles.slice(0, -1), { ...(candles.at(-1) as Candle), close: '1.0' }];
    const tick = runner(ticked);
    expect(steps()).toBe(501);
    expect(tick.from).toBe(499);

    const appended = [...ticked, { ...(candles.at(-1) as Candle), time: 999_000_000 }];
    const append = runner(appended);
    expect(steps()).toBe(502);
    expect(append.from).toBe(500);
    expect(append.outputs).toHaveLength(501);

    // Nothing new (a theme change redraws): nothing is stepped.
    expect(runner(appended).from).toBe(501);
    expect(steps()).toBe(502);

    // Another contract: everything again.
    expect(runner(candles.slice(0, 10)).from).toBe(0);
    expect(steps()).toBe(512);
  });
});
