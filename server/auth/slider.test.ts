import { inflateSync } from 'node:zlib';
import { humanTrace } from '../../tests/api/auth-client';
import { RateLimiter } from './rate-limiter';
import { SLIDER, SliderService, sliderTestGap, traceProblem, type TracePoint } from './slider';

const SECRET = 'unit-test-slider-secret-0123456789';

/** An independent reader of the PNGs served (all five row filters), for what a script could see. */
function decodePng(dataUrl: string): { width: number; height: number; rgba: Uint8Array } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const file = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= 4 ? (rgba[y * stride + i - 4] ?? 0) : 0;
      const b = y > 0 ? (rgba[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= 4 && y > 0 ? (rgba[(y - 1) * stride + i - 4] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter ?? 0] ?? 0;
      rgba[y * stride + i] = (value + predictor) & 255;
    }
  }
  return { width, height, rgba };
}

function setUp(testSecret: string | undefined = SECRET) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const slider = new SliderService(now, new RateLimiter(now, 1000), { testSecret });
  return { clock, slider };
}

const ADDRESS = '198.51.100.7';

describe('slider puzzle', () => {
  it('serves raster pictures and no number that tells where the gap is', async () => {
    const { slider } = setUp();
    const puzzle = await slider.create(ADDRESS);
    expect(Object.keys(puzzle).sort()).toEqual(
      ['background', 'challengeId', 'height', 'piece', 'pieceSize', 'pieceY', 'width'].sort(),
    );
    const background = decodePng(puzzle.background);
    expect([background.width, background.height]).toEqual([SLIDER.width, SLIDER.height]);
    const piece = decodePng(puzzle.piece);
    expect([piece.width, piece.height]).toEqual([SLIDER.piece, SLIDER.piece]);
    // A PNG, not a vector picture whose markup would give the gap away. (Asserting that the
    // base64 text lacks "svg" failed about one run in ten: random base64 contains it by chance.)
    expect(puzzle.background).toMatch(/^data:image\/png;base64,/);
    expect(puzzle.piece).toMatch(/^data:image\/png;base64,/);
  });

  it('draws the gap where the answer is: darker than the picture around it', async () => {
    const { slider } = setUp();
    const puzzle = await slider.create(ADDRESS);
    const x = sliderTestGap(SECRET, puzzle.challengeId);
    const { rgba, width } = decodePng(puzzle.background);
    const brightness = (px: number, py: number) => {
      const at = (py * width + px) * 4;
      return (rgba[at] ?? 0) + (rgba[at + 1] ?? 0) + (rgba[at + 2] ?? 0);
    };
    let inside = 0;
    for (let py = 20; py < 34; py++)
      for (let px = 10; px < 28; px++) inside += brightness(x + px, puzzle.pieceY + py);
    let whole = 0;
    for (let py = 0; py < SLIDER.height; py++)
      for (let px = 0; px < SLIDER.width; px++) whole += brightness(px, py);
    expect(inside / (14 * 18)).toBeLessThan((whole / (SLIDER.width * SLIDER.height)) * 0.7);
  });

  it('draws the same piece whatever the gap: the piece does not tell x', async () => {
    const { slider } = setUp();
    const shapes = new Set<string>();
    const gaps = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const puzzle = await slider.create(ADDRESS);
      gaps.add(sliderTestGap(SECRET, puzzle.challengeId));
      const { rgba } = decodePng(puzzle.piece);
      shapes.add(Array.from({ length: rgba.length / 4 }, (_, p) => rgba[p * 4 + 3]).join(','));
    }
    expect(gaps.size).toBeGreaterThan(1);
    expect(shapes.size).toBe(1);
  });

  it('lets a script that reads the answer pass no more often than chance', async () => {
    const { clock, slider } = setUp();
    const rounds = 100;
    const passes = { markup: 0, numbers: 0, fixed: 0, human: 0 };
    const middle = Math.round((SLIDER.gapMin + SLIDER.gapMax) / 2);
    const attempt = async (pick: (puzzle: Record<string, unknown>, text: string) => number) => {
      const puzzle = await slider.create(ADDRESS);
      const image = Buffer.from(puzzle.background.split(',')[1] ?? '', 'base64');
      const text = `${JSON.stringify(puzzle)}\n${image.toString('latin1')}`;
      const x = pick(puzzle, text);
      clock.now += 700;
      try {
        slider.verify(puzzle.challengeId, ADDRESS, x, humanTrace(x));
        return 1;
      } catch {
        return 0;
      }
    };
    for (let i = 0; i < rounds; i++) {
      // The old picture named the gap in its markup (<rect x="…" width="44">).
      passes.markup += await attempt((_, text) => {
        const match = /x="(\d+)"[^>]*width="44"/.exec(text) ?? /"x"\s*:\s*(\d+)/.exec(text);
        return Number(match?.[1] ?? 0);
      });
      // The most frequent number in range anywhere in the answer or the picture's bytes.
      passes.numbers += await attempt((_, text) => {
        const counts = new Map<number, number>();
        for (const found of text.matchAll(/\d{2,3}/g)) {
          const n = Number(found[0]);
          if (n >= SLIDER.gapMin && n <= SLIDER.gapMax) counts.set(n, (counts.get(n) ?? 0) + 1);
        }
        return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? middle;
      });
      passes.fixed += await attempt(() => middle);
      passes.human += await attempt((puzzle) => sliderTestGap(SECRET, String(puzzle.challengeId)));
    }
    // Chance: 7 positions out of 211 (≈ 3.3 %); 15 % leaves room for luck and none for a method.
    expect(passes.markup).toBeLessThanOrEqual(rounds * 0.15);
    expect(passes.numbers).toBeLessThanOrEqual(rounds * 0.15);
    expect(passes.fixed).toBeLessThanOrEqual(rounds * 0.15);
    expect(passes.human).toBe(rounds);
  });

  it('uses a challenge once: a second answer, even the right one, fails', async () => {
    const { clock, slider } = setUp();
    const puzzle = await slider.create(ADDRESS);
    const x = sliderTestGap(SECRET, puzzle.challengeId);
    clock.now += 700;
    expect(() => slider.verify(puzzle.challengeId, ADDRESS, x + 30, humanTrace(x + 30))).toThrow(
      'slider verification failed',
    );
    expect(() => slider.verify(puzzle.challengeId, ADDRESS, x, humanTrace(x))).toThrow('expired');
  });

  it('issues a pass that works once and only for the address that solved the puzzle', async () => {
    const { clock, slider } = setUp();
    const solve = async () => {
      const puzzle = await slider.create(ADDRESS);
      const x = sliderTestGap(SECRET, puzzle.challengeId);
      clock.now += 700;
      return slider.verify(puzzle.challengeId, ADDRESS, x, humanTrace(x));
    };
    const pass = await solve();
    expect(slider.redeem(pass, ADDRESS)).toBe(true);
    expect(slider.redeem(pass, ADDRESS)).toBe(false);
    expect(slider.redeem(await solve(), '203.0.113.1')).toBe(false);
  });

  it('refuses an answer sooner after the puzzle than the drag it claims took', async () => {
    const { clock, slider } = setUp();
    const puzzle = await slider.create(ADDRESS);
    const x = sliderTestGap(SECRET, puzzle.challengeId);
    clock.now += 200;
    expect(() => slider.verify(puzzle.challengeId, ADDRESS, x, humanTrace(x))).toThrow(
      'slider verification failed',
    );
  });

  it('draws a different gap for each puzzle without the test secret', async () => {
    const { slider } = setUp(undefined);
    const pictures = new Set<string>();
    for (let i = 0; i < 3; i++) pictures.add((await slider.create(ADDRESS)).background);
    expect(pictures.size).toBe(3);
  });

  it('limits how many puzzles one address may ask for in a minute', async () => {
    const now = () => 5_000_000;
    const slider = new SliderService(now, new RateLimiter(now), {});
    for (let i = 0; i < 30; i++) await slider.create(ADDRESS);
    await expect(slider.create(ADDRESS)).rejects.toMatchObject({ code: 429 });
    await expect(slider.create('198.51.100.8')).resolves.toBeDefined();
  });
});

