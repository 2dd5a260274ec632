import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import { postV2 } from './post-v2';

// Its own module, not post-v2's: the step-up schema brings zod's runtime with it, and postV2 is
// on pages (the trading screen's) whose first load carries no security change.
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
