import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contracts } from '../../../lib/contract/reference-data';
import { candleWeight, depthWeight } from '../../api/public-weights';
import type { Database } from '../../db/database';
import { candleMemoryOf } from '../../market/candle-memory';
import type { CandlePeriodMs } from '../../market/periods';
import { listFundingRateHistory } from '../../services/history-queries';
import { BinanceCode, BinanceError } from './errors';
import { intParam, parse, publicRoute, timeParam, type Params } from './http';
import { periodOfInterval } from './intervals';
import { aggTrade, type BinanceMarketData } from './market-data';
import { contractOfSymbol, exchangeInfo, optionalContract, specOf } from './symbols';

export interface PublicDeps {
  database: Database;
  market: BinanceMarketData;
  weightLimit: number;
  now: () => number;
}

const DEPTH_LIMITS = [5, 10, 20, 50, 100, 500, 1000];

function unavailable(): BinanceError {
  return new BinanceError(
    BinanceCode.disconnected,
    'Internal error; unable to process your request. Please try again. (the trading engine is not running on this server)',
    503,
  );
}

const symbolOnly = z.object({ symbol: z.string() });

/** Every contract, or the one `symbol` names: one object for a symbol, a list without. */
function oneOrAll<T>(params: Params, row: (contractId: number) => T | undefined): T | T[] {
  const contract = optionalContract(params.symbol);
  if (contract) {
    const value = row(contract.contractId);
    if (value === undefined) throw unavailable();
    return value;
  }
  return contracts.flatMap((c) => {
    const value = row(c.contractId);
    return value === undefined ? [] : [value];
  });
}

