import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wireContractIdQueryInput, wireIntQueryInput } from '../../lib/contract/wire/input-schemas';
import { findContract } from '../services/reference-data';
import { ApiError, ApiErrorCode, ok } from './envelope';
import type { PublicWeight } from './public-weights';

/**
 * Declares a public GET route whose query is validated by a zod schema. Bad input answers 400 with
 * the offending parameter named; the handler only ever sees parsed, typed values. Each request
 * costs its client `weight` (default 1) of the per-minute budget (`public-weights.ts`).
 */
export function getRoute<Q extends z.core.$ZodType>(
  app: FastifyInstance,
  url: string,
  querySchema: Q,
  handler: (
    query: z.output<Q>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown> | unknown,
  options: { cacheSeconds?: number; weight?: PublicWeight } = {},
): void {
  app.get(url, { config: { publicWeight: options.weight ?? 1 } }, async (request, reply) => {
    const parsed = z.safeParse(querySchema, request.query ?? {});
    if (!parsed.success)
      throw new ApiError(ApiErrorCode.badParameter, describeIssues(parsed.error, 'query'));
    const data = await handler(parsed.data, request, reply);
    if (options.cacheSeconds)
      reply.header('cache-control', `public, max-age=${options.cacheSeconds}`);
    return ok(data);
  });
}

/** Each issue with the field it concerns, or `root` (`query`, `body`) when it is the whole input. */
export function describeIssues(error: z.core.$ZodError, root: 'query' | 'body'): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : root;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * An integer query parameter: digits only (no floats, exponents or blanks), within bounds: the
 * contract's rule (lib/contract/wire/input-schemas), with the routes' own `.optional()`/`.default()`.
 */
export function intParam(min: number, max: number) {
  return z.pipe(wireIntQueryInput(min, max), z.number());
}

/** A contract id query parameter: an integer naming a listed contract. */
export const contractIdParam = z
  .pipe(wireContractIdQueryInput, z.number())
  .refine((id) => findContract(id) !== undefined, { message: 'unknown contract' });
