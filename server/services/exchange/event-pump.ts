import { bookSnapshot, toMatchMessages, type ContractConfig } from '../../engine';
import type { LiveCandles } from '../../market/live-candles';
import type { RealtimeGateway } from '../../realtime/gateway';
import { DEPTH_STEP_MULTIPLES } from '../../realtime/subscriptions';
import type { AppliedCommand, EngineHost } from './engine-host';
import type { HistoryProjection } from './history-projection';
import type { EngineMarketState } from './market-state-provider';
import type { MarketStats } from './market-stats';
import { price, quantity } from './units';
import { depthWire, matchFrames } from './wire';

export interface EventPumpOptions {
  host: EngineHost;
  gateway: RealtimeGateway;
  candles: LiveCandles;
  history: HistoryProjection;
  stats: MarketStats;
  marketState: EngineMarketState;
  codes: ReadonlyMap<number, string>;
  /** Users whose private messages go nowhere (market makers: no socket is ever theirs). */
  isInternal: (userId: number) => boolean;
  now: () => number;
  /** Depth levels per side in a frame. */
  depthLevels?: number;
}

/**
 * Forwards the engine's events: trades to ticks, candles and 24 h stats at once; private messages
 * to the user's room; history rows to the batch writers. Books are published from a 100 ms timer
 * for the contracts whose book changed (the gateway's coalescing would drop the rest anyway) and
 * every book once a second for late subscribers; the indicators every second, the top ten every five.
 */
export class EventPump {
  private readonly dirtyBooks = new Set<number>();
  private bookRuns = 0;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly o: EventPumpOptions) {
    o.host.onApplied((applied) => this.onApplied(applied));
  }

  start(): void {
    const every = (ms: number, f: () => void) => {
      const t = setInterval(f, ms);
      t.unref();
      this.timers.push(t);
    };
    for (const id of this.o.host.configs.keys()) this.dirtyBooks.add(id);
    every(100, () => this.publishBooks());
    every(1000, () => this.o.gateway.publishIndicators(this.o.marketState.indicators()));
    every(5000, () => this.o.gateway.publishTopTen(this.o.marketState.topTen()));
    this.o.gateway.publishTopTen(this.o.marketState.topTen());
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
  }

  /** The order book of a contract as published (`step` in ticks). */
  depth(contractId: number, step = 1) {
    const config = this.o.host.config(contractId);
    const book = bookSnapshot(this.o.host.state, contractId, step, this.o.depthLevels ?? 50);
    if (!config || !book) return undefined;
    return depthWire(config, this.o.codes.get(contractId) ?? '', book, this.o.now());
  }

  private onApplied(applied: AppliedCommand): void {
    const { events } = applied.result;
    if (events.length === 0) return;
    this.o.history.apply(applied);
    const { messages, public: pub } = toMatchMessages(events);
    const ticks = new Map<
      number,
      { time: number; price: string; amount: string; side: string; contractId: number }[]
    >();
    for (const t of pub.trades) {
      const config = this.o.host.config(t.contractId);
      if (!config) continue;
      const amount = quantity(config, t.qty);
      let list = ticks.get(t.contractId);
      if (!list) ticks.set(t.contractId, (list = []));
      list.push({
        time: t.ts,
        price: price(config, t.price),
        amount,
        side: t.takerSide,
        contractId: t.contractId,
      });
      this.o.candles.applyTrade(t.contractId, t.ts, t.price, amount);
      this.o.stats.onTrade(t.contractId, t.ts, t.price, t.qty);
    }
    for (const [id, list] of ticks) this.o.gateway.publishFutureTicks(id, list);
    for (const d of pub.bookDeltas) this.dirtyBooks.add(d.contractId);
    const byUser = new Map<number, typeof messages>();
    for (const m of messages) {
      if (this.o.isInternal(m.userId) || m.userId <= 0) continue;
      const list = byUser.get(m.userId) ?? [];
      list.push(m);
      byUser.set(m.userId, list);
    }
    for (const [userId, list] of byUser)
      this.o.gateway.publishMatch(userId, matchFrames(this.o.host.configs, list));
  }

  private publishBooks(): void {
    // Once a second every book goes out even if unchanged, so a new subscriber gets one soon.
    if (++this.bookRuns % 10 === 0)
      for (const id of this.o.host.configs.keys()) this.dirtyBooks.add(id);
    for (const id of this.dirtyBooks) {
      for (const multiple of DEPTH_STEP_MULTIPLES) {
        const frame = this.depth(id, multiple);
        if (frame) this.o.gateway.publishFutureDepth(id, frame, multiple);
      }
    }
    this.dirtyBooks.clear();
  }
}

export type { ContractConfig };
