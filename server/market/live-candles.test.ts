import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database';
import { createLogger } from '../logger';
import { ensureCandleBackfill } from './backfill';
import { tradeHistory } from '../db/schema';
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
    await candles.caughtUp;
    await candles.writer.flush();
    const [minute] = (await readCandles(database, 'future', 2, 60_000, 1)).slice(-1);
    // The new minute opens at the previous close, then the two fills move it.
    expect(minute).toMatchObject({ low: '3399.90', close: '3399.90', volume: '0.30' });
    expect(Number(minute?.high)).toBeGreaterThanOrEqual(3400.12);
  });

  it('merges at start the trades of the history its stored candles miss (a killed writer)', async () => {
    const t1 = now + 180_000;
    const t2 = t1 + 1_000;
    const trade = (tradeId: number, time: number, price: string, quantity: string) => ({
      tradeId: BigInt(tradeId),
      contractId: 2,
      price,
      quantity,
      takerSide: 1,
      makerOrderId: 1n,
      takerOrderId: 2n,
      makerUserId: 1n,
      takerUserId: 2n,
      makerFee: '0',
      takerFee: '0',
      time,
      engineSeq: BigInt(tradeId),
    });
    // Two trades in one millisecond reach SQL with their candle ...
    const first = new LiveCandles(database, buildCandleSeries(), log);
    await first.resume(now);
    first.useTradesForFutures();
    await first.caughtUp;
    first.applyTrade(2, t1, 340100, '0.10');
    first.applyTrade(2, t1, 340200, '0.20');
    await first.writer.flush();
    // ... a third of that millisecond and one more are in the trade history (the journal's
    // catch-up) but their candle state died with the process.
    await database.db
      .insert(tradeHistory)
      .values([
        trade(101, t1, '3401.00', '0.10'),
        trade(102, t1, '3402.00', '0.20'),
        trade(103, t1, '3403.00', '0.40'),
        trade(104, t2, '3399.00', '0.80'),
      ]);
    const second = new LiveCandles(database, buildCandleSeries(), log);
    await second.resume(t2 + 5_000);
    second.useTradesForFutures();
    await second.caughtUp;
    await second.writer.flush();
    const [minute] = (await readCandles(database, 'future', 2, 60_000, 1)).slice(-1);
    expect(minute).toMatchObject({ high: '3403.00', close: '3399.00', volume: '1.50' });
    const [hour] = (await readCandles(database, 'future', 2, HOUR, 1)).slice(-1);
    expect(hour?.close).toBe('3399.00');
    // Live trades continue from there (held while catching up, none lost).
    second.applyTrade(2, t2 + 1_000, 339950, '0.05');
    await second.writer.flush();
    const [after] = (await readCandles(database, 'future', 2, 60_000, 1)).slice(-1);
    expect(after).toMatchObject({ close: '3399.50', volume: '1.55' });
  });
});
