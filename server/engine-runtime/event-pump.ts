import { bookSnapshot, toMatchMessages } from '../engine';
import type { LiveCandles } from '../market/live-candles';
import type { WireTick } from '../../lib/contract/wire/public';
import type { RealtimeGateway } from '../realtime/gateway';
import { DEPTH_STEP_MULTIPLES, rooms } from '../realtime/subscriptions';
import type { AppliedCommand, EngineHost } from './engine-host';
import type { HistoryProjection } from './history-projection';
import type { EngineMarketState } from './market-state-provider';
import { price, quantity } from './units';
import { accountsWire, depthWire, matchFrames } from './wire';

export interface EventPumpOptions {
  host: EngineHost;
  gateway: RealtimeGateway;
  candles: LiveCandles;
  history: HistoryProjection;
  marketState: EngineMarketState;
  codes: ReadonlyMap<number, string>;
  /** Users whose private messages go nowhere (market makers: no socket is ever theirs). */
  isInternal: (userId: number) => boolean;
  now: () => number;
  /** Depth levels per side in a frame. */
  depthLevels?: number;
}

/**
 * Forwards the engine's events: trades to ticks and candles (which hold the 24 h figures) at once; private messages
 * to the user's room; history rows to the batch writers. Books are published from a 100 ms timer
 * for the contracts whose book changed (the gateway's coalescing would drop the rest anyway), only
 * in the step groupings someone subscribed to; a new subscriber gets the current book, indicators
 * and top ten from the gateway's room snapshot at once. Behind Redis the subscribers of other
 * processes are invisible here, so every book also goes out once a second. Indicators (contracts,
 * spot markets, and each position holder's own accounts) every second, the top ten every five.
 */
export class EventPump {
  private readonly dirtyBooks = new Set<number>();
  private bookRuns = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Depth room name → its contract and step grouping. */
  private readonly depthRooms = new Map<string, { contractId: number; multiple: number }>();

  constructor(private readonly o: EventPumpOptions) {
    o.host.onApplied((applied) => this.onApplied(applied));
    for (const contractId of o.host.configs.keys())
      for (const multiple of DEPTH_STEP_MULTIPLES)
        this.depthRooms.set(rooms.depth(contractId, multiple), { contractId, multiple });
  }

  start(): void {
    const every = (ms: number, f: () => void) => {
      const t = setInterval(f, ms);
      t.unref();
      this.timers.push(t);
    };
    this.markAllBooksChanged();
    this.o.gateway.addRoomSnapshot((room) => this.snapshotOf(room));
    every(100, () => this.publishBooks());
    every(1000, () => this.publishIndicators());
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

  /** Publishes every book at the next 100 ms run, changed or not. */
  markAllBooksChanged(): void {
    for (const id of this.o.host.configs.keys()) this.dirtyBooks.add(id);
  }

  /**
   * The `indicator` topic each second: the contracts' and the spot markets' figures to everyone,
   * and to each user holding a position their own accounts marked to the new prices (their room
   * only; balances that move with a command already went out as 3002 frames).
   */
  private publishIndicators(): void {
    const { gateway, marketState, host } = this.o;
    gateway.publishIndicators(marketState.indicators(), marketState.spotMarkets());
    const holders = new Set<number>();
    for (const account of host.state.accounts.values()) {
      if (holders.has(account.userId) || this.o.isInternal(account.userId)) continue;
      for (const p of account.positions.values())
        if (p.size !== 0) {
          holders.add(account.userId);
          break;
        }
    }
    for (const userId of holders)
      if (gateway.hasAudience(rooms.user(userId)))
        gateway.publishAccountIndicator(userId, accountsWire(host.state, host.configs, userId));
  }

  private snapshotOf(room: string): { event: string; payload: unknown } | undefined {
    if (room === 'indicator')
      return {
        event: room,
        payload: {
          indicators: this.o.marketState.indicators(),
          markets: this.o.marketState.spotMarkets(),
        },
      };
    if (room === 'home_page_top_ten24')
      return { event: room, payload: { ids: this.o.marketState.topTen() } };
    const depth = this.depthRooms.get(room);
    const payload = depth && this.depth(depth.contractId, depth.multiple);
    return payload ? { event: 'future_snapshot_depth', payload } : undefined;
  }

  private onApplied(applied: AppliedCommand): void {
    const { events } = applied.result;
    if (events.length === 0) return;
    this.o.history.apply(applied);
    const { messages, public: pub } = toMatchMessages(events);
    const ticks = new Map<number, WireTick[]>();
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
        tradeId: t.tradeId,
      });
      this.o.candles.applyTrade(t.contractId, t.ts, t.price, amount);
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
    // Frames are built only for users with a socket that can hear them (any, behind Redis).
    for (const [userId, list] of byUser)
      if (this.o.gateway.hasAudience(rooms.user(userId)))
        this.o.gateway.publishMatch(userId, matchFrames(this.o.host.configs, list));
  }

  private publishBooks(): void {
    const { gateway } = this.o;
    if (gateway.clustered && ++this.bookRuns % 10 === 0) this.markAllBooksChanged();
    for (const id of this.dirtyBooks) {
      for (const multiple of DEPTH_STEP_MULTIPLES) {
        if (!gateway.hasAudience(rooms.depth(id, multiple))) continue;
        const frame = this.depth(id, multiple);
        if (frame) gateway.publishFutureDepth(id, frame, multiple);
      }
    }
    this.dirtyBooks.clear();
  }
}
