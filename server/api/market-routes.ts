import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { candleMemoryOf } from '../market/candle-memory';
import { toKlinePoint } from '../market/candle-store';
import { SPOT_PERIOD_NAMES, SPOT_PERIODS, type SpotPeriod } from '../market/periods';
import { findSpotSymbol } from '../services/reference-data';
import { candleWeight, queryNumber } from './public-weights';
import { getRoute, intParam } from './route';

export function registerMarketRoutes(app: FastifyInstance, deps: { database: Database }): void {
  getRoute(
    app,
    '/v1/market/klineList',
    z.object({
      symbol: z
        .string()
        .min(1)
        .max(32)
        .refine((symbol) => findSpotSymbol(symbol) !== undefined, {
          message: 'unknown spot symbol',
        }),
      period: z
        .string()
        .refine((p): p is SpotPeriod => (SPOT_PERIOD_NAMES as string[]).includes(p), {
          message: `must be one of ${SPOT_PERIOD_NAMES.join(', ')}`,
        })
        .default('60min'),
      size: intParam(1, 2000).default(24),
    }),
    async (query) => {
      const symbol = findSpotSymbol(query.symbol);
      if (!symbol) return [];
      const rows = await candleMemoryOf(deps.database).page({
        market: 'spot',
        instrumentId: symbol.instrumentId,
        periodMs: SPOT_PERIODS[query.period as SpotPeriod],
        limit: query.size,
      });
      return rows.map(toKlinePoint);
    },
    { weight: (query) => candleWeight(queryNumber(query, 'size', 24)) },
  );
}
