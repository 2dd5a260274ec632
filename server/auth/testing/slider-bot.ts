import type { TracePoint } from '../slider';

/**
 * A script that answers the slider without looking at the picture: it guesses x and sends the
 * kind of trace a bot draws to look human — a smooth curve from 0 to x over 300–1500 ms, one
 * sample a frame, with a little noise on every sample and on the clock. Seeded, so a measure of
 * how often it passes is the same on every run.
 */

/** mulberry32: small, seedable, good enough to draw guesses and noise. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/** The easing curves slider-solving scripts use to look like a hand. */
const BOT_EASINGS: ((p: number) => number)[] = [
  (p) => 1 - (1 - p) ** 2,
  easeOutCubic,
  (p) => 1 - (1 - p) ** 4,
  (p) => (1 - Math.cos(Math.PI * p)) / 2,
  (p) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2),
  (p) => 10 * p ** 3 - 15 * p ** 4 + 6 * p ** 5, // minimum jerk
];

export interface BotDrag {
  trace: TracePoint[];
  /** How long the drag took: the script waits that long after loading the puzzle. */
  durationMs: number;
}

/** A smooth drag with noise from 0 to `x`, its shape, length, frame rate and noise drawn from `random`. */
export function botDrag(random: () => number, x: number, start = 1000): BotDrag {
  const ease = BOT_EASINGS[Math.floor(random() * BOT_EASINGS.length)] ?? easeOutCubic;
  const durationMs = 300 + random() * 1200;
  const frameMs = 10 + random() * 10;
  const noisePx = 0.5 + random() * 1.5;
  const pauseMs = random() < 0.5 ? random() * 150 : 0;
  const trace: TracePoint[] = [{ x: 0, t: start }];
  const moving = durationMs - pauseMs;
  for (let t = pauseMs + frameMs; t < durationMs - 2; t += frameMs + (random() * 2 - 1) * 2) {
    const p = (t - pauseMs) / moving;
    const noisy = x * ease(p) + (random() * 2 - 1) * noisePx;
    trace.push({ x: Math.round(noisy * 10) / 10, t: start + t });
  }
  trace.push({ x, t: start + durationMs });
  return { trace, durationMs };
}
