/**
 * Blind guessing at the slider through the real SliderService: each try loads a puzzle (random
 * gap, pictures drawn), guesses x without looking at them and answers with a bot's drag — a smooth
 * curve with noise from 0 to x over 300–1500 ms (server/auth/testing/slider-bot.ts). Two guesses:
 * anywhere the gap is drawn (the best a blind guess does), anywhere the handle reaches.
 * Usage: npx tsx bench/slider-blind-guess.ts [tries=2000]
 *   (last line: RESULT tries=… gap_range_pass=… track_pass=…; ~80 s for 2 000: drawing the pictures)
 */
import { RateLimiter } from '../server/auth/rate-limiter';
import { SLIDER, SliderService } from '../server/auth/slider';
import { botDrag, seededRandom } from '../server/auth/testing/slider-bot';

const tries = Number(process.argv[2] ?? 2000);
const address = '198.51.100.7';
const clock = { now: 1_000_000 };
const now = () => clock.now;
const slider = new SliderService(now, new RateLimiter(now, 1_000_000), {});
const random = seededRandom(7);
const guesses = {
  gapRange: () => SLIDER.gapMin + Math.floor(random() * (SLIDER.gapMax - SLIDER.gapMin + 1)),
  track: () => Math.round(random() * (SLIDER.width - SLIDER.piece)),
};
const passes = { gapRange: 0, track: 0 };

for (let i = 0; i < tries; i++) {
  for (const strategy of ['gapRange', 'track'] as const) {
    const puzzle = await slider.create(address);
    const x = guesses[strategy]();
    const { trace, durationMs } = botDrag(random, x);
    clock.now += durationMs + 100;
    try {
      slider.verify(puzzle.challengeId, address, x, trace);
      passes[strategy] += 1;
    } catch {
      // a miss: the script loads the next puzzle
    }
  }
}

const percent = (n: number) => `${((100 * n) / tries).toFixed(2)}%`;
console.log(
  `gap range guesses: ${passes.gapRange} / ${tries} passed (${percent(passes.gapRange)})`,
);
console.log(`whole-track guesses: ${passes.track} / ${tries} passed (${percent(passes.track)})`);
console.log(
  `RESULT tries=${tries} gap_range_pass=${passes.gapRange / tries} track_pass=${passes.track / tries}`,
);
