import { contracts as contractReferences } from '../../../lib/contract/reference-data';
import type { ContractConfig } from '../../engine';
import type { Logger } from '../../logger';
import type { IndexPriceSource } from '../index-source';
import { SeededRandom } from '../random';
import {
  futuresMinuteNotional,
  levelNotionalFor,
  openingInsuranceFund,
} from '../simulated-activity';
import {
  ensureFunded,
  ensureInsuranceFund,
  ensureLeverage,
  makerUserId,
  takerUserId,
} from './accounts';
import type { TradingHost } from './durable-rounds';
import { Maker } from './maker';
import { Taker } from './taker';

export { isInternalUser } from './accounts';

export interface MarketMakersOptions {
  host: TradingHost;
  index: IndexPriceSource;
  contracts: readonly { config: ContractConfig; annualVolatility: number }[];
  seed: number;
  log: Logger;
  now: () => number;
  /**
   * The market is the simulator's (not a real index feed): each contract's insurance fund opens
   * with a balance (`openingInsuranceFund`), once.
   */
  simulated?: boolean;
}

/**
 * Runs a maker and a taker per contract on timers: makers requote every 0.5–1 s, takers trade
 * every 1–4 s. Deterministic in what they choose given the seed (the timing is the machine's).
 */
export class MarketMakers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly flows: { rounds: { skipped: number } }[] = [];
  private running = false;

  constructor(private readonly o: MarketMakersOptions) {}

  start(): void {
    this.running = true;
    const ts = this.o.now();
    for (const { config, annualVolatility } of this.o.contracts) {
      const id = config.contractId;
      ensureFunded(this.o.host, makerUserId(id), '50000000', ts);
      ensureFunded(this.o.host, takerUserId(id), '20000000', ts);
      ensureLeverage(this.o.host, makerUserId(id), id, 2, ts);
      ensureLeverage(this.o.host, takerUserId(id), id, 2, ts);
      const reference = contractReferences.find((c) => c.contractId === id);
      if (this.o.simulated && reference)
        ensureInsuranceFund(this.o.host, id, openingInsuranceFund(reference, this.o.seed), ts);
      const random = new SeededRandom(this.o.seed, id, 1);
      const maker = new Maker({
        host: this.o.host,
        index: this.o.index,
        config,
        annualVolatility,
        random,
        now: this.o.now,
        // Levels sized so the taker flow trades what the simulated history shows for the contract.
        levelNotionalUsdt: reference
          ? levelNotionalFor(futuresMinuteNotional(reference))
          : undefined,
      });
      const taker = new Taker({
        host: this.o.host,
        index: this.o.index,
        contractId: id,
        random: new SeededRandom(this.o.seed, id, 2),
        now: this.o.now,
        levelLots: (ticks) => maker.baseLots(ticks),
      });
      this.flows.push(maker, taker);
      maker.requote();
      this.loop(
        () => 500 + Math.floor(random.next() * 500),
        () => maker.requote(),
      );
      this.loop(
        () => taker.nextDelay(),
        () => taker.trade(),
        300 + id * 150,
      );
    }
    this.o.log.info({ contracts: this.o.contracts.length }, 'market makers started');
  }

  stop(): void {
    this.running = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.skippedRounds > 0)
      this.o.log.info(
        { skippedRounds: this.skippedRounds },
        'market makers skipped rounds while the journal lagged',
      );
  }

  /** Requotes and taker orders skipped because the previous round was not durable yet. */
  get skippedRounds(): number {
    return this.flows.reduce((sum, flow) => sum + flow.rounds.skipped, 0);
  }

  private loop(delay: () => number, run: () => void, first = delay()): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.running) return;
      try {
        run();
      } catch (error) {
        this.o.log.error({ err: error }, 'market maker step failed');
      }
      this.loop(delay, run);
    }, first);
    timer.unref();
    this.timers.add(timer);
  }
}