/** `/fapi/v1/ping` … `openInterest`: market data from the engine, the candles and the read model. */
export function registerPublicRoutes(app: FastifyInstance, deps: PublicDeps): void {
  const { market } = deps;
  publicRoute(app, 'GET', '/v1/ping', () => ({}));
  publicRoute(app, 'GET', '/v1/time', () => ({ serverTime: deps.now() }));
  publicRoute(app, 'GET', '/v1/exchangeInfo', () =>
    exchangeInfo(market.engine(), deps.now(), deps.weightLimit),
  );

  publicRoute(
    app,
    'GET',
    '/v1/depth',
    (params) => {
      const q = parse(
        z.object({
          symbol: z.string(),
          limit: intParam(1, 1000)
            .refine((n) => DEPTH_LIMITS.includes(n), 'must be 5, 10, 20, 50, 100, 500 or 1000')
            .optional(),
        }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      const book = market.depth(contract.contractId, q.limit ?? 500);
      if (!book) throw unavailable();
      return book;
    },
    { weight: (p) => depthWeight(Number(p.limit ?? 500)) },
  );

  publicRoute(
    app,
    'GET',
    '/v1/trades',
    (params) => {
      const q = parse(
        z.object({ symbol: z.string(), limit: intParam(1, 1000).optional() }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      if (!market.running) throw unavailable();
      return market
        .recentTrades(contract.contractId)
        .slice(-(q.limit ?? 500))
        .map((t) => ({
          id: t.id,
          price: t.price,
          qty: t.qty,
          quoteQty: t.quoteQty,
          time: t.time,
          isBuyerMaker: t.buyerMaker,
        }));
    },
    { weight: 5 },
  );

  publicRoute(
    app,
    'GET',
    '/v1/aggTrades',
    (params) => {
      const q = parse(
        z.object({
          symbol: z.string(),
          fromId: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
          startTime: timeParam.optional(),
          endTime: timeParam.optional(),
          limit: intParam(1, 1000).optional(),
        }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      if (!market.running) throw unavailable();
      const limit = q.limit ?? 500;
      const matching = market
        .recentTrades(contract.contractId)
        .filter(
          (t) =>
            (q.fromId === undefined || t.id >= q.fromId) &&
            (q.startTime === undefined || t.time >= q.startTime) &&
            (q.endTime === undefined || t.time <= q.endTime),
        );
      const fromStart = q.fromId !== undefined || q.startTime !== undefined;
      return (fromStart ? matching.slice(0, limit) : matching.slice(-limit)).map(aggTrade);
    },
    { weight: 20 },
  );

  publicRoute(
    app,
    'GET',
    '/v1/klines',
    async (params) => {
      const q = parse(
        z.object({
          symbol: z.string(),
          interval: z.string(),
          startTime: timeParam.optional(),
          endTime: timeParam.optional(),
          limit: intParam(1, 1500).optional(),
        }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      const periodMs = periodOfInterval(q.interval);
      if (periodMs === undefined)
        throw new BinanceError(BinanceCode.badInterval, 'Invalid interval.');
      return klines(
        deps.database,
        contract.contractId,
        periodMs,
        q.startTime,
        q.endTime,
        q.limit ?? 500,
      );
    },
    { weight: (p) => candleWeight(Number(p.limit ?? 500)) },
  );

  publicRoute(
    app,
    'GET',
    '/v1/ticker/24hr',
    (params) => oneOrAll(params, (id) => market.ticker(id)),
    { weight: (p) => (p.symbol === undefined ? 40 : 1) },
  );
  for (const version of ['v1', 'v2'])
    publicRoute(
      app,
      'GET',
      `/${version}/ticker/price`,
      (params) =>
        oneOrAll(params, (id) => {
          const t = market.ticker(id);
          return t ? { symbol: t.symbol, price: t.lastPrice, time: t.closeTime } : undefined;
        }),
      { weight: (p) => (p.symbol === undefined ? 2 : 1) },
    );
  publicRoute(
    app,
    'GET',
    '/v1/ticker/bookTicker',
    (params) => oneOrAll(params, (id) => market.bookTicker(id)),
    { weight: (p) => (p.symbol === undefined ? 5 : 2) },
  );

  publicRoute(app, 'GET', '/v1/premiumIndex', (params) =>
    oneOrAll(params, (id) => {
      const p = market.premium(id);
      const spec = specOf(
        contracts.find((c) => c.contractId === id) ?? contractOfSymbol(''),
        market.engine(),
      );
      return p
        ? {
            symbol: p.symbol,
            markPrice: p.markPrice,
            indexPrice: p.indexPrice,
            lastFundingRate: p.lastFundingRate,
            interestRate: spec.fundingInterestRate,
            nextFundingTime: p.nextFundingTime,
            fundingIntervalHours: p.fundingIntervalHours,
            time: p.time,
          }
        : undefined;
    }),
  );

  publicRoute(app, 'GET', '/v1/fundingInfo', () =>
    contracts.map((c) => {
      const spec = specOf(c, market.engine());
      return {
        symbol: spec.code,
        adjustedFundingRateCap: spec.fundingRateCap,
        adjustedFundingRateFloor: spec.fundingRateFloor,
        fundingIntervalHours: spec.fundingIntervalHours,
        disclaimer: false,
      };
    }),
  );

  publicRoute(
    app,
    'GET',
    '/v1/fundingRate',
    async (params) => {
      const q = parse(
        z.object({
          symbol: z.string().optional(),
          startTime: timeParam.optional(),
          endTime: timeParam.optional(),
          limit: intParam(1, 1000).optional(),
        }),
        params,
      );
      const chosen = q.symbol === undefined ? contracts : [contractOfSymbol(q.symbol)];
      const limit = q.limit ?? 100;
      const rows: {
        symbol: string;
        fundingRate: string;
        fundingTime: number;
        markPrice: string;
      }[] = [];
      for (const contract of chosen) {
        const code = specOf(contract, undefined).code;
        for (const r of await listFundingRateHistory(
          deps.database.reads,
          contract.contractId,
          1000,
        )) {
          const time = Number(r.fundingTime);
          if (q.startTime !== undefined && time < q.startTime) continue;
          if (q.endTime !== undefined && time > q.endTime) continue;
          rows.push({
            symbol: code,
            fundingRate: r.fundingRate,
            fundingTime: time,
            markPrice: r.markPrice,
          });
        }
      }
      rows.sort((a, b) => a.fundingTime - b.fundingTime);
      return q.startTime !== undefined ? rows.slice(0, limit) : rows.slice(-limit);
    },
    // One history read per contract: without a symbol, every contract's.
    { weight: (p) => (p.symbol === undefined ? contracts.length : 1) },
  );

  publicRoute(app, 'GET', '/v1/openInterest', (params) => {
    const q = parse(symbolOnly, params);
    const contract = contractOfSymbol(q.symbol);
    const p = market.premium(contract.contractId);
    if (!p) throw unavailable();
    return { symbol: p.symbol, openInterest: p.openInterest, time: p.time };
  });
}

/**
 * Klines from the candles (memory the market feed keeps current, history beyond it from SQL
 * through the read lane): from `startTime` forward, else the latest `limit` opening at or before
 * `endTime` (or now). Fields Binance has and the candles do not keep (quote volume, trade count,
 * taker buy volumes) are null.
 */
async function klines(
  database: Database,
  contractId: number,
  periodMs: CandlePeriodMs,
  startTime: number | undefined,
  endTime: number | undefined,
  limit: number,
) {
  const rows = await candleMemoryOf(database).page({
    market: 'future',
    instrumentId: contractId,
    periodMs,
    limit,
    from: startTime,
    // Binance's endTime is inclusive; the page's bound is not.
    before: endTime === undefined ? undefined : endTime + 1,
  });
  return rows.map((r) => [
    r.openTime,
    r.open,
    r.high,
    r.low,
    r.close,
    r.volume,
    r.openTime + periodMs - 1,
    null,
    null,
    null,
    null,
    '0',
  ]);
}
