import type { SeededRandom } from './random';

/**
 * Geometric Brownian motion with Poisson jumps (Merton). Floats are fine here: the path is only a
 * generator, and every price is quantised to ticks before it is stored or served.
 */

const MS_PER_YEAR = 365 * 24 * 3600 * 1000;

export interface GbmParams {
  /** Annualised volatility, e.g. 0.55 for 55 %. */
  annualVolatility: number;
  /** Expected number of jumps per year. */
  jumpsPerYear: number;
  /** Standard deviation of a jump's log size, e.g. 0.03 for about ±3 %. */
  jumpStdDev: number;
}

export function defaultGbmParams(annualVolatility: number): GbmParams {
  // Wilder assets jump more often and further.
  return {
    annualVolatility,
    jumpsPerYear: 12 + 12 * annualVolatility,
    jumpStdDev: 0.02 + 0.02 * annualVolatility,
  };
}

export class GbmPath {
  private logPrice: number;

  constructor(
    startPrice: number,
    private readonly params: GbmParams,
    private readonly random: SeededRandom,
  ) {
    if (!(startPrice > 0)) throw new Error(`start price must be positive: ${startPrice}`);
    this.logPrice = Math.log(startPrice);
  }

  get price(): number {
    return Math.exp(this.logPrice);
  }

  /** Moves the path forward by `dtMs` and returns the new price. */
  advance(dtMs: number): number {
    if (dtMs <= 0) return this.price;
    const dt = dtMs / MS_PER_YEAR;
    const sigma = this.params.annualVolatility;
    // Zero drift in price: the log drift compensates the variance (and the jumps' mean).
    let step = -0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * this.random.normal();
    if (this.random.next() < this.params.jumpsPerYear * dt) {
      const s = this.params.jumpStdDev;
      step += s * this.random.normal() - 0.5 * s * s;
    }
    this.logPrice += step;
    return this.price;
  }
}

/** High, low and close of one bar as floats; the open is the previous bar's close. */
export interface FloatBar {
  high: number;
  low: number;
  close: number;
}

/** Advances the path through one bar of `barMs` in `subSteps` increments. */
export function simulateBar(path: GbmPath, barMs: number, subSteps: number): FloatBar {
  let high = path.price;
  let low = high;
  let close = high;
  for (let i = 0; i < subSteps; i++) {
    close = path.advance(barMs / subSteps);
    if (close > high) high = close;
    if (close < low) low = close;
  }
  return { high, low, close };
}
