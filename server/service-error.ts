import { errorStatus } from '../lib/contract/wire/error-codes';
import type { Language } from '../lib/contract/wire/language';

/**
 * A business outcome a route answers with its own code in the envelope, at the HTTP status the
 * code table gives it (lib/contract/wire/error-codes: 200, the spec's convention for business
 * codes, unless the code is 401, 404, 429, 503 …). Auth and trading errors extend it, so every user
 * route answers them the same way. `language` is set when the message is already worded in it;
 * the route's answer words any other in the request's language (server/error-words).
 */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
    readonly language?: Language,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  get httpStatus(): number {
    return errorStatus(this.code);
  }
}

/**
 * A service message with each `{name}` filled from `data`: strings and numbers as they are; a
 * name `data` lacks (or holds null or another kind of value) keeps its `{name}`, so a missing
 * figure shows as a gap the reader can see rather than "undefined".
 */
export function serviceText(
  template: string,
  data: Readonly<Record<string, unknown>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(data, name) ? data[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
