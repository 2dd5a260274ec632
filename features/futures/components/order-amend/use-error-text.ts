'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { NETWORK_ERROR_MESSAGE, errorMessageKey, isApiError } from '@/lib/http';

/** next-intl's translator, loosened for keys computed at run time (error codes). */
interface DynamicTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * Words for a failed call, chosen the way the toast bridge chooses them (components/providers):
 * the code's translation, else the server's own message.
 */
export function useErrorText(): (error: unknown) => string {
  const translations = useTranslations();
  return useCallback(
    (error: unknown) => {
      const t = translations as unknown as DynamicTranslator;
      if (!isApiError(error)) return t('Http.unknownError');
      const key = errorMessageKey(error.code);
      if (key && t.has(`Errors.${key}`)) return t(`Errors.${key}`);
      if (error.message === NETWORK_ERROR_MESSAGE) return t('Http.networkError');
      return error.response.message || t('Http.unknownError');
    },
    [translations],
  );
}

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
