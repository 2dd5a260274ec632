import { z } from 'zod';

/** An integer query parameter: digits only (no floats, exponents or blanks), within bounds. */
function intQuery(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,16}$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** Epoch milliseconds in a query. */
export const timeInput = intQuery(0, 8_640_000_000_000);

/** `page` (1 … 100 000, default 1) and `size` (1 … 100, default 20) of the wallet lists. */
export const pageInput = {
  page: intQuery(1, 100_000).default(1),
  size: intQuery(1, 100).default(20),
};
