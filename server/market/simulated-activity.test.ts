import { contractCode, contracts } from '../../lib/contract/reference-data';
import {
  contractConfigFromReference,
  Engine,
  formatUsdt,
  usdt,
  type Command,
  type ContractConfig,
} from '../engine';
import { createLogger } from '../logger';
import { simulateMinuteCandles } from './backfill';
import { buildCandleSeries } from './candle-series';
import { MarketMakers } from './market-makers';
import type { TradingHost } from './market-makers/durable-rounds';
import { openingInsuranceFund } from './simulated-activity';
import { SimulatedIndexSource } from './simulated-index-source';
import { spotInstruments } from './spot/spot-instruments';
import { SpotMarkets } from './spot/spot-markets';

const SEED = 20_261_122;
const START = Date.UTC(2026, 10, 29, 8, 0);
const MINUTE = 60_000;
/** Minutes of live trading each test runs on fake timers (under a second of real time). */
const LIVE_MINUTES = 5;

const configs: ContractConfig[] = contracts.map((c) => contractConfigFromReference(c));

/**
 * The simulated market as the server runs it, on fake timers: the seeded index each second
 * (mark = index), the makers requoting and the takers trading through the engine (every command
 * durable at once). Returns the engine, the commands and the traded value per contract (USDT a
 * minute).
 */
async function liveMarket(minutes: number, engine = new Engine(configs)) {
  vi.useFakeTimers({ now: START });
  const traded = new Map<number, bigint>();
  const commands: Command[] = [];
  const host: TradingHost = {
    get state() {
      return engine.state;
    },
    submit(command: Command) {
      commands.push(command);
      const result = engine.apply(command);
      for (const e of result.events)
        if (e.type === 'trade') {
          const config = configs.find((c) => c.contractId === e.contractId);
          const value = BigInt(e.qty) * BigInt(e.price) * (config?.valuePerLotTick ?? 0n);
          traded.set(e.contractId, (traded.get(e.contractId) ?? 0n) + value);
        }
      return { result, durable: Promise.resolve() };
    },
  };
  const index = new SimulatedIndexSource({
    seed: SEED,
    contracts,
    startTime: START,
    now: Date.now,
  });
  index.subscribe((q) =>
    host.submit({
      kind: 'setPrices',
      ts: q.time,
      contractId: q.contractId,
      indexPrice: q.ticks,
      markPrice: q.ticks,
    }),
  );
  const makers = new MarketMakers({
    host,
    index,
    contracts: contracts.map((c, i) => ({
      config: configs[i] ?? contractConfigFromReference(c),
      annualVolatility: Number(c.annualVolatility),
    })),
    seed: SEED,
    log: createLogger('silent'),
    now: Date.now,
    simulated: true,
  });
  try {
    await index.start();
    makers.start();
    await vi.advanceTimersByTimeAsync(minutes * MINUTE);
  } finally {
    makers.stop();
    await index.stop();
    vi.useRealTimers();
  }
  const perMinute = new Map(
    [...traded].map(([id, value]) => [id, Number(formatUsdt(value)) / Math.max(1, minutes)]),
  );
  return { engine, perMinute, commands };
}

/** Mean traded value a minute (volume × close, USDT) of a day of a series' simulated history. */
function historyPerMinute(market: 'future' | 'spot', instrumentId: number): number {
  const series = buildCandleSeries().find(
    (s) => s.market === market && s.instrumentId === instrumentId,
  );
  const contract = contracts.find((c) => c.contractId === series?.contractId);
  if (!series || !contract) throw new Error(`no ${market} series ${instrumentId}`);
  const rows = simulateMinuteCandles(contract, [series], SEED, START - 1440 * MINUTE, 1440);
  const minutes = rows.get(series) ?? [];
  let total = 0;
  for (const m of minutes)
    total += (m.volume / 10 ** series.volumeScale) * m.close * series.tickSizeFloat;
  return total / minutes.length;
}

