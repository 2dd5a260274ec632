import { createHmac, randomInt } from 'node:crypto';
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
 */
export const SLIDER = { ...PICTURE, tolerance: 6 } as const;
const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 5 * 60_000;
/** The gap's left edge lies in [GAP_MIN, GAP_MAX): never under the piece's starting place. */
const GAP_MIN = SLIDER.piece + 40;
const GAP_MAX = SLIDER.width - SLIDER.piece - 4;

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
  return GAP_MIN + (digest.readUInt32BE(0) % (GAP_MAX - GAP_MIN));
}

export class SliderService {
  private readonly challenges = new Map<string, Challenge>();
  private readonly passes = new Map<string, { address: string; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly limiter: RateLimiter,
    private readonly options: SliderOptions = {},
  ) {}

  async create(address: string) {
    // Drawing costs a few milliseconds of CPU: an address may not ask for puzzles in a loop.
    await this.limiter.consume(`slider:addr:${address}`, 30, 60_000);
    this.sweep();
    const challengeId = newToken();
    const x = this.options.testSecret
      ? sliderTestGap(this.options.testSecret, challengeId)
      : randomInt(GAP_MIN, GAP_MAX);
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
    if (
      Math.abs(x - challenge.x) > SLIDER.tolerance ||
      traceProblem(trace, x, now - challenge.issuedAt) !== undefined
    ) {
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

/**
 * Why a drag trace does not look like a hand on a slider, or undefined when it does. A person's
 * drag is a stream of pointer moves (one a frame) over a few hundred milliseconds to seconds,
 * starting at the left, with time moving forward; it speeds up and slows down, so it strays from
 * the straight line between its ends and its speed varies. `elapsedMs` is the server's own time
 * since the puzzle was issued: a trace cannot have lasted longer than that.
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
  return undefined;
}