describe('drag trace', () => {
  const elapsed = 5_000;
  const human = humanTrace(150);

  it('accepts a hand’s drag: a pause, then faster, then slower, ending at the release point', () => {
    expect(traceProblem(human, 150, elapsed)).toBeUndefined();
    // A slow, wavering drag with an overshoot is a hand too.
    const wavering: TracePoint[] = Array.from({ length: 60 }, (_, i) => ({
      x: Math.max(0, 160 * Math.sin((i / 59) * (Math.PI / 2)) - (i > 50 ? (i - 50) * 1.1 : 0)),
      t: i * 33,
    }));
    const end = wavering[wavering.length - 1]?.x ?? 0;
    expect(traceProblem(wavering, end, elapsed)).toBeUndefined();
  });

  it.each<[string, TracePoint[], number]>([
    ['a constant-speed scripted drag', linear(150, 20, 30), 150],
    [
      'a jump',
      [
        { x: 0, t: 0 },
        { x: 150, t: 500 },
      ],
      150,
    ],
    ['every sample at once', human.map((p) => ({ x: p.x, t: 1000 })), 150],
    ['a drag ten times too fast', human.map((p) => ({ ...p, t: p.t / 10 })), 150],
    ['a release away from the drag’s end', human, 170],
    ['a drag that does not start at the left', human.map((p) => ({ ...p, x: p.x + 40 })), 190],
    ['time running backwards', [...human].reverse(), 150],
    ['too few moves', human.filter((_, i) => i % 6 === 0 || i === human.length - 1), 150],
  ])('refuses %s', (_, trace, endX) => {
    expect(traceProblem(trace, endX, elapsed)).toBeDefined();
  });

  it('accepts a slow, hesitant drag that overshoots, comes back and nudges into place', () => {
    const x = 180;
    const path = [0, 0, 4, 15, 35, 62, 92, 120, 145, 165, 180, 191, 196, 197, 195, 190, 185, 181];
    const nudges = [180, 179, 179, 180, 181, 180, 180];
    const trace = [...path, ...nudges].map((at, i) => ({ x: at, t: 1000 + i * 70 }));
    expect(traceProblem(trace, x, elapsed)).toBeUndefined();
  });

  it('refuses a smooth curve with a little noise on every frame: a hand does not tremble so', () => {
    const noisy = human.map((p, i) => ({
      ...p,
      x: i === 0 || i === human.length - 1 ? p.x : p.x + (i % 2 ? 1 : -1),
    }));
    expect(traceProblem(noisy, 150, elapsed)).toBe('trembles back and forth');
  });

  it('refuses a drag still moving fast when it lets go: a hand that fast would miss', () => {
    const speedingUp = Array.from({ length: 40 }, (_, i) => ({
      x: 150 * (i / 39) ** 2,
      t: i * 16,
    }));
    expect(traceProblem(speedingUp, 150, elapsed)).toBe('still moving when let go');
  });

  it('refuses a drag across the picture quicker than a hand can aim it', () => {
    expect(traceProblem(humanTrace(250, 340), 250, elapsed)).toBe('faster than a hand can aim');
  });

  it('refuses a linear drag with jittered timing', () => {
    const jittered = linear(150, 30, 20).map((p, i) => ({ ...p, t: p.t + (i % 2) * 3 }));
    expect(traceProblem(jittered, 150, elapsed)).toBeDefined();
  });

  it('refuses a trace that lasted longer than the puzzle has been shown', () => {
    expect(traceProblem(humanTrace(150, 2000), 150, 1000)).toBeDefined();
  });
});

function linear(to: number, samples: number, stepMs: number): TracePoint[] {
  return Array.from({ length: samples }, (_, i) => ({
    x: (to / (samples - 1)) * i,
    t: i * stepMs,
  }));
}
