import { bookSnapshot, markPriceOf, marketView } from '../engine';
import type { IndexPriceSource, IndexQuote } from '../market/index-source';
import type { EngineHost } from './engine-host';

/** Basis EMA weight: each new sample moves the average 1/BASIS_SPAN of the way (≈ one minute at 1 Hz). */
const BASIS_SPAN = 60n;
/** The EMA is held in milli-ticks so it stays an integer. */
const MILLI = 1000n;

/**
 * Turns index quotes into `setPrices` commands (index + mark) and sends the periodic `tick`
 * (premium samples, funding settlement, bonus and voucher work). Mark = median of the funding-
 * adjusted index, index + EMA of the basis (book mid − index), and the last price (engine's
 * `markPriceOf`), so a thin or pushed book cannot drag the mark far from the index.
 */
export class PriceDriver {
  private readonly basis = new Map<number, bigint>();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly host: EngineHost,
    private readonly index: IndexPriceSource,
    private readonly now: () => number,
  ) {}

  start(tickMs = 1000): void {
    for (const id of this.host.configs.keys()) {
      const quote = this.index.latest(id);
      if (quote) this.onQuote(quote);
    }
    this.unsubscribe = this.index.subscribe((quote) => this.onQuote(quote));
    this.timer = setInterval(() => this.host.submit({ kind: 'tick', ts: this.now() }), tickMs);
    this.timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
  }

  onQuote(quote: IndexQuote): void {
    const config = this.host.config(quote.contractId);
    const view = marketView(this.host.state, quote.contractId);
    if (!config || !view || quote.ticks <= 0) return;
    const book = bookSnapshot(this.host.state, quote.contractId, 1, 1);
    const bid = book?.bids[0]?.[0];
    const ask = book?.asks[0]?.[0];
    const sample =
      bid !== undefined && ask !== undefined
        ? (BigInt(bid + ask) * MILLI) / 2n - BigInt(quote.ticks) * MILLI
        : 0n;
    const previous = this.basis.get(quote.contractId) ?? sample;
    const ema = previous + (sample - previous) / BASIS_SPAN;
    this.basis.set(quote.contractId, ema);
    const intervalMs = config.fundingIntervalHours * 3_600_000;
    const msLeft = Math.max(0, Math.min(intervalMs, view.nextFundingTime - quote.time));
    const last = view.lastPrice > 0 ? view.lastPrice : quote.ticks;
    const mark = markPriceOf(
      quote.ticks,
      Number(ema / MILLI),
      last,
      view.predictedFundingRate,
      msLeft,
      intervalMs,
    );
    this.host.submit({
      kind: 'setPrices',
      ts: Math.max(quote.time, this.now()),
      contractId: quote.contractId,
      indexPrice: quote.ticks,
      markPrice: Math.max(1, mark),
    });
  }
}
