import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../../db/database';
import { createLogger } from '../../logger';
import { readCandles } from '../candle-store';
import { buildCandleSeries } from '../candle-series';
import { LiveCandles } from '../live-candles';

const BTC_SPOT = 1001;
const now = Date.UTC(2026, 10, 22, 8, 0, 15);

describe('spot candles from the spot books', () => {
  let dir: string;
  let database: Database;
  const log = createLogger('silent');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-spot-candles-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('take price and volume from spot trades once the spot books run, and ignore the index', async () => {
    const candles = new LiveCandles(database, buildCandleSeries(), log);
    await candles.resume(now);
    const updates: string[] = [];
    candles.onUpdate((u) => updates.push(`${u.series.market}:${u.source}`));
    candles.applyIndexQuote({ contractId: 1, ticks: 970000, price: '97000.0', time: now });
    expect(new Set(updates)).toEqual(new Set(['future:index', 'spot:index']));

    candles.useTradesForSpot();
    updates.length = 0;
    candles.applyIndexQuote({ contractId: 1, ticks: 971000, price: '97100.0', time: now + 1000 });
    expect(new Set(updates)).toEqual(new Set(['future:index']));
    // 97 010.5 × 0.01234 BTC, then 96 990.0 × 0.00066 BTC (units of 0.1 and 0.00001).
    candles.applySpotTrade(BTC_SPOT, now + 2000, 970105, 1234);
    candles.applySpotTrade(BTC_SPOT, now + 3000, 969900, 66);
    expect(new Set(updates)).toEqual(new Set(['future:index', 'spot:trades']));
    await candles.writer.flush();

    const [minute] = (await readCandles(database, 'spot', BTC_SPOT, 60_000, 1)).slice(-1);
    expect(minute).toMatchObject({
      open: '97000.0',
      high: '97010.5',
      low: '96990.0',
      close: '96990.0',
      volume: '0.01300',
    });
    await candles.writer.close();
  });
});
