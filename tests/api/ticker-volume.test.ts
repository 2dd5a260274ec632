import Decimal from 'decimal.js';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { contractCode, contracts, spotSymbols } from '../../lib/contract/reference-data';
import { indicator, indicatorFrame } from './exchange-schemas';
import { drivers, getJson, startTestServer, type TestServer } from './harness';
import { connectClient, send, subscribeBody, until } from './live-client';

/**
 * Issue 33: the 24 h figures come from the same trades (and simulated history) as the candles.
 * The 24 h volume every door serves (the app's REST overview, its socket indicator frame and
 * Binance's `/fapi/v1/ticker/24hr`) is the sum of the last 24 hours of one-minute candles, within
 * one candle's volume (a minute may open or trade between two reads).
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

const kline = z
  .tuple([z.number(), z.string(), z.string(), z.string(), z.string(), z.string()])
  .rest(z.unknown());
const ticker24 = z.object({
  symbol: z.string(),
  volume: z.string(),
  quoteVolume: z.string(),
  highPrice: z.string(),
  lowPrice: z.string(),
  weightedAvgPrice: z.string(),
});

interface Day {
  /** Σ volume of the one-minute candles of the last 24 h. */
  volume: Decimal;
  /** The largest of them: how far one minute can move the sum. */
  largest: Decimal;
  high: Decimal;
  low: Decimal;
}

