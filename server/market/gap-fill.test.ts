import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database';
import { createLogger } from '../logger';
import { ensureCandleBackfill } from './backfill';
import { buildCandleSeries } from './candle-series';
import { readCandles } from './candle-store';
import { fillSimulatedGap } from './gap-fill';
import { LiveCandles } from './live-candles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('simulated history over downtime', () => {
  let dir: string;
  let database: Database;
  const log = createLogger('silent');
  const stoppedAt = Date.UTC(2026, 10, 20, 10, 20, 5);
  const restartedAt = stoppedAt + 3 * HOUR;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-gap-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
    await ensureCandleBackfill(database, { seed: 5, days: 1, now: stoppedAt, log });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('continues every series minute by minute from the last close, and the open candles with it', async () => {
    const hourBefore = (await readCandles(database, 'future', 3, HOUR, 1))[0];
    const series = buildCandleSeries();
    const candles = new LiveCandles(database, series, log);
    await candles.resume(restartedAt);
    const filled = await fillSimulatedGap(candles, series, {
      seed: 5,
      now: restartedAt,
      maxDays: 1,
      log,
    });
    expect(filled).toBe(180);

    for (const [market, id] of [
      ['future', 3],
      ['spot', 1003],
    ] as const) {
      const minutes = await readCandles(database, market, id, MINUTE, 1440 + 180);
      expect(minutes).toHaveLength(1440 + 180);
      for (let i = 1; i < minutes.length; i++) {
        expect(minutes[i]?.openTime).toBe((minutes[i - 1]?.openTime ?? 0) + MINUTE);
        expect(minutes[i]?.open).toBe(minutes[i - 1]?.close);
      }
    }
    const hours = await readCandles(database, 'future', 3, HOUR, 5);
    const sameHour = hours.find((h) => h.openTime === hourBefore?.openTime);
    expect(sameHour?.open).toBe(hourBefore?.open);
    expect(Number(sameHour?.volume)).toBeGreaterThan(Number(hourBefore?.volume));
    expect(hours.at(-1)?.openTime).toBe(Math.floor(restartedAt / HOUR) * HOUR);
  });

  it('does nothing when the history is already up to date', async () => {
    const series = buildCandleSeries();
    const candles = new LiveCandles(database, series, log);
    await candles.resume(restartedAt);
    expect(
      await fillSimulatedGap(candles, series, { seed: 5, now: restartedAt, maxDays: 1, log }),
    ).toBe(0);
  });
});
