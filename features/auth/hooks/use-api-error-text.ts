'use client';

import { isApiError } from '@/lib/http';

export { useApiErrorText } from '@/components/hooks/use-api-error-text';

/** The business code of a failed call, if any. */
export function errorCode(error: unknown): number | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The envelope's data of a failed call (e.g. retryAfterSeconds). */
export function errorData(error: unknown): Record<string, unknown> | undefined {
  if (!isApiError(error)) return undefined;
  const data: unknown = error.response.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}