describe.each(drivers.slice(0, 1))('24 h volume and the candles on $name', (driver) => {
  let t: TestServer;
  let socket: Socket;
  const frames: z.infer<typeof indicator>[][] = [];
  const spotFrames: z.infer<typeof indicatorFrame>['markets'][] = [];

  beforeAll(async () => {
    t = await startTestServer(driver, { MARKET_SIMULATION: 'on', CANDLE_BACKFILL_DAYS: '2' });
    socket = await connectClient(t.url);
    socket.on('indicator', (frame: unknown) => {
      const { indicators, markets } = indicatorFrame.parse(frame);
      frames.push(indicators);
      spotFrames.push(markets);
    });
    expect(await send(socket, 1003, subscribeBody('indicator'))).toMatchObject({ code: 0 });
    await until(socket, ['indicator'], () => frames.length > 0, 10_000, 'an indicator frame');
  }, 240_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });

  /** The last 24 h of one-minute candles of a contract, as `/fapi/v1/klines` serves them. */
  async function lastDayOfMinutes(symbol: string): Promise<Day> {
    const response = await getJson(
      t.url,
      `/fapi/v1/klines?symbol=${symbol}&interval=1m&limit=1500`,
    );
    expect(response.status).toBe(200);
    const rows = z.array(kline).parse(response.body);
    // The window ends with the clock's minute (the current candle, if anything traded in it).
    const minute = Date.now() - (Date.now() % MINUTE);
    const window = rows.filter((r) => r[0] > minute - DAY);
    const volumes = window.map((r) => new Decimal(r[5]));
    return {
      volume: volumes.reduce((a, b) => a.plus(b), new Decimal(0)),
      largest: Decimal.max(0, ...volumes),
      high: Decimal.max(...window.map((r) => new Decimal(r[2]))),
      low: Decimal.min(...window.map((r) => new Decimal(r[3]))),
    };
  }

  /** The last 24 h of one-minute candles of a spot symbol, as `v1/market/klineList` serves them. */
  async function lastDayOfSpotMinutes(symbol: string): Promise<Day & { close: Decimal }> {
    const response = await getJson(
      t.url,
      `/api/market/v1/market/klineList?symbol=${symbol}&period=1min&size=1500`,
    );
    expect(response.status).toBe(200);
    const rows = z
      .object({
        data: z.array(
          z.object({
            time: z.number(),
            high: z.string(),
            low: z.string(),
            close: z.string(),
            volume: z.string(),
          }),
        ),
      })
      .parse(response.body)
      .data.sort((a, b) => a.time - b.time);
    const minute = Date.now() - (Date.now() % MINUTE);
    const window = rows.filter((r) => r.time > minute - DAY);
    const volumes = window.map((r) => new Decimal(r.volume));
    return {
      volume: volumes.reduce((a, b) => a.plus(b), new Decimal(0)),
      largest: Decimal.max(0, ...volumes),
      high: Decimal.max(...window.map((r) => new Decimal(r.high))),
      low: Decimal.min(...window.map((r) => new Decimal(r.low))),
      close: new Decimal(window.at(-1)?.close ?? 0),
    };
  }

  function expectWithinOneCandle(served: string, day: Day, where: string): void {
    const gap = new Decimal(served).minus(day.volume).abs();
    expect(
      gap.lte(day.largest),
      `${where}: 24 h volume ${served}, the candles of the last 24 h sum to ${day.volume.toString()} (largest candle ${day.largest.toString()})`,
    ).toBe(true);
  }

  it('has two days of simulated candles, so the last 24 h hold a full day of volume', async () => {
    const day = await lastDayOfMinutes('BTCUSDT');
    expect(day.volume.gt(0)).toBe(true);
  });

  it('serves on /fapi/v1/ticker/24hr the volume of the last 24 h of one-minute candles', async () => {
    for (const contract of contracts) {
      const symbol = contractCode(contract.name);
      const day = await lastDayOfMinutes(symbol);
      const response = await getJson(t.url, `/fapi/v1/ticker/24hr?symbol=${symbol}`);
      expect(response.status).toBe(200);
      const ticker = ticker24.parse(response.body);
      expectWithinOneCandle(ticker.volume, day, `/fapi ${symbol}`);
      // The 24 h range is the candles' range, and the average price lies inside it.
      expect(new Decimal(ticker.highPrice).gte(day.high), `${symbol} high`).toBe(true);
      expect(new Decimal(ticker.lowPrice).lte(day.low), `${symbol} low`).toBe(true);
      const average = new Decimal(ticker.weightedAvgPrice);
      expect(average.gte(ticker.lowPrice) && average.lte(ticker.highPrice), `${symbol} avg`).toBe(
        true,
      );
    }
  });

  it('serves on the REST overview (getOverview) the volume of the last 24 h of one-minute candles', async () => {
    const response = await getJson(t.url, '/api/getOverview');
    const rows = z.object({ data: z.array(indicator) }).parse(response.body).data;
    for (const contract of contracts) {
      const row = rows.find((x) => x.cid === contract.contractId);
      if (!row) throw new Error(`no overview row for ${contract.name}`);
      const day = await lastDayOfMinutes(contractCode(contract.name));
      expectWithinOneCandle(row.pv, day, `getOverview ${contract.name}`);
      // Turnover over volume: an average price inside the day's range.
      const average = new Decimal(row.pt).div(row.pv);
      expect(average.gte(day.low) && average.lte(day.high), `${contract.name} pt/pv`).toBe(true);
    }
  });

  it('pushes on the socket indicator frame the volume of the last 24 h of one-minute candles', async () => {
    const seen = frames.length;
    await until(
      socket,
      ['indicator'],
      () => frames.length > seen,
      5_000,
      'a fresh indicator frame',
    );
    const frame = frames.at(-1) ?? [];
    for (const contract of contracts) {
      const row = frame.find((x) => x.cid === contract.contractId);
      if (!row) throw new Error(`no indicator for ${contract.name}`);
      const day = await lastDayOfMinutes(contractCode(contract.name));
      expectWithinOneCandle(row.pv, day, `socket ${contract.name}`);
    }
  });

  it('pushes every spot market on the indicator frame with the figures of its own candles', async () => {
    const seen = spotFrames.length;
    await until(socket, ['indicator'], () => spotFrames.length > seen, 5_000, 'a fresh frame');
    const markets = spotFrames.at(-1) ?? [];
    expect(markets.map((m) => m.cid)).toEqual(spotSymbols.map((s) => s.instrumentId));
    for (const symbol of spotSymbols) {
      const market = markets.find((m) => m.cid === symbol.instrumentId);
      if (!market) throw new Error(`no spot market ${symbol.symbol}`);
      expect(market.sc).toBe(symbol.symbol);
      const day = await lastDayOfSpotMinutes(symbol.symbol);
      expectWithinOneCandle(market.pv, day, `spot ${symbol.symbol}`);
      // The last price is the newest candle's close (a trade between the two reads moves it a
      // little), inside the day's range; turnover over volume lies inside the range too.
      const last = new Decimal(market.lp);
      expect(last.minus(day.close).abs().lte(day.close.times(0.005)), `${symbol.symbol} lp`).toBe(
        true,
      );
      expect(new Decimal(market.h).gte(day.high.times(0.995)), `${symbol.symbol} high`).toBe(true);
      expect(new Decimal(market.l).lte(day.low.times(1.005)), `${symbol.symbol} low`).toBe(true);
      const average = new Decimal(market.pt).div(market.pv);
      expect(average.gte(market.l) && average.lte(market.h), `${symbol.symbol} pt/pv`).toBe(true);
    }
  });

  it('counts a new minute of trades in the 24 h volume as the candles do', async () => {
    // The makers trade: wait for the current minute to gain volume, then compare again.
    const before = await lastDayOfMinutes('BTCUSDT');
    await new Promise((resolve) => setTimeout(resolve, Math.min(MINUTE / 4, 8_000)));
    const response = await getJson(t.url, '/fapi/v1/ticker/24hr?symbol=BTCUSDT');
    const after = await lastDayOfMinutes('BTCUSDT');
    const served = ticker24.parse(response.body).volume;
    expectWithinOneCandle(served, after, '/fapi BTCUSDT after trading');
    expect(before.volume.gt(0)).toBe(true);
  });
});
