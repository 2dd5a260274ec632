import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { AuthModule } from '../auth';
import type { Database } from '../db/database';
import type { ContractConfig } from '../engine';
import { candleMemoryOf } from '../market/candle-memory';
import { toKlinePoint } from '../market/candle-store';
import type { MarketStateProvider } from '../market/market-state';
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
import {
  DEFAULT_CANDLE_LIMIT,
  DEFAULT_DEPTH_LEVELS,
  DEFAULT_PAGE_LIMIT,
} from '../../lib/contract/wire/queries';
import {
  wireCandlesQuerySchema,
  wireContractDetailQuerySchema,
  wireContractHistoryQuerySchema,
  wireContractQuerySchema,
  wireDepthQuerySchema,
  wirePositionHistoryQuerySchema,
} from '../../lib/contract/wire/query-schemas';
import type { WirePositionHistoryList } from '../../lib/contract/wire/trading';
import { ApiError, ApiErrorCode } from './envelope';
import { candleWeight, depthWeight, historyWeight, queryNumber } from './public-weights';
import { contractIdParam, getRoute } from './route';
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

/** The listed-contract check over the contract's query of a public market route. */
const listed = <S extends zm.ZodMiniObject>(schema: S) =>
  zm.extend(schema, { contractId: contractIdParam });

const contractQuery = listed(wireContractQuerySchema);
const historyQuery = listed(wireContractHistoryQuerySchema);

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
      symbol: wireContractDetailQuerySchema.shape.symbol.check(
        z.refine((symbol: string) => findContractByCode(symbol) !== undefined, {
          message: 'unknown contract',
        }),
      ),
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
    listed(wireCandlesQuerySchema),
    async (query) => {
      // From memory the market feed keeps current; history beyond it through the read lane.
      const rows = await candleMemoryOf(deps.database).page({
        market: 'future',
        instrumentId: query.contractId,
        periodMs: query.range,
        limit: query.limit,
        before: query.endTime,
      });
      return rows.map(toKlinePoint);
    },
    { weight: (query) => candleWeight(queryNumber(query, 'limit', DEFAULT_CANDLE_LIMIT)) },
  );

  getRoute(
    app,
    '/futureQuot/depth',
    listed(wireDepthQuerySchema),
    (query) => {
      const book = requireMarketState(deps, 'the order book').depth(query.contractId, query.limit);
      if (!book) throw new ApiError(ApiErrorCode.unavailable, 'no order book for this contract');
      return book;
    },
    { weight: (query) => depthWeight(queryNumber(query, 'limit', DEFAULT_DEPTH_LEVELS)) },
  );

  getRoute(app, '/fundingRate/current', contractQuery, (query) => {
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
    historyWeight(queryNumber(query, 'limit', DEFAULT_PAGE_LIMIT));
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

  getRoute(app, '/insuranceFund/current', contractQuery, (query) => {
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
        ...wirePositionHistoryQuerySchema.shape,
        contractId: contractIdParam.optional(),
      }),
      async (query, ctx): Promise<WirePositionHistoryList> => ({
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
