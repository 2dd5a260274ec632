import { contracts } from '../../../lib/contract/reference-data';
import type { WireDepthFrame } from '../../../lib/contract/wire/public';
import type { Logger } from '../../logger';
import { rooms } from '../../realtime/subscriptions';
import type { IndexPriceSource } from '../index-source';
import { SeededRandom } from '../random';
import { levelNotionalFor, spotMinuteNotional } from '../simulated-activity';
import { SpotBook, type SpotFill } from './spot-book';
import {
  spotDepthFrame,
  spotInstruments,
  spotPriceUnits,
  type SpotDepthFrame,
  type SpotInstrument,
} from './spot-instruments';
import { SpotMaker } from './spot-maker';
import { SpotTaker } from './spot-taker';

/** Internal spot participants, apart from the futures makers (900 000 000 +) and from users. */
export const SPOT_MAKER_USER_BASE = 920_000_000;
export const SPOT_TAKER_USER_BASE = 930_000_000;

/** The current state of a room for a socket that just joined it. */
export type SpotRoomSnapshot = (room: string) => { event: string; payload: unknown } | undefined;

/**
 * Where books go: the `RealtimeGateway`. Only `publishSpotDepth` is required; the rest is used when
 * the gateway offers it (join snapshots, audience checks, several processes behind Redis).
 */
export interface SpotDepthPublisher {
  publishSpotDepth(instrumentId: number, snapshot: WireDepthFrame): void;
  /** Whether a push to the room can reach anyone; books nobody watches are not built. */
  hasAudience?(room: string): boolean;
  /** Behind Redis the subscribers of other processes are invisible: books are re-sent each second. */
  readonly clustered?: boolean;
  /** A new subscriber gets the current book at once instead of waiting for the next change. */
  addRoomSnapshot?(snapshot: SpotRoomSnapshot): void;
}

/** Where trades go: `LiveCandles` (spot candles then take price and volume from trades). */
export interface SpotTradeSink {
  useTradesForSpot(): void;
  applySpotTrade(instrumentId: number, time: number, priceUnits: number, amountUnits: number): void;
}

export interface SpotMarketsOptions {
  index: IndexPriceSource;
  publisher: SpotDepthPublisher;
  trades?: SpotTradeSink;
  seed: number;
  log: Logger;
  now: () => number;
  instruments?: readonly SpotInstrument[];
  /** Levels per side in a frame (50). */
  depthLevels?: number;
  /** The one timer's interval: requotes and orders fall due on it, changed books go out (100 ms). */
  tickMs?: number;
}

interface Market {
  instrument: SpotInstrument;
  book: SpotBook;
  maker: SpotMaker;
  taker: SpotTaker;
  makerRandom: SeededRandom;
  /** Schedule (ms on the tick clock) of the next requote and the next taker order. */
  requoteAt: number;
  tradeAt: number;
}

/**
 * The spot books of this process: per spot symbol an integer order book with an internal maker
 * quoting around the index of the contract on the same base (requote every 0.5–1 s) and a seeded
 * taker trading against it every 1–4 s. Books that changed are published on `snapshot_depth`
 * (a new subscriber gets the current book from the gateway's join snapshot); trades feed the spot
 * candles. One 100 ms timer drives everything (requotes and orders fall due on it, then the
 * changed books go out), so the twelve books wake the process ten times a second, not forty.
 * Choices are seeded by SIMULATION_SEED; the timing is the machine's (like the futures makers).
 */
export class SpotMarkets {
  private readonly markets = new Map<number, Market>();
  /** `snapshot_depth` room name → instrument id. */
  private readonly depthRooms = new Map<string, number>();
  private publishRuns = 0;
  private snapshotsRegistered = false;
  private timer: NodeJS.Timeout | undefined;
  /** Milliseconds of ticks since the start: the schedule's clock. */
  private clock = 0;
  private running = false;
  private fills = 0;

