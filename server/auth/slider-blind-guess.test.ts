import { humanTrace } from '../../tests/api/auth-client';
import { answerProblem, SLIDER, type TracePoint } from './slider';
import { botDrag, seededRandom } from './testing/slider-bot';

/**
 * How often a script that never looks at the picture passes: it guesses x where gaps are drawn
 * (the best a blind guess can do) and drags there as bots do. Gaps and guesses come from fixed
 * seeds, so the counts are the same on every run. Measured through the real service (random gaps,
 * 2 000 tries) by `npx tsx bench/slider-blind-guess.ts`.
 */
const TRIES = 3000;

function blindTries(
  seed: number,
  drag: (random: () => number, x: number) => { trace: TracePoint[]; durationMs: number },
) {
  const random = seededRandom(seed);
  const positions = SLIDER.gapMax - SLIDER.gapMin + 1;
  let passes = 0;
  for (let i = 0; i < TRIES; i++) {
    const gap = SLIDER.gapMin + Math.floor(random() * positions);
    const x = SLIDER.gapMin + Math.floor(random() * positions);
    const { trace, durationMs } = drag(random, x);
    // The script sends its answer once its drag has taken its time after the puzzle came.
    if (answerProblem(gap, x, trace, durationMs + 200) === undefined) passes += 1;
  }
  return passes;
}

/** The e2e drag (tests/e2e/auth-helpers.ts, dragSliderToGap) as the page records it. */
function playwrightDrag(random: () => number, x: number, wholePixels: boolean) {
  const start = 1000;
  const trace: TracePoint[] = [{ x: 0, t: start }];
  let t = start + 120;
  for (let i = 1; i <= 30; i++) {
    const reached = x * (1 - (1 - i / 30) ** 3);
    t += 1 + random() * 4; // the move's round trip to the browser
    trace.push({ x: wholePixels ? Math.round(reached) : reached, t });
    t += 16;
  }
  trace.push({ x: trace[trace.length - 1]?.x ?? x, t: t + random() * 3 });
  return { trace, durationMs: t - start };
}

describe('blind guessing at the slider', () => {
  it('passes at most 1 try in 100 with a smooth, noisy drag to a guessed x', () => {
    const passes = blindTries(2026, botDrag);
    expect(passes / TRIES).toBeLessThanOrEqual(0.015);
  });

  it('passes no more often than the picture’s odds (7 in 211) with a clean hand-like drag', () => {
    const passes = blindTries(11, (random, x) => playwrightDrag(random, x, false));
    expect((2 * SLIDER.tolerance + 1) / (SLIDER.gapMax - SLIDER.gapMin + 1)).toBeLessThan(0.034);
    expect(passes / TRIES).toBeLessThanOrEqual(0.045);
  });

  it('lets the e2e mouse drag and the API tests’ drag into every gap position', () => {
    const random = seededRandom(5);
    for (let gap = SLIDER.gapMin; gap <= SLIDER.gapMax; gap++) {
      for (const wholePixels of [false, true]) {
        const { trace, durationMs } = playwrightDrag(random, gap, wholePixels);
        const x = trace[trace.length - 1]?.x ?? 0;
        expect(answerProblem(gap, x, trace, durationMs + 50)).toBeUndefined();
      }
      expect(answerProblem(gap, gap, humanTrace(gap), 700)).toBeUndefined();
    }
  });
});
