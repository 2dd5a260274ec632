import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import type { Database } from '../db/database';
import type { ContractConfig } from '../engine';
import { candleMemoryOf } from '../market/candle-memory';
import { toKlinePoint } from '../market/candle-store';
import type { MarketStateProvider } from '../market/market-state';
import { isCandlePeriodMs, type CandlePeriodMs } from '../market/periods';
import {
  listFundingRateHistory,
  listInsuranceFundHistory,
  listPositionHistory,
} from '../services/history-queries';
import { findContractSpec } from '../services/contract-specs';
import { findContract, getPublicTradingConfigs } from '../services/reference-data';
import { contracts, findContractByCode } from '../../lib/contract/reference-data';
import type {
  WireFundingRateHistory,
  WireFundingRateList,
  WireInsuranceFundHistory,
} from '../../lib/contract/wire/futures-info';
import { ApiError, ApiErrorCode } from './envelope';
import { candleWeight, depthWeight, historyWeight, queryNumber } from './public-weights';
import { contractIdParam, getRoute, intParam } from './route';
import { userRoute } from './user-route';

export interface FuturesRouteDeps {
  database: Database;
  marketState?: MarketStateProvider | undefined;
  /** Sessions and API keys for the private history routes (not registered without). */
  auth?: Pick<AuthModule, 'sessions' | 'apiKeys'> | undefined;
  now?: (() => number) | undefined;
  /** The engine where this process hosts it: `contract/detail` reads its contract configs. */
  engine?:
    (() => { config(contractId: number): ContractConfig | undefined } | undefined) | undefined;
}

const rangeParam = intParam(1, 2_147_483_647).refine(isCandlePeriodMs, {
  message:
    'must be a candle period in ms: 60000, 300000, 900000, 1800000, 3600000, 14400000, 86400000 or 604800000',
});

// Up to year 275760, the last time a JavaScript Date can hold; 0 (1970) answers an empty page.
const candleEndTimeParam = intParam(0, 8_640_000_000_000);

const historyQuery = z.object({
  contractId: contractIdParam,
  limit: intParam(1, 500).default(100),
});

function requireMarketState(deps: FuturesRouteDeps, what: string): MarketStateProvider {
  if (!deps.marketState) {
    throw new ApiError(
      ApiErrorCode.unavailable,
      `${what} is not available: the trading engine is not running`,
    );
  }
  return deps.marketState;
}

export function registerFuturesRoutes(app: FastifyInstance, deps: FuturesRouteDeps): void {
  getRoute(app, '/configs/public', z.object({}), () => getPublicTradingConfigs(), {
    cacheSeconds: 10,
  });

  // A contract's specification and risk tiers as the engine enforces them (the contract page).
  getRoute(
    app,
    '/contract/detail',
    z.object({
      symbol: z
        .string()
        .min(1)
        .max(32)
        .refine((symbol) => findContractByCode(symbol) !== undefined, {
          message: 'unknown contract',
        }),
    }),
    (query) => {
      const spec = findContractSpec(query.symbol, deps.engine?.());
      if (!spec) throw new ApiError(ApiErrorCode.badParameter, 'symbol: unknown contract');
      return spec;
    },
    { cacheSeconds: 60 },
  );

  getRoute(
    app,
    '/futureQuot/queryCandlestickList',
    z.object({
      contractId: contractIdParam,
      range: rangeParam.default(3_600_000),
      limit: intParam(1, 1500).default(24),
      /** Paging back: only candles that open strictly before this time (epoch ms). */
      endTime: candleEndTimeParam.optional(),
    }),
    async (query) => {
      // From memory the market feed keeps current; history beyond it through the read lane.
      const rows = await candleMemoryOf(deps.database).page({
        market: 'future',
        instrumentId: query.contractId,
        periodMs: query.range as CandlePeriodMs,
        limit: query.limit,
        before: query.endTime,
      });
      return rows.map(toKlinePoint);
    },
    { weight: (query) => candleWeight(queryNumber(query, 'limit', 24)) },
  );

  getRoute(
    app,
    '/futureQuot/depth',
    z.object({ contractId: contractIdParam, limit: intParam(1, 50).default(20) }),
    (query) => {
      const book = requireMarketState(deps, 'the order book').depth(query.contractId, query.limit);
      if (!book) throw new ApiError(ApiErrorCode.unavailable, 'no order book for this contract');
      return book;
    },
    { weight: (query) => depthWeight(queryNumber(query, 'limit', 20)) },
  );

  getRoute(app, '/fundingRate/current', z.object({ contractId: contractIdParam }), (query) => {
    const snapshot = requireMarketState(deps, 'the current funding rate').fundingRate(
      query.contractId,
    );
    if (!snapshot)
      throw new ApiError(ApiErrorCode.unavailable, 'no funding rate for this contract yet');
    return snapshot;
  });

  // Every contract's current rate at once (the markets page lists them all): a contract whose
  // market has no rate yet is left out rather than refusing the whole list.
  getRoute(app, '/fundingRate/list', z.object({}), (): WireFundingRateList => {
    const market = requireMarketState(deps, 'the current funding rates');
    return {
      list: contracts.flatMap((contract) => market.fundingRate(contract.contractId) ?? []),
    };
  });

  const historyWeightOf = (query: Readonly<Record<string, unknown>>) =>
    historyWeight(queryNumber(query, 'limit', 100));
  getRoute(
    app,
    '/fundingRate/history',
    historyQuery,
    async (query): Promise<WireFundingRateHistory> => {
      // contractIdParam admits only listed contracts.
      const contract = findContract(query.contractId);
      if (!contract) throw new ApiError(ApiErrorCode.badParameter, 'contractId: unknown contract');
      return {
        contractId: query.contractId,
        intervalHours: contract.fundingIntervalHours,
        list: await listFundingRateHistory(deps.database.reads, query.contractId, query.limit),
      };
    },
    { weight: historyWeightOf },
  );

  getRoute(app, '/insuranceFund/current', z.object({ contractId: contractIdParam }), (query) => {
    const snapshot = requireMarketState(deps, 'the insurance fund balance').insuranceFund(
      query.contractId,
    );
    if (!snapshot)
      throw new ApiError(
        ApiErrorCode.unavailable,
        'no insurance fund balance for this contract yet',
      );
    return snapshot;
  });

  getRoute(
    app,
    '/insuranceFund/history',
    historyQuery,
    async (query): Promise<WireInsuranceFundHistory> => ({
      contractId: query.contractId,
      list: await listInsuranceFundHistory(deps.database.reads, query.contractId, query.limit),
    }),
    { weight: historyWeightOf },
  );

  if (deps.auth) registerPositionHistoryRoute(app, deps.database, deps.auth, deps.now ?? Date.now);
}

/**
 * `GET future/position/history` 🔒: the signed-in user's closed (and partly closed) positions.
 * `GET position/history`, where it was first served, stays as an alias.
 */
function registerPositionHistoryRoute(
  app: FastifyInstance,
  database: Database,
  auth: Pick<AuthModule, 'sessions' | 'apiKeys'>,
  now: () => number,
): void {
  for (const url of ['/future/position/history', '/position/history'])
    userRoute(
      app,
      auth.sessions,
      url,
      z.object({
        contractId: contractIdParam.optional(),
        limit: intParam(1, 500).default(100),
      }),
      async (query, ctx) => ({
        list: await listPositionHistory(database, ctx.userId, {
          contractId: query.contractId,
          limit: query.limit,
        }),
      }),
      {
        auth: 'required',
        method: 'GET',
        apiKeys: { keys: auth.apiKeys, base: 'futures', now },
      },
    );
}
