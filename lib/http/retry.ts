/** GET-like (idempotent) methods retry twice on these statuses. */
export const IDEMPOTENT_RETRY_LIMIT = 2;
export const IDEMPOTENT_RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 413, 429, 500, 502, 503, 504,
]);

/**
 * Non-idempotent calls retry once on these statuses, and only when the call carries a client
 * request id, which lets the backend recognise the repeat.
 */
export const NON_IDEMPOTENT_RETRY_LIMIT = 1;
export const NON_IDEMPOTENT_RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
  'TRACE',
]);

export function isGetLike(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** Backoff before retry number `attempt` (0 for the first retry): 0.3 s × 2^attempt. */
export function retryDelayMs(attempt: number): number {
  return 300 * 2 ** attempt;
}

export interface RetryPolicy {
  limit: number;
  statuses: ReadonlySet<number>;
}

export function retryPolicyFor(method: string, idempotencyKey: boolean): RetryPolicy {
  if (isGetLike(method))
    return { limit: IDEMPOTENT_RETRY_LIMIT, statuses: IDEMPOTENT_RETRY_STATUSES };
  if (idempotencyKey)
    return { limit: NON_IDEMPOTENT_RETRY_LIMIT, statuses: NON_IDEMPOTENT_RETRY_STATUSES };
  return { limit: 0, statuses: new Set() };
}