  constructor(private readonly o: SpotMarketsOptions) {
    for (const instrument of o.instruments ?? spotInstruments()) {
      const book = new SpotBook();
      const id = instrument.instrumentId;
      const makerRandom = new SeededRandom(o.seed, id, 3);
      const contract = contracts.find((c) => c.contractId === instrument.contractId);
      const maker = new SpotMaker({
        book,
        instrument,
        userId: SPOT_MAKER_USER_BASE + id,
        random: makerRandom,
        // Levels sized so the taker flow trades what the simulated spot history shows.
        levelValueUsdt: contract ? levelNotionalFor(spotMinuteNotional(contract)) : undefined,
      });
      const taker = new SpotTaker({
        book,
        userId: SPOT_TAKER_USER_BASE + id,
        random: new SeededRandom(o.seed, id, 4),
        levelAmount: (price) => maker.baseAmount(price),
      });
      this.markets.set(id, {
        instrument,
        book,
        maker,
        taker,
        makerRandom,
        requoteAt: 0,
        tradeAt: 300 + (id % 100) * 150,
      });
      this.depthRooms.set(rooms.spot('snapshot_depth', id), id);
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.o.trades?.useTradesForSpot();
    if (!this.snapshotsRegistered) {
      this.snapshotsRegistered = true;
      this.o.publisher.addRoomSnapshot?.((room) => this.roomSnapshot(room));
    }
    this.runDue();
    const interval = this.o.tickMs ?? 100;
    this.timer = setInterval(() => this.tick(interval), interval);
    this.timer.unref();
    this.o.log.info({ symbols: this.markets.size }, 'spot books started');
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One timer run: the requotes and orders due by now, then the changed books. */
  tick(elapsedMs: number): void {
    this.clock += elapsedMs;
    this.runDue();
    this.publishChanged();
  }

  /** Fills since the start, every symbol together. */
  get tradesCount(): number {
    return this.fills;
  }

  /** A symbol's book (tests, and later a spot order API). */
  book(instrumentId: number): SpotBook | undefined {
    return this.markets.get(instrumentId)?.book;
  }

  /** The `snapshot_depth` payload of a symbol as it would be published now. */
  depth(instrumentId: number): SpotDepthFrame | undefined {
    const market = this.markets.get(instrumentId);
    if (!market) return undefined;
    return spotDepthFrame(
      market.instrument,
      market.book.depth(this.o.depthLevels ?? 50),
      this.o.now(),
    );
  }

  /**
   * Publishes every book that changed since the previous run and has subscribers (behind Redis,
   * every book once a second as well: the subscribers of other processes get no join snapshot).
   */
  publishChanged(): void {
    const { publisher } = this.o;
    const resendAll = publisher.clustered === true && ++this.publishRuns % 10 === 0;
    for (const [room, id] of this.depthRooms) {
      const changed = this.markets.get(id)?.book.takeChanged() ?? false;
      if (!changed && !resendAll) continue;
      if (publisher.hasAudience && !publisher.hasAudience(room)) continue;
      const frame = this.depth(id);
      if (frame) publisher.publishSpotDepth(id, frame);
    }
  }

  /** The join snapshot of a `snapshot_depth` room; undefined for other rooms or once stopped. */
  roomSnapshot(room: string): { event: 'snapshot_depth'; payload: SpotDepthFrame } | undefined {
    const id = this.depthRooms.get(room);
    if (id === undefined || !this.running) return undefined;
    const payload = this.depth(id);
    return payload && { event: 'snapshot_depth', payload };
  }

  /** One maker requote at the current index (no-op before the first quote). */
  requote(instrumentId: number): void {
    const market = this.markets.get(instrumentId);
    if (!market) return;
    const price = this.indexUnits(market.instrument);
    if (price !== undefined) market.maker.requote(price, this.o.now());
  }

  /** One taker order at the current index; returns its fills. */
  trade(instrumentId: number): SpotFill[] {
    const market = this.markets.get(instrumentId);
    if (!market) return [];
    const price = this.indexUnits(market.instrument);
    if (price === undefined) return [];
    const fills = market.taker.trade(price, this.o.now());
    for (const fill of fills) {
      market.maker.onFill(fill);
      this.o.trades?.applySpotTrade(
        market.instrument.instrumentId,
        fill.time,
        fill.price,
        fill.amount,
      );
    }
    this.fills += fills.length;
    return fills;
  }

  private indexUnits(instrument: SpotInstrument): number | undefined {
    const quote = this.o.index.latest(instrument.contractId);
    return quote ? spotPriceUnits(instrument, quote) : undefined;
  }

  private runDue(): void {
    for (const [id, market] of this.markets) {
      if (market.requoteAt <= this.clock) {
        this.guarded(() => this.requote(id));
        market.requoteAt = this.clock + 500 + Math.floor(market.makerRandom.next() * 500);
      }
      if (market.tradeAt <= this.clock) {
        this.guarded(() => this.trade(id));
        market.tradeAt = this.clock + market.taker.nextDelay();
      }
    }
  }

  private guarded(step: () => void): void {
    try {
      step();
    } catch (error) {
      this.o.log.error({ err: error }, 'spot market step failed');
    }
  }
}
