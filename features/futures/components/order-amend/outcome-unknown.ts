import { isApiError } from '@/lib/http';

/**
 * Whether a failed call may still have been carried out: no answer (timeout, network), an answer
 * we could not read, a gateway's 5xx, or a success whose data we did not recognise. A business
 * refusal (the engine's code) or a 4xx means it was not.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'business') return false;
  if (error.kind === 'http') return error.code >= 500;
  return true;
}
