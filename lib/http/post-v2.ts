import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
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

/**
 * A security change's call: POSTs the contract's body with the session's step-up token (which the
 * route reads before it runs the change) and checks the answer. No toast: the forms show a
 * refusal in place.
 */
export function securityChangeCall<Body extends z.ZodMiniObject, O>(
  path: string,
  body: Body,
  answer: $ZodType<O>,
) {
  const schema = wireWithStepUp(body);
  return (value: z.output<typeof schema>): Promise<O> =>
    postV2(path, { schema, value }, answer, 'none');
}
