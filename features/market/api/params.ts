/**
 * The market endpoints' request params: their defaults and checks. Zod-free: query options build
 * their keys from them during render and the chart asks for older candles in the very tick it
 * scrolls, so the checks cannot wait for a lazily loaded schema, and zod stays out of the pages'
 * first load. A param out of range throws a RangeError where the zod params schemas threw.
 */

import { DEFAULT_CANDLE_LIMIT, DEFAULT_CANDLE_PERIOD_MS } from '@/lib/contract/wire/queries';

/** The server's defaults for a candle request (lib/contract/wire/queries). */
export const DEFAULT_CANDLESTICK_RANGE_MS = DEFAULT_CANDLE_PERIOD_MS;
export const DEFAULT_CANDLESTICK_LIMIT = DEFAULT_CANDLE_LIMIT;

export const DEFAULT_KLINE_PERIOD = '60min';
export const DEFAULT_KLINE_SIZE = 24;

export const DEFAULT_NOTICES_SIZE = 10;

function check<T>(name: string, value: T, valid: (value: T) => boolean): T {
  if (!valid(value)) throw new RangeError(`Invalid ${name}: ${JSON.stringify(value) ?? value}`);
  return value;
}

/** Like a zod default: only a missing value takes it. */
const orDefault = <T>(value: T | undefined, fallback: T): T =>
  value === undefined ? fallback : value;

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const positiveInt = (value: number) => isInt(value) && value > 0;
const nonEmptyText = (value: string) => typeof value === 'string' && value.length > 0;

export interface CandlestickParams {
  contractId: number;
  /** Candle length in ms. Default one hour. */
  range?: number | undefined;
  /** Number of candles. Default 24. */
  limit?: number | undefined;
  /** Only candles that open strictly before this time (epoch ms): a chart paging back in time. */
  endTime?: number | undefined;
}

// A type, not an interface: it is a request's query record.
export type CandlestickQuery = {
  contractId: number;
  range: number;
  limit: number;
  endTime?: number;
};

/** Contract id, range and limit are positive integers, endTime a non-negative one. */
export function candlestickQuery(params: CandlestickParams): CandlestickQuery {
  const query: CandlestickQuery = {
    contractId: check('contractId', params.contractId, positiveInt),
    range: check('range', orDefault(params.range, DEFAULT_CANDLESTICK_RANGE_MS), positiveInt),
    limit: check('limit', orDefault(params.limit, DEFAULT_CANDLESTICK_LIMIT), positiveInt),
  };
  if (params.endTime === undefined) return query;
  return {
    ...query,
    endTime: check('endTime', params.endTime, (time) => isInt(time) && time >= 0),
  };
}

export interface KlineParams {
  /** Spot symbol, lower case (`btcusdt`). */
  symbol: string;
  /** Default 60min. */
  period?: string | undefined;
  /** Default 24. */
  size?: number | undefined;
}

export type KlineQuery = { symbol: string; period: string; size: number };

/** Symbol and period are non-empty, size a positive integer. */
export function klineQuery(params: KlineParams): KlineQuery {
  return {
    symbol: check('symbol', params.symbol, nonEmptyText),
    period: check('period', orDefault(params.period, DEFAULT_KLINE_PERIOD), nonEmptyText),
    size: check('size', orDefault(params.size, DEFAULT_KLINE_SIZE), positiveInt),
  };
}

export interface LatestNoticesParams {
  /** How many notices, 1 to 50. Default 10. */
  size?: number | undefined;
}

/** Size is an integer from 1 to 50. */
export function latestNoticesQuery(params: LatestNoticesParams): { size: number } {
  return {
    size: check(
      'size',
      orDefault(params.size, DEFAULT_NOTICES_SIZE),
      (size) => isInt(size) && size >= 1 && size <= 50,
    ),
  };
}
