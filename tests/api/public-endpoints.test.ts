import { contracts } from '@/lib/contract/reference-data';
import { z } from 'zod';
import { at, drivers, getJson, useTestServer, type TestServer } from './harness';
import * as shape from './schemas';

const MINUTE = 60_000;

describe.each(drivers)('public endpoints on $name', (driver) => {
  let t: TestServer;
  useTestServer(driver, { CANDLE_BACKFILL_DAYS: '2' }, (server) => ({ t } = server));

  it('serves the reference data at /api/getPublic with the spec contract fields', async () => {
    const { status, body } = await getJson(t.url, '/api/getPublic');
    expect(status).toBe(200);
    const { data } = shape.envelope(shape.getPublicData).parse(body);
    expect(data.contracts.map((c) => c.contractId)).toEqual(contracts.map((c) => c.contractId));
    for (const contract of data.contracts) {
      const leverages = contract.riskLimits.map((r) => r.leverage);
      expect(leverages).toEqual([...leverages].sort((a, b) => b - a));
    }
    expect(data.contracts.filter((c) => c.isNew).length).toBeGreaterThanOrEqual(1);
    expect(data.contracts.find((c) => c.code === 'BTCUSDT')?.amountPrecision).toBe(3);
    const weights = data.spotSymbols.map((s) => s.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
  });

  it('serves every contract trading config at configs/public', async () => {
    const { body, headers } = await getJson(t.url, '/api/futures/configs/public');
    const { data } = shape
      .envelope(z.object({ contracts: z.array(shape.tradingConfig) }).strict())
      .parse(body);
    expect(data.contracts).toHaveLength(contracts.length);
    const btc = data.contracts.find((c) => c.code === 'BTCUSDT');
    expect(btc).toMatchObject({
      tickSize: '0.1',
      maxLeverage: 125,
      fundingIntervalHours: 8,
      takerFeeRate: '0.0005',
      // The order panel's maximum stops at these (base asset).
      maxOrderQuantity: '1000',
      maxMarketOrderQuantity: '120',
    });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('returns the latest futures candles oldest first for a range and limit', async () => {
    const { body } = await getJson(
      t.url,
      '/api/futures/futureQuot/queryCandlestickList?contractId=1&range=60000&limit=50',
    );
    const { data } = shape.envelope(z.array(shape.klinePoint)).parse(body);
    expect(data).toHaveLength(50);
    for (let i = 1; i < data.length; i++)
      expect(at(data, i).time - at(data, i - 1).time).toBe(MINUTE);
    for (const c of data) {
      expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
      expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
      expect(c.close).toMatch(/^\d+\.\d$/); // BTC price scale 1
    }
  });

  it('uses the spec defaults (range 3600000, limit 24) and aggregates every chart period', async () => {
    const { body } = await getJson(
      t.url,
      '/api/futures/futureQuot/queryCandlestickList?contractId=2',
    );
    const hourly = shape.envelope(z.array(shape.klinePoint)).parse(body).data;
    expect(hourly).toHaveLength(24);
    expect(hourly.every((c) => c.time % 3_600_000 === 0)).toBe(true);
    for (const range of [300_000, 900_000, 1_800_000, 14_400_000, 86_400_000, 604_800_000]) {
      const r = await getJson(
        t.url,
        `/api/futures/futureQuot/queryCandlestickList?contractId=12&range=${range}&limit=5`,
      );
      const list = shape.envelope(z.array(shape.klinePoint)).parse(r.body).data;
      expect(list.length, `range ${range}`).toBeGreaterThan(0);
      expect(at(list, 0).close).toMatch(/^\d+\.\d{8}$/); // PEPE price scale 8
    }
  });

  it('returns spot klines by symbol, period and size', async () => {
    const { body } = await getJson(
      t.url,
      '/api/market/v1/market/klineList?symbol=ethusdt&period=15min&size=10',
    );
    const { data } = shape.envelope(z.array(shape.klinePoint)).parse(body);
    expect(data).toHaveLength(10);
    expect(data.every((c) => c.time % (15 * MINUTE) === 0)).toBe(true);
    const defaults = await getJson(t.url, '/api/market/v1/market/klineList?symbol=BTCUSDT');
    expect(shape.envelope(z.array(shape.klinePoint)).parse(defaults.body).data).toHaveLength(24);
  });

  it('lists countries with four languages, dial codes and every restricted jurisdiction flagged', async () => {
    const { body } = await getJson(t.url, '/api/v2/public/country/list?lang=ja');
    const { data } = shape.envelope(z.array(shape.country)).parse(body);
    expect(data.length).toBeGreaterThanOrEqual(60);
    const restricted = new Set(data.filter((c) => c.restricted).map((c) => c.code));
    for (const code of [
      'CN',
      'HK',
      'CU',
      'IR',
      'KP',
      'UA-43',
      'UA-40',
      'SD',
      'SY',
      'US',
      'PR',
      'GU',
      'IQ',
      'BD',
      'BO',
      'EC',
      'KG',
    ]) {
      expect(restricted, code).toContain(code);
    }
    expect(data.find((c) => c.code === 'JP')).toMatchObject({
      name: '日本',
      dialCode: '+81',
      restricted: false,
    });
  });

  it('answers carousel banners and notices in the language asked for', async () => {
    const ko = shape
      .envelope(z.array(shape.banner))
      .parse((await getJson(t.url, '/api/v2/public/carousel/list?lang=ko')).body).data;
    expect(ko.length).toBeGreaterThanOrEqual(3);
    expect(at(ko, 0).title).toMatch(/[가-힣]/);
    const viaHeader = await getJson(t.url, '/api/v2/public/carousel/list', { language: 'zh_CN' });
    const zh = shape.envelope(z.array(shape.banner)).parse(viaHeader.body).data;
    expect(at(zh, 0).title).toMatch(/[\u4e00-\u9fff]/);
    expect(viaHeader.headers.get('vary')).toContain('language');
    const notices = await getJson(t.url, '/api/v2/public/notic/latest/list?size=3');
    const list = shape.envelope(z.array(shape.notice)).parse(notices.body).data;
    expect(list).toHaveLength(3);
    expect(at(list, 0).pinned).toBe(true);
    expect(at(list, 1).publishedAt).toBeGreaterThanOrEqual(at(list, 2).publishedAt);
    expect(at(list, 0).title).toMatch(/^[\x20-\x7e]+$/); // English by default
  });

  it('serves funding and insurance fund history from the read model (empty until the engine writes)', async () => {
    const funding = await getJson(t.url, '/api/futures/fundingRate/history?contractId=11');
    expect(shape.envelope(shape.fundingHistory).parse(funding.body).data).toMatchObject({
      intervalHours: 4,
      list: [],
    });
    const insurance = await getJson(
      t.url,
      '/api/futures/insuranceFund/history?contractId=1&limit=5',
    );
    expect(shape.envelope(shape.insuranceHistory).parse(insurance.body).data.list).toEqual([]);
  });

  it('says plainly that engine-backed numbers are unavailable instead of inventing them', async () => {
    for (const path of [
      '/api/getOverview',
      '/api/futures/fundingRate/current?contractId=1',
      '/api/futures/fundingRate/list',
      '/api/futures/insuranceFund/current?contractId=1',
    ]) {
      const response = await getJson(t.url, path);
      expectClientErrorOr503(response);
    }
  });
});

function expectClientErrorOr503(response: Awaited<ReturnType<typeof getJson>>) {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ code: 503, success: false, data: null });
  expect((response.body as { message: string }).message).toContain('engine');
}
