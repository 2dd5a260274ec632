import * as z from 'zod/mini';

/**
 * Wire numbers, shared by every feature's response schemas. Framework-free (zod only), so a
 * feature's lazily loaded schemas module can import it without the feature barrels.
 */

/**
 * A number as the wire sends it: a decimal string or a JSON number. Kept as sent; the UI parses it
 * with lib/decimal, never with parseFloat.
 */
export const numericSchema = z.union([z.string(), z.number()]);
export type Numeric = z.infer<typeof numericSchema>;

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A finite number (string or JSON number) read as a decimal string, so amounts never pass through
 * a binary float on their way to decimal.js: `"0.10"` stays `"0.10"`, `5` becomes `"5"`.
 */
export const decimalStringSchema = z.pipe(
  numericSchema.check(
    z.refine(
      (value) =>
        typeof value === 'number' ? Number.isFinite(value) : DECIMAL_TEXT.test(value.trim()),
      { message: 'Expected a decimal number' },
    ),
  ),
  z.transform((value: Numeric) => (typeof value === 'number' ? String(value) : value.trim())),
);
