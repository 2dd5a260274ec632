import Decimal from 'decimal.js';
import { z } from 'zod';
import { contractDetailSchema } from '@/features/futures-info/api/schemas';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { maintenanceMargin, usdt, formatUsdt } from '../../server/engine';
import { expectClientError, getJson, startTestServer, drivers, type TestServer } from './harness';
import * as shape from './schemas';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const positiveInt = z.number().int().positive();

const riskTier = z
  .object({
    tier: positiveInt,
    minNotional: decimal,
    maxNotional: decimal,
    maxLeverage: positiveInt,
    maintenanceMarginRate: decimal,
    maintenanceAmount: decimal,
  })
  .strict();

const contractSpec = z
  .object({
    contractId: positiveInt,
    code: z.string().regex(/^[A-Z0-9]+USDT$/),
    name: z.string(),
    baseAsset: z.string().min(1),
    quoteAsset: z.literal('USDT'),
    marginAsset: z.literal('USDT'),
    perpetual: z.literal(true),
    contractSize: decimal,
    priceScale: z.number().int().min(0),
    tickSize: decimal,
    minOrderLots: positiveInt,
    minOrderQuantity: decimal,
    minOrderValue: decimal,
    maxOrderLots: positiveInt,
    maxOrderQuantity: decimal,
    maxMarketOrderLots: positiveInt,
    maxMarketOrderQuantity: decimal,
    maxLeverage: positiveInt,
    makerFeeRate: decimal,
    takerFeeRate: decimal,
    fundingIntervalHours: positiveInt,
    fundingRateCap: decimal,
    fundingRateFloor: decimal,
    fundingInterestRate: decimal,
    priceBandRate: decimal,
    riskTiers: z.array(riskTier).min(1),
  })
  .strict();

type ContractSpec = z.infer<typeof contractSpec>;

