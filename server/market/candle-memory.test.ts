import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database';
import { createLogger } from '../logger';
import { ensureCandleBackfill } from './backfill';
import { CandleMemory, candleMemoryOf } from './candle-memory';
import { buildCandleSeries } from './candle-series';
import { insertCandles, readCandlePage, readCandles, type CandlePage } from './candle-store';
import { LiveCandles } from './live-candles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEEK = 604_800_000;

/** A database whose statements are counted (the memory's reads go through `reads`). */
function counted(database: Database): { database: Database; reads: () => number } {
  let reads = 0;
  const view: Database = {
    ...database.reads,
    query: (text, params) => {
      reads++;
      return database.reads.query(text, params);
    },
  };
  view.reads = view;
  return { database: { ...database, reads: view }, reads: () => reads };
}

describe('candle memory', () => {
  let dir: string;
  let database: Database;
  const log = createLogger('silent');
  const now = Date.UTC(2026, 10, 20, 10, 30, 15);
  const series = buildCandleSeries();
  const btc = series.find((s) => s.market === 'future' && s.instrumentId === 1);
  if (!btc) throw new Error('no BTCUSDT series');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-candle-memory-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
    await ensureCandleBackfill(database, { seed: 5, days: 1, now, log });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a large page from SQL in short statements, the same candles as one read', async () => {
    const before = now - 7 * HOUR + 17 * MINUTE;
    expect(
      await readCandlePage(database, {
        market: 'future',
        instrumentId: 4,
        periodMs: MINUTE,
        limit: 1234,
        before,
      }),
    ).toEqual(await readCandles(database, 'future', 4, MINUTE, 1234, before));
    const from = now - 20 * HOUR + 3 * MINUTE;
    const forward = await readCandlePage(database, {
      market: 'future',
      instrumentId: 4,
      periodMs: MINUTE,
      limit: 1100,
      from,
      before,
    });
    const all = await readCandles(database, 'future', 4, MINUTE, 1500, before);
    expect(forward).toEqual(all.filter((c) => c.openTime >= from).slice(0, 1100));
    expect(forward.length).toBeGreaterThan(500);
  });

  it('answers every page as SQL does once the writer has stored what the feed sent', async () => {
    const live = new LiveCandles(database, series, log);
    await live.resume(now);
    const memory = new CandleMemory(database, 300);
    memory.follow();
    live.onUpdate((u) => memory.stored(u.series, u.periodMs, u.candle));
    for (let i = 0; i < 180; i++)
      live.applyIndexQuote({
        contractId: 1,
        ticks: 900_000 + ((i * 37) % 101),
        price: '0',
        time: now + i * 20_000,
      });
    await live.writer.flush();
    const pages: CandlePage[] = [];
    for (const periodMs of [MINUTE, 5 * MINUTE, HOUR] as const) {
      pages.push({ market: 'future', instrumentId: 1, periodMs, limit: 24 });
      pages.push({ market: 'future', instrumentId: 1, periodMs, limit: 1500 });
      for (const back of [1, 7, 250, 299, 301, 900])
        pages.push({
          market: 'future',
          instrumentId: 1,
          periodMs,
          limit: 100,
          before: now + HOUR - back * periodMs,
        });
      for (const back of [10, 280, 5000])
        pages.push({
          market: 'future',
          instrumentId: 1,
          periodMs,
          limit: 50,
          from: now - back * periodMs,
          before: now,
        });
    }
    for (const page of pages) {
      const stored = await readCandlePage(database, page);
      expect(await memory.page(page), JSON.stringify(page)).toEqual(stored);
      // The memory the routes read, which the live candles feed themselves.
      expect(await candleMemoryOf(database).page(page), JSON.stringify(page)).toEqual(stored);
    }
  });

  it('answers the newest candle as the feed last moved it, before SQL has it', async () => {
    const { database: watched, reads } = counted(database);
    const memory = new CandleMemory(watched, 100);
    memory.follow();
    const page: CandlePage = { market: 'future', instrumentId: 1, periodMs: MINUTE, limit: 2 };
    const [, newest] = await memory.page(page);
    expect(reads()).toBe(1);
    if (!newest) throw new Error('no candle');
    const next = {
      openTime: newest.openTime + MINUTE,
      open: 1,
      high: 3,
      low: 1,
      close: 2,
      volume: 7,
    };
    memory.stored(btc, MINUTE, next);
    memory.stored(btc, MINUTE, { ...next, high: 4, close: 4, volume: 9 });
    expect((await memory.page(page)).at(-1)).toEqual({
      openTime: next.openTime,
      open: '0.1',
      high: '0.4',
      low: '0.1',
      close: '0.4',
      volume: '0.009',
    });
    // Served from memory: the book was read once.
    expect(reads()).toBe(1);
  });

  it('reads a page older than it holds from SQL, and a page before the first candle as empty', async () => {
    const { database: watched, reads } = counted(database);
    const memory = new CandleMemory(watched, 100);
    memory.follow();
    const [first] = await readCandlePage(database, {
      market: 'future',
      instrumentId: 3,
      periodMs: MINUTE,
      limit: 1,
      from: 0,
    });
    if (!first) throw new Error('no history');
    const old: CandlePage = {
      market: 'future',
      instrumentId: 3,
      periodMs: MINUTE,
      limit: 10,
      before: first.openTime + 30 * MINUTE,
    };
    expect(await memory.page(old)).toEqual(await readCandlePage(database, old));
    expect(reads()).toBe(2);
    // Daily candles: the whole history fits, so even before its start memory answers (empty).
    const days: CandlePage = { market: 'future', instrumentId: 3, periodMs: 86_400_000, limit: 5 };
    const [firstDay] = await memory.page(days);
    if (!firstDay) throw new Error('no daily candle');
    expect(await memory.page({ ...days, before: firstDay.openTime })).toEqual([]);
    expect(reads()).toBe(3);
  });

  it('keeps the newest state of a candle stored before its book was first read', async () => {
    const memory = new CandleMemory(database, 100);
    memory.follow();
    const eth = series.find((s) => s.market === 'future' && s.instrumentId === 2);
    if (!eth) throw new Error('no ETHUSDT series');
    const [stored] = await readCandlePage(database, {
      market: 'future',
      instrumentId: 2,
      periodMs: HOUR,
      limit: 1,
      before: now - 3 * HOUR,
    });
    if (!stored) throw new Error('no candle');
    // The feed opens a new hour first, then (trades caught up at start) an older hour moves:
    // the writer has not stored that yet when the book is first read.
    const newHour = now + 2 * HOUR - (now % HOUR);
    memory.stored(eth, HOUR, { openTime: newHour, open: 1, high: 1, low: 1, close: 1, volume: 0 });
    const moved = { openTime: stored.openTime, open: 1, high: 9, low: 1, close: 9, volume: 5 };
    memory.stored(eth, HOUR, moved);
    const page = await memory.page({
      market: 'future',
      instrumentId: 2,
      periodMs: HOUR,
      limit: 1,
      before: stored.openTime + 1,
    });
    expect(page).toEqual([
      {
        openTime: stored.openTime,
        open: '0.01',
        high: '0.09',
        low: '0.01',
        close: '0.09',
        volume: '0.05',
      },
    ]);
  });

  it('reads every page from SQL in a process without the market feed', async () => {
    const { database: watched, reads } = counted(database);
    const memory = new CandleMemory(watched, 100);
    const page: CandlePage = { market: 'spot', instrumentId: 1, periodMs: MINUTE, limit: 5 };
    expect(await memory.page(page)).toEqual(await readCandlePage(database, page));
    await memory.page(page);
    expect(reads()).toBe(2);
  });

  it('holds stored prices exactly as SQL keeps them', async () => {
    // A Monday: a weekly candle, in a book whose whole history memory holds.
    const openTime = Date.UTC(2020, 0, 6);
    await insertCandles(
      database,
      btc,
      WEEK,
      [{ openTime, open: 1, high: 123_456_789, low: 1, close: 10, volume: 1 }],
      'simulated',
    );
    const { database: watched, reads } = counted(database);
    const weeks = new CandleMemory(watched, 100);
    weeks.follow();
    const page: CandlePage = {
      market: 'future',
      instrumentId: 1,
      periodMs: WEEK,
      limit: 1,
      from: openTime,
    };
    expect(await weeks.page(page)).toEqual([
      { openTime, open: '0.1', high: '12345678.9', low: '0.1', close: '1.0', volume: '0.001' },
    ]);
    expect(reads()).toBe(1);
  });
});
