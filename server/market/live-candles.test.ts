import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database';
import { createLogger } from '../logger';
import { ensureCandleBackfill } from './backfill';
import { readCandles } from './candle-store';
import { buildCandleSeries } from './candle-series';
import { LiveCandles } from './live-candles';

const HOUR = 3_600_000;

describe('live candles', () => {
  let dir: string;
  let database: Database;
  const log = createLogger('silent');
  // Half past an hour, so the open hourly candle already has backfilled minutes in it.
  const now = Date.UTC(2026, 10, 20, 10, 30, 15);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-live-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
    await ensureCandleBackfill(database, { seed: 3, days: 1, now, log });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('continues the stored open candles instead of overwriting them', async () => {
    const [hourBefore] = (await readCandles(database, 'future', 1, HOUR, 1)).slice(-1);
    const candles = new LiveCandles(database, buildCandleSeries(), log);
    await candles.resume(now);
    const lastClose = candles.lastCloses().get(1);
    expect(lastClose).toMatch(/^\d+\.\d$/);
    const ticks = Math.round(Number(lastClose) * 10);
    candles.applyIndexQuote({
      contractId: 1,
      ticks: ticks + 5,
      price: ((ticks + 5) / 10).toFixed(1),
      time: now,
    });
    await candles.writer.flush();
    const [hourAfter] = (await readCandles(database, 'future', 1, HOUR, 1)).slice(-1);
    expect(hourAfter?.openTime).toBe(hourBefore?.openTime);
    expect(hourAfter?.open).toBe(hourBefore?.open);
    expect(hourAfter?.volume).toBe(hourBefore?.volume);
    expect(hourAfter?.close).toBe(((ticks + 5) / 10).toFixed(1));
  });

  it('builds futures candles from trades once the engine takes over, with their volume', async () => {
    const candles = new LiveCandles(database, buildCandleSeries(), log);
    await candles.resume(now);
    candles.useTradesForFutures();
    const updates: string[] = [];
    candles.onUpdate((u) => updates.push(`${u.series.market}:${u.source}`));
    candles.applyIndexQuote({ contractId: 2, ticks: 340000, price: '3400.00', time: now + 60_000 });
    expect(new Set(updates)).toEqual(new Set(['spot:index']));
    candles.applyTrade(2, now + 61_000, 340012, '0.25');
    candles.applyTrade(2, now + 62_000, 339990, '0.05');
    await candles.writer.flush();
    const [minute] = (await readCandles(database, 'future', 2, 60_000, 1)).slice(-1);
    // The new minute opens at the previous close, then the two fills move it.
    expect(minute).toMatchObject({ low: '3399.90', close: '3399.90', volume: '0.30' });
    expect(Number(minute?.high)).toBeGreaterThanOrEqual(3400.12);
  });
});
