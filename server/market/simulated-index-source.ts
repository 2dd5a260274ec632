import type { ContractReference } from '../../lib/contract/reference-data';
import { floatToTicks, tickGrid, ticksToPrice, type TickGrid } from './decimal';
import { defaultGbmParams, GbmPath } from './gbm';
import { IndexListeners, type IndexPriceSource, type IndexQuote } from './index-source';
import { SeededRandom } from './random';

export interface SimulatedIndexOptions {
  seed: number;
  contracts: readonly ContractReference[];
  /** Price each path starts from (e.g. the last stored close); defaults to the contract's seed price. */
  startPrices?: ReadonlyMap<number, string>;
  /** Time of the first observation, epoch ms. */
  startTime: number;
  intervalMs?: number;
  now?: () => number;
}

interface Track {
  contract: ContractReference;
  path: GbmPath;
  grid: TickGrid;
  tickSize: number;
}

/**
 * The default index source: a seeded GBM-with-jumps path per contract, observed every
 * `intervalMs`. Deterministic: the same seed, start and sequence of `observe` times give the same
 * quotes.
 */
export class SimulatedIndexSource implements IndexPriceSource {
  readonly kind = 'simulator' as const;
  private readonly listeners = new IndexListeners();
  private readonly tracks: Track[];
  private lastTime: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SimulatedIndexOptions) {
    this.lastTime = options.startTime;
    this.tracks = options.contracts.map((contract) => {
      const start = options.startPrices?.get(contract.contractId) ?? contract.seedPrice;
      const random = new SeededRandom(
        options.seed,
        contract.contractId,
        Math.floor(options.startTime / 60_000),
      );
      return {
        contract,
        path: new GbmPath(
          Number(start),
          defaultGbmParams(Number(contract.annualVolatility)),
          random,
        ),
        grid: tickGrid(contract.tickSize, contract.priceScale),
        tickSize: Number(contract.tickSize),
      };
    });
  }

  async start(): Promise<void> {
    if (this.timer) return;
    const now = this.options.now ?? Date.now;
    this.observe(now());
    this.timer = setInterval(() => this.observe(now()), this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  latest(contractId: number): IndexQuote | undefined {
    return this.listeners.latest(contractId);
  }

  subscribe(listener: (quote: IndexQuote) => void): () => void {
    return this.listeners.add(listener);
  }

  /** Advances every path to `time` and publishes one quote per contract. */
  observe(time: number): void {
    const dt = Math.max(0, time - this.lastTime);
    this.lastTime = Math.max(this.lastTime, time);
    for (const track of this.tracks) {
      const ticks = floatToTicks(track.path.advance(dt), track.tickSize);
      this.listeners.emit({
        contractId: track.contract.contractId,
        ticks,
        price: ticksToPrice(ticks, track.grid),
        time,
      });
    }
  }
}
