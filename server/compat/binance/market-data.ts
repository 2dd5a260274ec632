import { contractCode, contracts } from '../../../lib/contract/reference-data';
import type { Database } from '../../db/database';
import {
  bookSnapshot,
  marketView,
  priceToTicks,
  quantityToLots,
  type ContractConfig,
  type EngineEvent,
} from '../../engine';
import type { Logger } from '../../logger';
import type { LiveCandles, LiveCandleUpdate } from '../../market/live-candles';
import { ticksToPrice as gridPrice } from '../../market/decimal';
import type { Exchange } from '../../engine-runtime';
import type { AppliedCommand, EngineHost } from '../../engine-runtime/engine-host';
import { changeRate } from '../../engine-runtime/market-state-provider';
import type { MarketStats } from '../../engine-runtime/market-stats';
import { price, quantity, rateText, turnover } from '../../engine-runtime/units';
import { formatFixed } from '../../../lib/contract/fixed-point';
import { divText, mulText } from './decimal-text';
import { BINANCE_INTERVALS, intervalOfPeriod } from './intervals';

/**
 * The market side of the Binance layer, fed by the exchange this process runs: the order book as
 * Binance clients rebuild it (a published state with update ids that chain from the REST
 * snapshot to every diff event), the recent public trades, the open klines, 24 h tickers and mark
 * prices, pushed to the websocket streams that have subscribers. Every figure is the engine's
 * (book, trades, mark, funding), the 24 h statistics' or the live candles'.
 */

/** Where stream events go (the websocket hub): only streams somebody listens to are built. */
export interface StreamSink {
  has(stream: string): boolean;
  publish(stream: string, data: unknown): void;
}

export interface PublicTrade {
  id: number;
  price: string;
  qty: string;
  quoteQty: string;
  time: number;
  /** The taker sold: the buyer was the maker. */
  buyerMaker: boolean;
}

/** Levels of one side of a published book: price ticks → lots. */
type Levels = Map<number, number>;

interface PublishedBook {
  /** The update id of the published state (the `u` of the last diff event). */
  version: number;
  time: number;
  bids: Levels;
  asks: Levels;
}

/** Depth kept per side (Binance's deepest snapshot). */
const BOOK_LEVELS = 1000;
const TRADES_KEPT = 1000;
const DEPTH_SPEEDS = ['', '@100ms', '@250ms', '@500ms'];
const PARTIAL_LEVELS = [5, 10, 20] as const;

export class BinanceMarketData {
  private host: EngineHost | undefined;
  private stats: MarketStats | undefined;
  private readonly books = new Map<number, PublishedBook>();
  private readonly trades = new Map<number, PublicTrade[]>();
  /** Open candle per `contractId:periodMs` as the live candles last updated it. */
  private readonly klines = new Map<string, { update: LiveCandleUpdate; pushed: boolean }>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly codes = new Map(contracts.map((c) => [c.contractId, contractCode(c.name)]));
  private readonly engineListeners: ((applied: AppliedCommand) => void)[] = [];
  private ticks = 0;
  /** Update ids start from the clock, so they keep rising across restarts. */
  private readonly firstVersion: number;

