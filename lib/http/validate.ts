import * as z from 'zod/mini';
import { globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// Classic zod's English messages for a mismatch no schema words itself, which zod/mini does not
// register on its own (lib/env-schema does the same).
if (!globalConfig.localeError) z.config(en());

/**
 * Validates a response's `data`. Its own module, imported by the client on the first fetch that
 * carries a schema: zod stays out of the page's first-load JavaScript.
 */
export function validateData<T>(
  schema: z.core.$ZodType<T>,
  data: unknown,
): { success: true; data: T } | { success: false; message: string } {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, message: parsed.error.issues[0]?.message ?? 'invalid' };
}
