import {
  DEFAULT_CANDLESTICK_LIMIT,
  DEFAULT_CANDLESTICK_RANGE_MS,
  candlestickQuery,
  klineQuery,
  latestNoticesQuery,
  type CandlestickParams,
  type KlineParams,
} from './params';

describe('candlestick params', () => {
  it('fills in the defaults and keeps only the query fields', () => {
    const params = { contractId: 1, extra: true } as CandlestickParams;
    expect(candlestickQuery(params)).toEqual({
      contractId: 1,
      range: DEFAULT_CANDLESTICK_RANGE_MS,
      limit: DEFAULT_CANDLESTICK_LIMIT,
    });
    expect(candlestickQuery({ contractId: 2, range: 900_000, limit: 500, endTime: 0 })).toEqual({
      contractId: 2,
      range: 900_000,
      limit: 500,
      endTime: 0,
    });
  });

  it.each([
    { contractId: 0 },
    { contractId: 1.5 },
    { contractId: Number.NaN },
    { contractId: 1, range: -60_000 },
    { contractId: 1, limit: 0 },
    { contractId: 1, endTime: -1 },
    { contractId: 1, endTime: Number.POSITIVE_INFINITY },
  ])('refuses %o', (params) => {
    expect(() => candlestickQuery(params)).toThrow(RangeError);
  });
});

describe('kline params', () => {
  it('fills in the defaults', () => {
    expect(klineQuery({ symbol: 'btcusdt' })).toEqual({
      symbol: 'btcusdt',
      period: '60min',
      size: 24,
    });
  });

  it.each([
    { symbol: '' },
    { symbol: 'btcusdt', period: '' },
    { symbol: 'btcusdt', size: 0 },
    { symbol: 7 } as unknown as KlineParams,
  ])('refuses %o', (params) => {
    expect(() => klineQuery(params)).toThrow(RangeError);
  });
});

describe('latest notices params', () => {
  it('asks for 10 by default and 1 to 50 at most', () => {
    expect(latestNoticesQuery({})).toEqual({ size: 10 });
    expect(latestNoticesQuery({ size: 50 })).toEqual({ size: 50 });
    expect(() => latestNoticesQuery({ size: 0 })).toThrow(RangeError);
    expect(() => latestNoticesQuery({ size: 51 })).toThrow(RangeError);
    expect(() => latestNoticesQuery({ size: 2.5 })).toThrow(RangeError);
  });
});