  constructor(
    private readonly sink: StreamSink,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {
    this.firstVersion = now() * 10;
  }

  get running(): boolean {
    return this.host !== undefined;
  }

  /** Other parts of the layer that follow the engine's events (the user data streams). */
  onEngineEvents(listener: (applied: AppliedCommand) => void): void {
    this.engineListeners.push(listener);
  }

  engine(): EngineHost | undefined {
    return this.host;
  }

  /** Starts following the exchange of this process (once it runs). */
  attach(exchange: Exchange, candles: LiveCandles, database: Database): void {
    this.host = exchange.host;
    this.stats = exchange.stats;
    exchange.host.onApplied((applied) => this.onApplied(applied));
    candles.onUpdate((update) => this.onCandle(update));
    void this.loadTrades(database).catch((error: unknown) =>
      this.log.warn({ err: error }, 'recent trades not loaded for the Binance layer'),
    );
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(() => {
        try {
          run();
        } catch (error) {
          this.log.error({ err: error }, 'Binance stream publication failed');
        }
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(100, () => this.publishBooks());
    every(250, () => this.publishKlines());
    every(1000, () => this.publishEverySecond());
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }

  config(contractId: number): ContractConfig | undefined {
    return this.host?.config(contractId);
  }

  // ---- order book ----

  /**
   * Brings the published book of a contract up to the engine's book: the levels that changed
   * (a removed level with quantity 0) become one diff event, `U` = previous `u` + 1, `u` = `U` + 1,
   * `pu` = previous `u`. The REST snapshot of this state carries `lastUpdateId` = `u` + 1, so the
   * next event satisfies both of Binance's rules (`U` ≤ lastUpdateId ≤ `u`, and `pu` chaining).
   */
  private refreshBook(contractId: number): PublishedBook | undefined {
    const host = this.host;
    const config = host?.config(contractId);
    if (!host || !config) return undefined;
    const snapshot = bookSnapshot(host.state, contractId, 1, BOOK_LEVELS);
    if (!snapshot) return undefined;
    const previous = this.books.get(contractId);
    const bids = new Map(snapshot.bids);
    const asks = new Map(snapshot.asks);
    if (!previous) {
      const book = { version: this.firstVersion, time: this.now(), bids, asks };
      this.books.set(contractId, book);
      return book;
    }
    const changedBids = changes(previous.bids, bids);
    const changedAsks = changes(previous.asks, asks);
    if (changedBids.length === 0 && changedAsks.length === 0) return previous;
    const time = this.now();
    const book = { version: previous.version + 2, time, bids, asks };
    this.books.set(contractId, book);
    const symbol = this.codes.get(contractId) ?? '';
    const lower = symbol.toLowerCase();
    const level = ([p, q]: [number, number]) => [price(config, p), quantity(config, q)];
    const diffStreams = DEPTH_SPEEDS.map((speed) => `${lower}@depth${speed}`).filter((s) =>
      this.sink.has(s),
    );
    if (diffStreams.length > 0) {
      const event = {
        e: 'depthUpdate',
        E: time,
        T: time,
        s: symbol,
        U: previous.version + 1,
        u: book.version,
        pu: previous.version,
        b: changedBids.map(level),
        a: changedAsks.map(level),
      };
      for (const stream of diffStreams) this.sink.publish(stream, event);
    }
    for (const levels of PARTIAL_LEVELS) {
      const streams = DEPTH_SPEEDS.map((speed) => `${lower}@depth${levels}${speed}`).filter((s) =>
        this.sink.has(s),
      );
      if (streams.length === 0) continue;
      const event = {
        e: 'depthUpdate',
        E: time,
        T: time,
        s: symbol,
        U: previous.version + 1,
        u: book.version,
        pu: previous.version,
        b: snapshot.bids.slice(0, levels).map(level),
        a: snapshot.asks.slice(0, levels).map(level),
      };
      for (const stream of streams) this.sink.publish(stream, event);
    }
    return book;
  }

  /** `GET depth`: the book as published now (brought up to date first), best `limit` levels. */
  depth(contractId: number, limit: number) {
    const book = this.refreshBook(contractId);
    const config = this.config(contractId);
    if (!book || !config) return undefined;
    const side = (levels: Levels, ascending: boolean) =>
      [...levels.entries()]
        .sort((a, b) => (ascending ? a[0] - b[0] : b[0] - a[0]))
        .slice(0, limit)
        .map(([p, q]) => [price(config, p), quantity(config, q)]);
    return {
      lastUpdateId: book.version + 1,
      E: this.now(),
      T: book.time,
      bids: side(book.bids, false),
      asks: side(book.asks, true),
    };
  }

  /** Best bid and ask now (`bookTicker`). */
  bookTicker(contractId: number) {
    const book = this.refreshBook(contractId);
    const config = this.config(contractId);
    if (!book || !config) return undefined;
    const best = (levels: Levels, highest: boolean) => {
      let top: [number, number] | undefined;
      for (const entry of levels)
        if (!top || (highest ? entry[0] > top[0] : entry[0] < top[0])) top = entry;
      return top;
    };
    const bid = best(book.bids, true);
    const ask = best(book.asks, false);
    return {
      symbol: this.codes.get(contractId) ?? '',
      bidPrice: bid ? price(config, bid[0]) : '0',
      bidQty: bid ? quantity(config, bid[1]) : '0',
      askPrice: ask ? price(config, ask[0]) : '0',
      askQty: ask ? quantity(config, ask[1]) : '0',
      time: book.time,
      lastUpdateId: book.version + 1,
    };
  }

  private publishBooks(): void {
    for (const contractId of this.codes.keys()) {
      const lower = (this.codes.get(contractId) ?? '').toLowerCase();
      const wanted = DEPTH_SPEEDS.some(
        (speed) =>
          this.sink.has(`${lower}@depth${speed}`) ||
          PARTIAL_LEVELS.some((levels) => this.sink.has(`${lower}@depth${levels}${speed}`)),
      );
      if (wanted) this.refreshBook(contractId);
    }
  }

  // ---- trades ----

  recentTrades(contractId: number): readonly PublicTrade[] {
    return this.trades.get(contractId) ?? [];
  }

  private remember(contractId: number, trade: PublicTrade): void {
    let list = this.trades.get(contractId);
    if (!list) this.trades.set(contractId, (list = []));
    if (list.length > 0 && (list[list.length - 1]?.id ?? 0) >= trade.id) return;
    list.push(trade);
    if (list.length > TRADES_KEPT * 2) list.splice(0, list.length - TRADES_KEPT);
  }

  private async loadTrades(database: Database): Promise<void> {
    for (const contract of contracts) {
      const config = this.config(contract.contractId);
      if (!config) continue;
      const rows = await database.query<{
        trade_id: string;
        price: string;
        quantity: string;
        taker_side: number;
        time: string;
      }>(
        `select trade_id, price::text as price, quantity::text as quantity, taker_side, time
           from trade_history where contract_id = $1 order by trade_id desc limit ${TRADES_KEPT}`,
        [contract.contractId],
      );
      const loaded = rows.reverse().map((row) => {
        const ticks = priceToTicks(config, row.price);
        const lots = quantityToLots(config, row.quantity);
        return {
          id: Number(row.trade_id),
          price: price(config, ticks),
          qty: quantity(config, lots),
          quoteQty: turnover(config, BigInt(ticks) * BigInt(lots)),
          time: Number(row.time),
          buyerMaker: row.taker_side === 2,
        };
      });
      const live = this.trades.get(contract.contractId) ?? [];
      const firstLive = live[0]?.id ?? Infinity;
      this.trades.set(contract.contractId, [...loaded.filter((t) => t.id < firstLive), ...live]);
    }
  }

  private onApplied(applied: AppliedCommand): void {
    const { events } = applied.result;
    if (events.length === 0) return;
    for (const event of events) if (event.type === 'trade') this.onTrade(event);
    for (const listener of this.engineListeners) listener(applied);
  }

  private onTrade(t: Extract<EngineEvent, { type: 'trade' }>): void {
    const config = this.config(t.contractId);
    if (!config) return;
    const trade: PublicTrade = {
      id: t.tradeId,
      price: price(config, t.price),
      qty: quantity(config, t.qty),
      quoteQty: turnover(config, BigInt(t.price) * BigInt(t.qty)),
      time: t.ts,
      buyerMaker: t.takerSide === 'sell',
    };
    this.remember(t.contractId, trade);
    const symbol = this.codes.get(t.contractId) ?? '';
    const lower = symbol.toLowerCase();
    const now = this.now();
    if (this.sink.has(`${lower}@trade`)) {
      this.sink.publish(`${lower}@trade`, {
        e: 'trade',
        E: now,
        T: trade.time,
        s: symbol,
        t: trade.id,
        p: trade.price,
        q: trade.qty,
        X: 'MARKET',
        m: trade.buyerMaker,
      });
    }
    if (this.sink.has(`${lower}@aggTrade`)) {
      this.sink.publish(`${lower}@aggTrade`, {
        e: 'aggTrade',
        E: now,
        s: symbol,
        ...aggTrade(trade),
      });
    }
  }

  // ---- klines ----

  private onCandle(update: LiveCandleUpdate): void {
    if (update.series.market !== 'future') return;
    const key = `${update.series.contractId}:${update.periodMs}`;
    const held = this.klines.get(key);
    if (held && held.update.candle.openTime < update.candle.openTime) {
      // The candle before closed: its last state goes out marked closed before the new one.
      this.pushKline(held.update, true);
    }
    this.klines.set(key, { update, pushed: false });
  }

  private publishKlines(): void {
    for (const held of this.klines.values()) {
      if (held.pushed) continue;
      held.pushed = true;
      this.pushKline(held.update, false);
    }
  }

  private pushKline(update: LiveCandleUpdate, closed: boolean): void {
    const interval = intervalOfPeriod(update.periodMs);
    const symbol = this.codes.get(update.series.contractId);
    if (!interval || !symbol) return;
    const stream = `${symbol.toLowerCase()}@kline_${interval}`;
    if (!this.sink.has(stream)) return;
    const { candle, series } = update;
    this.sink.publish(stream, {
      e: 'kline',
      E: this.now(),
      s: symbol,
      k: {
        t: candle.openTime,
        T: candle.openTime + update.periodMs - 1,
        s: symbol,
        i: interval,
        o: gridPrice(candle.open, series.grid),
        c: gridPrice(candle.close, series.grid),
        h: gridPrice(candle.high, series.grid),
        l: gridPrice(candle.low, series.grid),
        v: formatFixed(candle.volume, series.volumeScale),
        x: closed,
      },
    });
  }

  // ---- tickers and mark prices ----

  /** The 24 h ticker of a contract, from the engine and the 24 h trade statistics. */
  ticker(contractId: number) {
    const host = this.host;
    const config = host?.config(contractId);
    const view = host ? marketView(host.state, contractId) : null;
    if (!config || !view || !this.stats) return undefined;
    const now = this.now();
    const day = this.stats.day(contractId, now);
    const last = view.lastPrice > 0 ? view.lastPrice : view.markPrice;
    const open = day.openTicks > 0 ? day.openTicks : last;
    const volume = quantity(config, day.lots);
    const quoteVolume = turnover(config, day.lotTicks);
    const recent = this.recentTrades(contractId);
    return {
      symbol: this.codes.get(contractId) ?? '',
      priceChange: signedPrice(config, last - open),
      priceChangePercent: divText(mulText(changeRate(last, open), '100'), '1', 3),
      weightedAvgPrice:
        day.lots > 0 ? divText(quoteVolume, volume, config.priceScale) : price(config, last),
      lastPrice: price(config, last),
      lastQty: recent[recent.length - 1]?.qty ?? '0',
      openPrice: price(config, open),
      highPrice: price(config, day.highTicks > 0 ? Math.max(day.highTicks, last) : last),
      lowPrice: price(config, day.lowTicks > 0 ? Math.min(day.lowTicks, last) : last),
      volume,
      quoteVolume,
      openTime: now - 86_400_000,
      closeTime: now,
    };
  }

  /** `premiumIndex` / `markPriceUpdate`: mark, index, the running interval's funding rate. */
  premium(contractId: number) {
    const host = this.host;
    const config = host?.config(contractId);
    const view = host ? marketView(host.state, contractId) : null;
    if (!config || !view) return undefined;
    return {
      symbol: this.codes.get(contractId) ?? '',
      markPrice: price(config, view.markPrice),
      indexPrice: price(config, view.indexPrice),
      lastFundingRate: rateText(view.predictedFundingRate),
      nextFundingTime: view.nextFundingTime,
      fundingIntervalHours: view.fundingIntervalHours,
      openInterest: quantity(config, view.openInterest),
      lastPrice: price(config, view.lastPrice > 0 ? view.lastPrice : view.markPrice),
      time: this.now(),
    };
  }

  private publishEverySecond(): void {
    this.ticks++;
    const now = this.now();
    const markEvent = (id: number) => {
      const p = this.premium(id);
      return p
        ? {
            e: 'markPriceUpdate',
            E: now,
            s: p.symbol,
            p: p.markPrice,
            i: p.indexPrice,
            r: p.lastFundingRate,
            T: p.nextFundingTime,
          }
        : undefined;
    };
    const tickerEvent = (id: number) => {
      const t = this.ticker(id);
      return t
        ? {
            e: '24hrTicker',
            E: now,
            s: t.symbol,
            p: t.priceChange,
            P: t.priceChangePercent,
            w: t.weightedAvgPrice,
            c: t.lastPrice,
            Q: t.lastQty,
            o: t.openPrice,
            h: t.highPrice,
            l: t.lowPrice,
            v: t.volume,
            q: t.quoteVolume,
            O: t.openTime,
            C: t.closeTime,
          }
        : undefined;
    };
    const everyThird = this.ticks % 3 === 0;
    const allMarks =
      this.sink.has('!markPrice@arr@1s') || (everyThird && this.sink.has('!markPrice@arr'));
    const allTickers = this.sink.has('!ticker@arr');
    const marks: unknown[] = [];
    const tickers: unknown[] = [];
    for (const [id, symbol] of this.codes) {
      const lower = symbol.toLowerCase();
      const oneMark =
        this.sink.has(`${lower}@markPrice@1s`) ||
        (everyThird && this.sink.has(`${lower}@markPrice`));
      if (oneMark || allMarks) {
        const event = markEvent(id);
        if (event && allMarks) marks.push(event);
        if (event && this.sink.has(`${lower}@markPrice@1s`))
          this.sink.publish(`${lower}@markPrice@1s`, event);
        if (event && everyThird && this.sink.has(`${lower}@markPrice`))
          this.sink.publish(`${lower}@markPrice`, event);
      }
      if (allTickers || this.sink.has(`${lower}@ticker`)) {
        const event = tickerEvent(id);
        if (event && allTickers) tickers.push(event);
        if (event && this.sink.has(`${lower}@ticker`)) this.sink.publish(`${lower}@ticker`, event);
      }
    }
    if (marks.length > 0) {
      if (this.sink.has('!markPrice@arr@1s')) this.sink.publish('!markPrice@arr@1s', marks);
      if (everyThird && this.sink.has('!markPrice@arr')) this.sink.publish('!markPrice@arr', marks);
    }
    if (tickers.length > 0) this.sink.publish('!ticker@arr', tickers);
  }
}

/** A trade as Binance's aggregate trade (here one fill each: `f` = `l` = the trade id). */
export function aggTrade(t: PublicTrade) {
  return { a: t.id, p: t.price, q: t.qty, f: t.id, l: t.id, T: t.time, m: t.buyerMaker };
}

/** Levels whose quantity differs between two states (removed levels with quantity 0). */
function changes(before: Levels, after: Levels): [number, number][] {
  const out: [number, number][] = [];
  for (const [p, q] of after) if (before.get(p) !== q) out.push([p, q]);
  for (const p of before.keys()) if (!after.has(p)) out.push([p, 0]);
  return out;
}

function signedPrice(config: ContractConfig, ticks: number): string {
  return ticks < 0 ? `-${price(config, -ticks)}` : price(config, ticks);
}

export { BINANCE_INTERVALS };
