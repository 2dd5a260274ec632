import { randomInt } from 'node:crypto';
import { newToken } from './crypto-util';
import { AuthCode, AuthError } from './errors';

/**
 * Slider challenge demanded after repeated failures or bursts from one address. The server picks
 * the gap position; the client drags a piece there and sends the drag trace. Accepted when the end
 * position is within tolerance and the trace looks like a hand: enough samples, time moving
 * forward, not a single jump, not perfectly uniform speed. A pass yields a single-use pass token.
 */
export const SLIDER = { width: 300, height: 150, piece: 44, tolerance: 6 } as const;
const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 5 * 60_000;

interface Challenge {
  x: number;
  y: number;
  expiresAt: number;
  address: string;
}

export interface TracePoint {
  x: number;
  t: number;
}

export class SliderService {
  private readonly challenges = new Map<string, Challenge>();
  private readonly passes = new Map<string, { address: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  create(address: string) {
    this.sweep();
    const id = newToken();
    const x = randomInt(SLIDER.piece + 40, SLIDER.width - SLIDER.piece - 4);
    const y = randomInt(8, SLIDER.height - SLIDER.piece - 8);
    this.challenges.set(id, { x, y, expiresAt: this.now() + CHALLENGE_TTL_MS, address });
    return {
      challengeId: id,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
      pieceY: y,
      background: backgroundSvg(x, y),
    };
  }

  /** One attempt per challenge: a miss needs a new puzzle, so guessing costs a round trip each. */
  verify(challengeId: string, address: string, x: number, trace: TracePoint[]): string {
    const challenge = this.challenges.get(challengeId);
    this.challenges.delete(challengeId);
    if (!challenge || challenge.expiresAt <= this.now() || challenge.address !== address) {
      throw new AuthError(AuthCode.sliderFailed, 'slider challenge expired, load a new one');
    }
    if (Math.abs(x - challenge.x) > SLIDER.tolerance || !plausibleTrace(trace, x)) {
      throw new AuthError(AuthCode.sliderFailed, 'slider verification failed');
    }
    const pass = newToken();
    this.passes.set(pass, { address, expiresAt: this.now() + PASS_TTL_MS });
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

export function plausibleTrace(trace: TracePoint[], endX: number): boolean {
  if (trace.length < 5 || trace.length > 1000) return false;
  const first = trace[0];
  const last = trace[trace.length - 1];
  if (!first || !last) return false;
  const duration = last.t - first.t;
  // Faster than 120 ms or slower than a minute is not a person dragging a slider.
  if (duration < 120 || duration > 60_000) return false;
  if (Math.abs(last.x - endX) > 2 || first.x > 10) return false;
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i++) {
    const a = trace[i - 1];
    const b = trace[i];
    if (!a || !b || b.t < a.t) return false;
    if (b.t > a.t) speeds.push((b.x - a.x) / (b.t - a.t));
  }
  if (speeds.length < 4) return false;
  // A scripted linear drag has the same speed at every sample; hands accelerate and slow down.
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  const variance = speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length;
  return variance > 1e-4;
}

/** A generated picture with the gap drawn at (x, y); the piece is the same square, cut out. */
function backgroundSvg(x: number, y: number): string {
  const { width, height, piece } = SLIDER;
  const hue = randomInt(0, 360);
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    return `<circle cx="${cx}" cy="${cy}" r="${20 + i * 6}" fill="hsl(${(hue + i * 40) % 360},60%,60%)" opacity="0.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},40%,30%)"/>${stripes}<rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="rgba(0,0,0,0.55)" stroke="#fff" stroke-width="2"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
