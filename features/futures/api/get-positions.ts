import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

const optionalDecimal = z.optional(z.nullable(z.string()));

/**
 * A position as 3012 frames and position/list carry it (server/services/exchange/wire.ts
 * `positionWire`), plus `maxRemovableMargin` from the list. Loose: toPositionRow reads any extra.
 */
export const positionSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  positionId: z.optional(z.union([z.number(), z.string()])),
  accountType: z.optional(z.number()),
  contractId: z.number(),
  /** 1 long, 2 short (the engine's side). */
  side: z.union([z.number(), z.string()]),
  hedge: z.optional(z.boolean()),
  size: z.string(),
  entryPrice: optionalDecimal,
  isolated: z.boolean(),
  leverage: z.number(),
  margin: optionalDecimal,
  maxRemovableMargin: optionalDecimal,
});
export type FuturesPosition = z.infer<typeof positionSchema>;

export const positionListSchema = z.object({ list: z.array(positionSchema) });

/** GET future/position/list: the caller's open positions. */
export function getPositions(signal?: AbortSignal): Promise<FuturesPosition[]> {
  return http
    .fetch({ base: 'futures', path: 'future/position/list', signal }, positionListSchema)
    .then((answer) => answer.list);
}

export const getPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'positions'],
    queryFn: ({ signal }) => getPositions(signal),
    meta: USER_QUERY_META,
  });
