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
 * the code's own translation, else its family's (a service timeout or failure), else the network
 * error when nothing answered, else the server's own message.
 */
export function useApiErrorText(): (error: unknown) => string {
  const translations = useTranslations();
  return useCallback(
    (error: unknown) => {
      const t = translations as unknown as DynamicTranslator;
      if (!isApiError(error)) return t('Http.unknownError');
      if (t.has(`Errors.${error.code}`)) return t(`Errors.${error.code}`);
      const family = errorMessageKey(error.code);
      if (family && t.has(`Errors.${family}`)) return t(`Errors.${family}`);
      if (error.message === NETWORK_ERROR_MESSAGE) return t('Http.networkError');
      return error.response.message || t('Http.unknownError');
    },
    [translations],
  );
}
