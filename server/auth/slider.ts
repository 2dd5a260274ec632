import { createHmac, randomInt } from 'node:crypto';
import type { WireSliderPuzzle } from '../../lib/contract/wire/user';
import { newToken } from './crypto-util';
import { AuthCode, AuthError } from './errors';
import type { RateLimiter } from './rate-limiter';
import { backgroundPicture, piecePicture, PICTURE } from './slider-picture';

/**
 * Slider challenge demanded after repeated failures or bursts from one address. The server picks
 * the gap position and draws it into a raster picture; the answer carries no number that tells it
 * (the piece's height is given, its x is not). The client drags the piece there and sends the drag
 * trace. Accepted when the end position is within tolerance and the trace looks like a hand (see
 * `traceProblem`). One attempt per challenge; a pass yields a single-use pass token.
 *
 * A script that does not read the picture lands within ±3 px of the gap by chance 7 times in 211
 * (3.3 %), whatever it does; the trace checks turn away most of the curves such scripts draw.
 */
export const SLIDER = {
  ...PICTURE,
  /** ±3 px: the piece's bevelled outline shows a 1–2 px misfit to the eye; ±6 let 1 blind guess in 13 hit. */
  tolerance: 3,
  /**
   * The gap's left edge lies anywhere in [gapMin, gapMax]: from just right of the piece's starting
   * place (its outline ends at 42 px) to the right edge, the whole width the handle can reach.
   */
  gapMin: PICTURE.piece + 2,
  gapMax: PICTURE.width - PICTURE.piece,
} as const;
const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 5 * 60_000;
const GAP_POSITIONS = SLIDER.gapMax - SLIDER.gapMin + 1;

interface Challenge {
  x: number;
  issuedAt: number;
  expiresAt: number;
  address: string;
}

export interface TracePoint {
  x: number;
  t: number;
}

export interface SliderOptions {
  /**
   * Test seam (`SLIDER_TEST_SECRET`): the gap of a challenge is derived from the secret and the
   * challenge id, so an end-to-end test that holds the secret can drag the real slider. Never
   * served over HTTP; the server refuses to start with it unless codes go to the development outbox.
   */
  testSecret?: string | undefined;
}

/** Where the gap of `challengeId` is when the server runs with `SLIDER_TEST_SECRET=secret`. */
export function sliderTestGap(secret: string, challengeId: string): number {
  const digest = createHmac('sha256', secret).update(challengeId).digest();
  return SLIDER.gapMin + (digest.readUInt32BE(0) % GAP_POSITIONS);
}

export class SliderService {
  private readonly challenges = new Map<string, Challenge>();
  private readonly passes = new Map<string, { address: string; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly limiter: RateLimiter,
    private readonly options: SliderOptions = {},
  ) {}

  async create(address: string): Promise<WireSliderPuzzle> {
    // Drawing costs a few milliseconds of CPU: an address may not ask for puzzles in a loop.
    await this.limiter.consume(`slider:addr:${address}`, 30, 60_000);
    this.sweep();
    const challengeId = newToken();
    const x = this.options.testSecret
      ? sliderTestGap(this.options.testSecret, challengeId)
      : randomInt(SLIDER.gapMin, SLIDER.gapMax + 1);
    const y = randomInt(8, SLIDER.height - SLIDER.piece - 8);
    const now = this.now();
    this.challenges.set(challengeId, {
      x,
      issuedAt: now,
      expiresAt: now + CHALLENGE_TTL_MS,
      address,
    });
    return {
      challengeId,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
      pieceY: y,
      background: backgroundPicture(x, y),
      piece: piecePicture(),
    };
  }

  /** One attempt per challenge: a miss needs a new puzzle, so guessing costs a round trip each. */
  verify(challengeId: string, address: string, x: number, trace: TracePoint[]): string {
    const challenge = this.challenges.get(challengeId);
    this.challenges.delete(challengeId);
    const now = this.now();
    if (!challenge || challenge.expiresAt <= now || challenge.address !== address) {
      throw new AuthError(AuthCode.sliderFailed, 'slider challenge expired, load a new one');
    }
    if (answerProblem(challenge.x, x, trace, now - challenge.issuedAt) !== undefined) {
      throw new AuthError(AuthCode.sliderFailed, 'slider verification failed');
    }
    const pass = newToken();
    this.passes.set(pass, { address, expiresAt: now + PASS_TTL_MS });
    return pass;
  }

  /** Uses up a pass token issued to this address. */
  redeem(pass: string | undefined, address: string): boolean {
    if (!pass) return false;
    const found = this.passes.get(pass);
    this.passes.delete(pass);
    return !!found && found.address === address && found.expiresAt > this.now();
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, c] of this.challenges) if (c.expiresAt <= now) this.challenges.delete(id);
    for (const [id, p] of this.passes) if (p.expiresAt <= now) this.passes.delete(id);
  }
}