/** The spot books as the server runs them, on fake timers: traded value per symbol a minute. */
async function liveSpot(minutes: number): Promise<Map<number, number>> {
  vi.useFakeTimers({ now: START });
  const instruments = spotInstruments();
  const traded = new Map<number, number>();
  const index = new SimulatedIndexSource({
    seed: SEED,
    contracts,
    startTime: START,
    now: Date.now,
  });
  const markets = new SpotMarkets({
    index,
    publisher: { publishSpotDepth: () => undefined },
    trades: {
      useTradesForSpot: () => undefined,
      applySpotTrade(id, _time, priceUnits, amountUnits) {
        const i = instruments.find((x) => x.instrumentId === id);
        if (!i) return;
        const value =
          (priceUnits / 10 ** i.pricePrecision) * (amountUnits / 10 ** i.amountPrecision);
        traded.set(id, (traded.get(id) ?? 0) + value);
      },
    },
    seed: SEED,
    log: createLogger('silent'),
    now: Date.now,
  });
  try {
    await index.start();
    markets.start();
    await vi.advanceTimersByTimeAsync(minutes * MINUTE);
  } finally {
    markets.stop();
    await index.stop();
    vi.useRealTimers();
  }
  return new Map([...traded].map(([id, value]) => [id, value / minutes]));
}

/** History ÷ live, per book; fails a book whose candles would jump at the edge of the history. */
function expectAlike(ratios: { book: string; ratio: number }[]): void {
  if (process.env.PRINT_RATIOS) console.log(JSON.stringify(ratios));
  for (const { book, ratio } of ratios) {
    expect(ratio, book).toBeGreaterThan(0.75);
    expect(ratio, book).toBeLessThan(1.33);
  }
}

describe('the simulated market', () => {
  it('trades live about what its simulated history shows, contract by contract', async () => {
    const { perMinute } = await liveMarket(LIVE_MINUTES);
    // Before the live flow was sized from the same rule as the history: BTC and ETH history
    // ≈ 22× their live minutes, the other contracts ≈ 1.7×, the new listings ≈ 0.45×.
    expectAlike(
      contracts.map((c) => ({
        book: contractCode(c.name),
        ratio: historyPerMinute('future', c.contractId) / (perMinute.get(c.contractId) ?? 0),
      })),
    );
  });

  it('trades live on the spot books about what their simulated history shows', async () => {
    const perMinute = await liveSpot(LIVE_MINUTES);
    // Before: BTC and ETH spot history ≈ 11× their live minutes, the new listings ≈ 0.2×.
    expectAlike(
      spotInstruments().map((i) => ({
        book: i.code,
        ratio: historyPerMinute('spot', i.instrumentId) / (perMinute.get(i.instrumentId) ?? 0),
      })),
    );
  });

  it('opens each insurance fund once with a balance sized to the contract, through the engine', async () => {
    const { engine, commands } = await liveMarket(0);
    const injections = commands.filter((c) => c.kind === 'fundInsurance');
    expect(injections).toHaveLength(contracts.length);
    const fund = (id: number) => engine.state.contracts.get(id)?.insuranceFund ?? 0n;
    for (const c of contracts)
      expect(formatUsdt(fund(c.contractId))).toBe(openingInsuranceFund(c, SEED));
    // BTC a few million USDT, a new listing a few ten thousand.
    expect(fund(1)).toBeGreaterThan(usdt('2000000'));
    expect(fund(1)).toBeLessThan(usdt('4000000'));
    for (const c of contracts.filter((x) => x.isNew))
      expect(fund(c.contractId)).toBeLessThan(usdt('100000'));
    // The makers start again on the same engine (a restart): nothing is added.
    const before = contracts.map((c) => fund(c.contractId));
    const again = await liveMarket(0, engine);
    expect(again.commands.filter((c) => c.kind === 'fundInsurance')).toEqual([]);
    expect(contracts.map((c) => fund(c.contractId))).toEqual(before);
  });
});
