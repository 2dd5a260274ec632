import { contracts } from '../../../lib/contract/reference-data';
import { createLogger } from '../../logger';
import { IndexListeners, type IndexPriceSource } from '../index-source';
import { levelNotionalFor, spotMinuteNotional } from '../simulated-activity';
import { spotInstruments, type SpotDepthFrame } from './spot-instruments';
import {
  SpotMarkets,
  type SpotDepthPublisher,
  type SpotRoomSnapshot,
  type SpotTradeSink,
} from './spot-markets';

const BTC = 1001; // btcusdt follows contract 1 (BTC/USDT), 1 price decimal, 5 amount decimals
const ETH = 1002;
const T = Date.UTC(2026, 10, 22, 8, 0, 0);

/** An index source the test moves by hand. */
function manualIndex(): IndexPriceSource & { set(contractId: number, price: string): void } {
  const listeners = new IndexListeners();
  return {
    kind: 'simulator',
    start: async () => undefined,
    stop: async () => undefined,
    latest: (id) => listeners.latest(id),
    subscribe: (l) => listeners.add(l),
    set(contractId, price) {
      listeners.emit({ contractId, ticks: 0, price, time: T });
    },
  };
}

type Frame = SpotDepthFrame;

function setup(seed = 7, gateway: Omit<SpotDepthPublisher, 'publishSpotDepth'> = {}) {
  const index = manualIndex();
  index.set(1, '97000.0');
  index.set(2, '3400.00');
  const published: { id: number; frame: Frame }[] = [];
  const trades: [number, number, number, number][] = [];
  const sink: SpotTradeSink = {
    useTradesForSpot: () => undefined,
    applySpotTrade: (id, time, price, amount) => trades.push([id, time, price, amount]),
  };
  const markets = new SpotMarkets({
    index,
    publisher: {
      ...gateway,
      publishSpotDepth: (id, frame) => published.push({ id, frame }),
    },
    trades: sink,
    seed,
    log: createLogger('silent'),
    now: () => T,
    instruments: spotInstruments().filter((i) => i.instrumentId === BTC || i.instrumentId === ETH),
  });
  return { index, markets, published, trades };
}

const price = (level: [string, string] | undefined) => Number(level?.[0]);

