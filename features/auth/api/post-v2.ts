import type * as z from 'zod/mini';
import { http, type MessagePolicy } from '@/lib/http';

/**
 * POST a JSON body to the v2 user API. The body is checked against the endpoint's input schema
 * before it leaves (the forms validate first, so a failure here is a programming error and
 * throws the ZodError); the answer's data is checked against the response schema (a mismatch
 * throws the typed ApiError like any refusal). The form calls pass `messages: 'none'`: the form
 * shows a refusal itself, and a toast would say it a second time.
 */
export function postV2<I, O>(
  path: string,
  input: { schema: z.core.$ZodType<I> & { parse(data: unknown): I }; value: I },
  response: z.core.$ZodType<O>,
  messages: MessagePolicy,
): Promise<O> {
  return http.fetch(
    { base: 'v2', path, method: 'POST', json: input.schema.parse(input.value), messages },
    response,
  );
}
