'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiError } from '@/lib/http';

/** next-intl's translator, loosened for keys computed at run time (error codes). */
interface DynamicTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/** Words for a failed call: the translation of its code, else the server's message. */
export function useApiErrorText(): (error: unknown) => string {
  const translations = useTranslations();
  return useCallback(
    (error: unknown) => {
      const t = translations as unknown as DynamicTranslator;
      if (!isApiError(error)) return t('Http.unknownError');
      const key = `Errors.${error.code}`;
      if (t.has(key)) return t(key);
      return error.response.message || t('Http.unknownError');
    },
    [translations],
  );
}

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
