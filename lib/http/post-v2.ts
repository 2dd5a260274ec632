import type { $ZodType } from 'zod/v4/core';
import { http, type MessagePolicy } from './index';

/**
 * POST a JSON body to the v2 user API. The body is checked against the endpoint's input schema
 * before it leaves (the forms validate first, so a failure here is a programming error and throws
 * the ZodError); the answer's data is checked against the response schema (a mismatch throws the
 * typed ApiError like any refusal). The input schema is the contract's body (zod/mini), extended
 * with the session's `stepUpToken` where the route is a security change.
 */
export function postV2<I, O>(
  path: string,
  input: { schema: $ZodType<I> & { parse(data: unknown): I }; value: I },
  response: $ZodType<O>,
  messages: MessagePolicy,
): Promise<O> {
  return http.fetch(
    { base: 'v2', path, method: 'POST', json: input.schema.parse(input.value), messages },
    response,
  );
}