describe('spot markets', () => {
  it('quote a two-sided ladder around the index of the contract on the same base', () => {
    const { markets } = setup();
    markets.requote(BTC);
    const frame = markets.depth(BTC);
    expect(frame?.sc).toBe('btcusdt');
    expect(frame?.t).toBe(T);
    expect(frame?.bids).toHaveLength(12);
    expect(frame?.asks).toHaveLength(12);
    expect(price(frame?.bids[0])).toBeLessThan(97_000);
    expect(price(frame?.asks[0])).toBeGreaterThan(97_000);
    // Two basis points per step (19.4 at 97 000), one step of half spread.
    expect(price(frame?.asks[0]) - price(frame?.bids[0])).toBeCloseTo(2 * 19.4, 5);
  });

  it('publish levels as decimal strings at the symbol precisions, best first', () => {
    const { markets } = setup();
    markets.requote(BTC);
    const frame = markets.depth(BTC);
    for (const [p, a] of [...(frame?.asks ?? []), ...(frame?.bids ?? [])]) {
      expect(p).toMatch(/^\d+\.\d$/);
      expect(a).toMatch(/^\d+\.\d{5}$/);
      expect(Number(a)).toBeGreaterThan(0);
    }
    const asks = frame?.asks.map(price) ?? [];
    const bids = frame?.bids.map(price) ?? [];
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
  });

  it('size a level so the taker flow trades what the simulated spot history shows', () => {
    const { markets } = setup();
    markets.requote(BTC);
    const [p, a] = markets.depth(BTC)?.bids[0] ?? ['0', '0'];
    const value = Number(p) * Number(a);
    // BTC spot: a quarter of the contract's 2 000 000 USDT a minute over ≈ 39 levels traded a
    // minute (24 orders of 1.624 levels) ≈ 12 800 USDT, ±30 %.
    const btc = contracts.find((c) => c.contractId === 1);
    if (!btc) throw new Error('no BTC contract');
    const level = levelNotionalFor(spotMinuteNotional(btc));
    expect(level).toBeGreaterThan(12_000);
    expect(level).toBeLessThan(13_500);
    expect(value).toBeGreaterThan(level * 0.69);
    expect(value).toBeLessThan(level * 1.31);
  });

  it('let the taker flow trade against the maker and feed the trades to the candles', () => {
    const { markets, trades } = setup();
    markets.requote(BTC);
    let fills = 0;
    for (let i = 0; i < 20; i++) fills += markets.trade(BTC).length;
    expect(fills).toBeGreaterThan(0);
    expect(trades.length).toBe(fills);
    expect(markets.tradesCount).toBe(fills);
    for (const [id, time, p, amount] of trades) {
      expect([id, time]).toEqual([BTC, T]);
      expect(Number.isSafeInteger(p) && Number.isSafeInteger(amount)).toBe(true);
      expect(Math.abs(p - 970_000)).toBeLessThan(970_000 * 0.01);
    }
  });

  it('replenish the levels the taker emptied on the next requote', () => {
    const { markets } = setup();
    markets.requote(BTC);
    const before = markets.depth(BTC);
    for (let i = 0; i < 10; i++) markets.trade(BTC);
    markets.requote(BTC);
    const after = markets.depth(BTC);
    expect(after?.asks).toHaveLength(12);
    expect(after?.bids).toHaveLength(12);
    expect(after).not.toEqual(before);
  });

  it('follow the index when it moves', () => {
    const { index, markets } = setup();
    markets.requote(BTC);
    index.set(1, '98000.0');
    markets.requote(BTC);
    const frame = markets.depth(BTC);
    expect(price(frame?.bids[0])).toBeLessThan(98_000);
    expect(price(frame?.bids[0])).toBeGreaterThan(97_500);
    expect(price(frame?.asks[0])).toBeGreaterThan(98_000);
    expect(markets.book(BTC)?.size).toBe(24);
  });

  it('publish only the books that changed since the last run', () => {
    const { markets, published } = setup();
    markets.publishChanged();
    expect(published.map((p) => p.id).sort()).toEqual([BTC, ETH]);
    published.length = 0;
    markets.publishChanged();
    expect(published).toEqual([]);
    markets.requote(ETH);
    markets.publishChanged();
    expect(published.map((p) => [p.id, p.frame.sc])).toEqual([[ETH, 'ethusdt']]);
    published.length = 0;
    markets.requote(ETH);
    markets.publishChanged();
    expect(published).toEqual([]);
  });

  it('give a new subscriber the current book at once through the gateway’s join snapshot', () => {
    const sources: SpotRoomSnapshot[] = [];
    const { markets } = setup(7, { addRoomSnapshot: (source) => sources.push(source) });
    markets.start();
    try {
      expect(sources).toHaveLength(1);
      const snapshot = sources[0]?.('snapshot_depth:1001');
      expect(snapshot?.event).toBe('snapshot_depth');
      expect(snapshot?.payload).toEqual(markets.depth(BTC));
      expect((snapshot?.payload as Frame).bids).toHaveLength(12);
      expect(sources[0]?.('future_snapshot_depth:1')).toBeUndefined();
      expect(sources[0]?.('snapshot_depth:9999')).toBeUndefined();
    } finally {
      markets.stop();
    }
    expect(sources[0]?.('snapshot_depth:1001')).toBeUndefined();
  });

  it('build no frames for books nobody subscribed to', () => {
    const { markets, published } = setup(7, {
      hasAudience: (room) => room === 'snapshot_depth:1002',
    });
    markets.requote(BTC);
    markets.requote(ETH);
    markets.publishChanged();
    expect(published.map((p) => p.frame.sc)).toEqual(['ethusdt']);
  });

  it('re-send every book once a second behind Redis, where other processes’ subscribers are invisible', () => {
    const { markets, published } = setup(7, { clustered: true, hasAudience: () => true });
    markets.publishChanged();
    published.length = 0;
    for (let run = 2; run <= 9; run++) markets.publishChanged();
    expect(published).toEqual([]);
    markets.publishChanged();
    expect(published.map((p) => p.id).sort()).toEqual([BTC, ETH]);
  });

  it('make the same choices for the same seed', () => {
    const run = (seed: number) => {
      const { markets, trades } = setup(seed);
      for (let i = 0; i < 5; i++) {
        markets.requote(BTC);
        markets.trade(BTC);
      }
      return { trades, depth: markets.depth(BTC) };
    };
    expect(run(11)).toEqual(run(11));
    expect(run(11)).not.toEqual(run(12));
  });

  it('run on timers once started and stop cleanly', () => {
    vi.useFakeTimers({ now: T });
    try {
      const { markets, published, trades } = setup();
      markets.start();
      vi.advanceTimersByTime(10_000);
      expect(trades.length).toBeGreaterThan(0);
      expect(new Set(published.map((p) => p.id))).toEqual(new Set([BTC, ETH]));
      markets.stop();
      const counts = [published.length, trades.length];
      vi.advanceTimersByTime(10_000);
      expect([published.length, trades.length]).toEqual(counts);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
