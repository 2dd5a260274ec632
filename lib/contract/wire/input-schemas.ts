import * as z from 'zod/mini';
import { isAccountType } from './accounts';

/**
 * The pieces request bodies are made of, as the server accepts them: an id, an account type or a
 * contract id as a number or its digits (forms and query strings send text), a price, quantity or
 * amount as a decimal string, checked as text before the server turns it into its integer units.
 * The server's routes parse bodies with the contract's body schemas built from these (and add what
 * only the server can check: that the contract is listed, that an amount fits the balance); the
 * web client types what it sends by the same schemas' output. The messages are the server's
 * answers to a bad field (`field: message`, code 1009), in English as the API documents them.
 */

/** An id as a number or a string of digits: a positive safe integer. */
export const wireIdInput = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d{1,16}$/, 'must be an id'))]),
    z.transform((value) => Number(value)),
  ),
  z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
);

/** Account types as they travel: a number or its digits (1 futures, 10 bonus, 11 follow, 30 grants). */
export const wireAccountTypeInput = z.pipe(
  z.coerce.number().check(z.int()),
  z.custom<1 | 10 | 11 | 30>(isAccountType, 'must be an account type: 1, 10, 11 or 30'),
);

/** A contract id as a number or its digits (the server also checks that it is listed). */
export const wireContractIdInput = z.coerce.number().check(z.int());

/** A price or quantity as it travels: a plain positive decimal, checked against the contract later. */
export const wireDecimalInput = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,15}(\.\d{1,15})?$/, 'must be a positive decimal string'));

/** A USDT amount as it travels: a positive decimal string with at most 8 decimals. */
export const wireUsdtAmountInput = z
  .string()
  .check(
    z.trim(),
    z.regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a positive decimal string with at most 8 decimals'),
  );

/**
 * An integer query parameter: digits only (no floats, exponents or blanks), within bounds. The
 * server's `intParam` (server/api/route.ts) is this rule.
 */
export function wireIntQueryInput(min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.regex(/^-?\d{1,16}$/, 'must be an integer')),
      z.transform((value) => Number(value)),
    ),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
}

/** A contract id in a query string: digits, a positive 32-bit integer (listed: the server checks). */
export const wireContractIdQueryInput = wireIntQueryInput(1, 2_147_483_647);

/** A time in a query string: epoch ms up to year 275760, the last a JavaScript Date can hold. */
export const wireTimeQueryInput = wireIntQueryInput(0, 8_640_000_000_000);

/**
 * A security change's body: the contract's body with the session's step-up token, which the route
 * reads before it runs the change (server/api/user-route.ts). The client adds the token itself.
 */
export function wireWithStepUp<Body extends z.ZodMiniObject>(body: Body) {
  return z.extend(body, { stepUpToken: z.string().check(z.minLength(1)) });
}
