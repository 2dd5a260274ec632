import { drivers, getJson, spawnServer, stopServer, useServerWorkspace } from './harness';

const btcMinutes =
  '/api/futures/futureQuot/queryCandlestickList?contractId=1&range=60000&limit=1500';
const ethDaily = '/api/market/v1/market/klineList?symbol=ethusdt&period=1day&size=10';

describe.each(drivers)('restart on $name', (driver) => {
  const workspace = useServerWorkspace(driver);

  it(
    'keeps every candle after SIGKILL and does not repeat the backfill',
    { timeout: 240_000 },
    async () => {
      const env = workspace.env({ CANDLE_BACKFILL_DAYS: '1', MARKET_SIMULATION: 'off' });
      const first = await spawnServer(env);
      const before = await getJson(first.url, btcMinutes);
      const beforeSpot = await getJson(first.url, ethDaily);
      expect((before.body as { data: unknown[] }).data).toHaveLength(1440);
      expect(first.output()).toContain('candle backfill done');

      await stopServer(first.child, 'SIGKILL');

      const second = await spawnServer(env);
      try {
        expect(second.output()).toContain('candle backfill already done; skipping');
        expect(second.output()).not.toContain('"msg":"candle backfill done"');
        expect((await getJson(second.url, btcMinutes)).body).toEqual(before.body);
        expect((await getJson(second.url, ethDaily)).body).toEqual(beforeSpot.body);
      } finally {
        expect(await stopServer(second.child)).toBe(0);
      }
      expect(second.output()).toContain('shutdown complete');
    },
  );
});
