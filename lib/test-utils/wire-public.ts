import type {
  WireKline,
  WireMarketIndicator,
  WireSpotMarket,
  WireTick,
} from '@/lib/contract/wire/public';

/**
 * Whole rows of the public realtime topics, as the server publishes them
 * (lib/contract/wire/public-schemas), unless `overrides` say otherwise.
 */

/** BTCUSDT's figures: last, mark, index, high and low at 90 000, no change, volume or interest. */
export function wireIndicator(overrides: Partial<WireMarketIndicator> = {}): WireMarketIndicator {
  return {
    cid: 1,
    lp: '90000',
    pcr: '0',
    pv: '0',
    pt: '0',
    mp: '90000',
    ip: '90000',
    h: '90000',
    l: '90000',
    oi: '0',
    ...overrides,
  };
}

/** The btcusdt spot market at 90 000. */
export function wireSpotMarket(overrides: Partial<WireSpotMarket> = {}): WireSpotMarket {
  return {
    cid: 1001,
    sc: 'btcusdt',
    lp: '90000',
    pcr: '0',
    pv: '0',
    pt: '0',
    h: '90000',
    l: '90000',
    ...overrides,
  };
}

/** A BTCUSDT trade: 0.001 bought at 90 000, the engine's first. */
export function wireTick(overrides: Partial<WireTick> = {}): WireTick {
  return {
    time: 0,
    price: '90000',
    amount: '0.001',
    side: 'buy',
    contractId: 1,
    tradeId: 1,
    ...overrides,
  };
}

/** A flat candle at 90 000 opened at `time` 0, no volume. */
export function wireKline(overrides: Partial<WireKline> = {}): WireKline {
  return {
    time: 0,
    open: '90000',
    high: '90000',
    low: '90000',
    close: '90000',
    volume: '0',
    ...overrides,
  };
}
