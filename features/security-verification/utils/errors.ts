import { ERROR_CODE } from '@/lib/contract/wire/error-codes';
import { isApiError } from '@/lib/http';

/** A security change sent without a live step-up of this session: confirm again. */
export const STEP_UP_REQUIRED = ERROR_CODE.stepUpRequired;

/** Throttled (HTTP 429), or a code sent too recently (102020717). */
export const WAIT_CODES: readonly number[] = [ERROR_CODE.tooManyRequests, ERROR_CODE.sendCooldown];

export function errorCodeOf(error: unknown): number | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** Seconds the server still wants before another try, from a refusal's data (0 when not said). */
export function retryAfterOf(error: unknown): number {
  if (!isApiError(error)) return 0;
  const data: unknown = error.response.data;
  if (!data || typeof data !== 'object') return 0;
  const seconds = Number((data as Record<string, unknown>).retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}