async function detail(t: TestServer, symbol: string): Promise<ContractSpec> {
  const { status, body } = await getJson(
    t.url,
    `/api/futures/contract/detail?symbol=${encodeURIComponent(symbol)}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return shape.envelope(contractSpec).parse(body).data;
}

describe.each(drivers)('contract/detail on $name', (driver) => {
  // An edge process (no engine here) and a process hosting the engine.
  let edge: TestServer;
  let engine: TestServer;
  beforeAll(async () => {
    [edge, engine] = await Promise.all([
      startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' }),
      startTestServer(driver, {
        MARKET_SIMULATION: 'on',
        MARKET_MAKERS: 'off',
        CANDLE_BACKFILL_DAYS: '0',
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([edge?.stop(), engine?.stop()]);
  });

  it('gives BTCUSDT its trading terms, order limits and funding bounds', async () => {
    const btc = await detail(engine, 'BTCUSDT');
    expect(btc).toMatchObject({
      contractId: 1,
      code: 'BTCUSDT',
      name: 'BTC/USDT',
      contractSize: '0.001',
      priceScale: 1,
      tickSize: '0.1',
      minOrderLots: 1,
      minOrderQuantity: '0.001',
      minOrderValue: '100',
      maxLeverage: 125,
      makerFeeRate: '0.0002',
      takerFeeRate: '0.0005',
      fundingIntervalHours: 8,
      fundingRateCap: '0.0075',
      fundingRateFloor: '-0.0075',
      fundingInterestRate: '0.0001',
      priceBandRate: '0.05',
    });
    // Order size limits in contracts and the same in BTC (one contract is 0.001 BTC).
    expect(new Decimal(btc.maxOrderQuantity).eq(new Decimal(btc.maxOrderLots).times('0.001'))).toBe(
      true,
    );
    expect(
      new Decimal(btc.maxMarketOrderQuantity).eq(
        new Decimal(btc.maxMarketOrderLots).times('0.001'),
      ),
    ).toBe(true);
    expect(btc.maxMarketOrderLots).toBeLessThanOrEqual(btc.maxOrderLots);
    // Binance's BTCUSDT maxima, well inside the top risk tier (not a million BTC).
    expect(btc).toMatchObject({
      maxOrderLots: 1_000_000,
      maxOrderQuantity: '1000',
      maxMarketOrderLots: 120_000,
      maxMarketOrderQuantity: '120',
    });
  });

  it('gives every contract order maxima its top risk tier can hold', async () => {
    for (const contract of contracts) {
      const code = contractCode(contract.name);
      const spec = await detail(engine, code);
      const top = spec.riskTiers[spec.riskTiers.length - 1];
      const largest = new Decimal(spec.maxOrderQuantity).times(contract.seedPrice);
      // At the reference price the largest limit order is at most half the top tier.
      expect(largest.times(2).lte(top?.maxNotional ?? 0), code).toBe(true);
      expect(
        new Decimal(spec.maxMarketOrderQuantity).lte(spec.maxOrderQuantity),
        `${code} market ≤ limit`,
      ).toBe(true);
    }
    const eth = await detail(engine, 'ETHUSDT');
    expect([eth.maxOrderQuantity, eth.maxMarketOrderQuantity]).toEqual(['10000', '2000']);
  });

  it('lists the risk tiers from the smallest positions up, each starting where the last ended', async () => {
    const btc = await detail(engine, 'BTCUSDT');
    expect(btc.riskTiers.slice(0, 3)).toEqual([
      {
        tier: 1,
        minNotional: '0',
        maxNotional: '50000',
        maxLeverage: 125,
        maintenanceMarginRate: '0.004',
        maintenanceAmount: '0',
      },
      {
        tier: 2,
        minNotional: '50000',
        maxNotional: '250000',
        maxLeverage: 100,
        maintenanceMarginRate: '0.005',
        maintenanceAmount: '50',
      },
      {
        tier: 3,
        minNotional: '250000',
        maxNotional: '3000000',
        maxLeverage: 50,
        maintenanceMarginRate: '0.01',
        maintenanceAmount: '1300',
      },
    ]);
    for (const { code } of contracts.map((c) => ({ code: contractCode(c.name) }))) {
      const { riskTiers, maxLeverage } = await detail(engine, code);
      expect(riskTiers[0]?.minNotional, code).toBe('0');
      expect(riskTiers[0]?.maxLeverage, code).toBe(maxLeverage);
      riskTiers.forEach((tier, i) => {
        expect(tier.tier).toBe(i + 1);
        const previous = riskTiers[i - 1];
        if (!previous) return;
        expect(tier.minNotional, `${code} tier ${tier.tier}`).toBe(previous.maxNotional);
        expect(tier.maxLeverage).toBeLessThan(previous.maxLeverage);
        expect(new Decimal(tier.maintenanceMarginRate).gt(previous.maintenanceMarginRate)).toBe(
          true,
        );
      });
    }
  });

  it('publishes tiers from which value × rate − amount is the maintenance margin the engine charges', async () => {
    const spec = await detail(engine, 'ETHUSDT');
    const config = engine.server.exchange?.host.config(spec.contractId);
    if (!config) throw new Error('the engine does not run in this process');
    const values = spec.riskTiers.flatMap((tier) => [
      new Decimal(tier.maxNotional),
      new Decimal(tier.minNotional).plus('1234.5'),
    ]);
    for (const value of values) {
      const tier = spec.riskTiers.find((t) => value.lte(t.maxNotional)) ?? spec.riskTiers.at(-1);
      if (!tier) throw new Error('no tier');
      const fromSpec = Decimal.max(
        0,
        value.times(tier.maintenanceMarginRate).minus(tier.maintenanceAmount),
      );
      const charged = formatUsdt(maintenanceMargin(config.tiers, usdt(value.toFixed())));
      expect(fromSpec.toFixed(), `position value ${value.toFixed()}`).toBe(charged);
    }
  });

  it('answers in the shape the contract page reads', async () => {
    const { body } = await getJson(engine.url, '/api/futures/contract/detail?symbol=SOLUSDT');
    const page = contractDetailSchema.parse((body as { data: unknown }).data);
    expect(page.code).toBe('SOLUSDT');
    expect(page.riskTiers.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the same on a process without the engine as on the one that runs it', async () => {
    for (const contract of contracts) {
      const code = contractCode(contract.name);
      expect(await detail(edge, code), code).toEqual(await detail(engine, code));
    }
  });

  it('accepts the symbol in any case and carries each contract its own funding interval', async () => {
    const doge = await detail(edge, 'dogeusdt');
    expect(doge.code).toBe('DOGEUSDT');
    expect(doge.fundingIntervalHours).toBe(4);
    expect(doge.fundingInterestRate).toBe('0.00005');
    const pepe = await detail(edge, 'PePeUsDt');
    expect(pepe.fundingRateCap).toBe('0.02');
    expect(pepe.priceScale).toBe(8);
    expect(pepe.riskTiers.length).toBeGreaterThanOrEqual(3);
  });

  it('may be cached by browsers and the page cache', async () => {
    const { headers } = await getJson(edge.url, '/api/futures/contract/detail?symbol=BTCUSDT');
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('refuses an unknown or missing symbol with a parameter error naming it', async () => {
    expectClientError(
      await getJson(edge.url, '/api/futures/contract/detail?symbol=NOPEUSDT'),
      400,
      'symbol: unknown contract',
    );
    expectClientError(
      await getJson(edge.url, '/api/futures/contract/detail?symbol=BTC/USDT'),
      400,
      'symbol',
    );
    expectClientError(await getJson(edge.url, '/api/futures/contract/detail'), 400, 'symbol');
  });
});