/** Why an answer to a puzzle whose gap is at `gapX` fails, or undefined when it passes. */
export function answerProblem(
  gapX: number,
  x: number,
  trace: TracePoint[],
  elapsedMs: number,
): string | undefined {
  if (Math.abs(x - gapX) > SLIDER.tolerance) return 'not at the gap';
  return traceProblem(trace, x, elapsedMs);
}

/** How long before the release the piece must have come to rest, and how still it must be. */
const SETTLE_MS = 100;
const SETTLE_PX = 4;
/** Back-and-forth smaller than this is the pointer's own noise (touch, fractional pixels). */
const TURN_PX = 0.5;

/**
 * Why a drag trace does not look like a hand on a slider, or undefined when it does. A person's
 * drag is a stream of pointer moves (one a frame) over a few hundred milliseconds to seconds,
 * starting at the left, with time moving forward; it speeds up and slows down, so it strays from
 * the straight line between its ends and its speed varies. `elapsedMs` is the server's own time
 * since the puzzle was issued: a trace cannot have lasted longer than that.
 *
 * A hand that lands within the tolerance also: takes at least the time aiming that precisely
 * takes (Fitts's law), has all but stopped when it lets go (moving at speed, it would overshoot
 * before the release), and turns back only a few times (an overshoot, a correction). Scripts that
 * add noise to every sample of a smooth curve turn back at every other frame where it is slow.
 */
export function traceProblem(
  trace: TracePoint[],
  endX: number,
  elapsedMs: number,
): string | undefined {
  if (trace.length < 8 || trace.length > 1000) return 'too few or too many samples';
  const first = trace[0];
  const last = trace[trace.length - 1];
  if (!first || !last) return 'empty';
  const duration = last.t - first.t;
  if (duration < 150 || duration > 60_000) return 'implausible duration';
  // Pointer timestamps are coarse: allow a frame or two of difference between the clocks.
  if (elapsedMs < 300 || duration > elapsedMs + 50) return 'faster than the puzzle was shown';
  if (first.x > 10 || Math.abs(last.x - endX) > 2) return 'does not start at the left or end at x';
  let distinctTimes = 1;
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i++) {
    const a = trace[i - 1];
    const b = trace[i];
    if (!a || !b || b.t < a.t) return 'time runs backwards';
    if (b.x < -10 || b.x > SLIDER.width) return 'outside the slider';
    if (b.t > a.t) {
      distinctTimes += 1;
      speeds.push((b.x - a.x) / (b.t - a.t));
    }
  }
  if (distinctTimes < 6) return 'all at once';
  const distance = last.x - first.x;
  let straying = 0;
  for (const point of trace) {
    const onLine = first.x + (distance * (point.t - first.t)) / duration;
    straying = Math.max(straying, Math.abs(point.x - onLine));
  }
  if (straying < Math.max(2, Math.abs(distance) * 0.04)) return 'a straight line in time';
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  const deviation = Math.sqrt(speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length);
  if (deviation < Math.abs(mean) * 0.1 + 1e-3) return 'constant speed';
  if (duration < aimingMs(Math.abs(distance))) return 'faster than a hand can aim';
  if (spanBeforeRelease(trace) > Math.max(SETTLE_PX, Math.abs(distance) * 0.02))
    return 'still moving when let go';
  if (turnsBack(trace) > 3 + Math.floor(duration / 500)) return 'trembles back and forth';
  return undefined;
}

/**
 * The least time a hand takes to bring the piece `distance` px within the tolerance: Fitts's law,
 * a + b·log2(2D/W), with a = 150 ms and b = 50 ms a bit, well under the fastest people measured
 * with a mouse (b ≈ 100 ms a bit): 460 ms for the whole width, 340 ms for the shortest drag.
 */
function aimingMs(distance: number): number {
  const width = 2 * SLIDER.tolerance + 1;
  return 150 + 50 * Math.log2(Math.max(2, (2 * distance) / width));
}

/** How far the piece moved in the last SETTLE_MS before the release (from where it was then). */
function spanBeforeRelease(trace: TracePoint[]): number {
  const release = trace[trace.length - 1]?.t ?? 0;
  let low = Infinity;
  let high = -Infinity;
  for (let i = trace.length - 1; i >= 0; i--) {
    const point = trace[i];
    if (!point) break;
    low = Math.min(low, point.x);
    high = Math.max(high, point.x);
    if (point.t <= release - SETTLE_MS) break; // where the piece was when the window opened
  }
  return high - low;
}

/** How often the drag turns back by at least TURN_PX from the farthest point of its current run. */
function turnsBack(trace: TracePoint[]): number {
  let direction = 1; // it starts at the left, so its first run goes right
  let extreme = trace[0]?.x ?? 0;
  let turns = 0;
  for (const { x } of trace) {
    if ((x - extreme) * direction > 0) extreme = x;
    else if (Math.abs(x - extreme) >= TURN_PX) {
      turns += 1;
      direction = -direction;
      extreme = x;
    }
  }
  return turns;
}
