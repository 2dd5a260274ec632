'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiError } from '@/lib/http';
import { apiErrorText, type ErrorTranslator } from '@/lib/http/api-messages';

/**
 * Words for a failed call, chosen as the toast bridge chooses them (components/providers,
 * `apiErrorText`): from the page's own messages, in the page's language.
 */
export function useApiErrorText(): (error: unknown) => string {
  const translations = useTranslations();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const t = translations as unknown as ErrorTranslator;
      if (!isApiError(error)) return t('Http.unknownError');
      return apiErrorText(t, error.response, locale);
    },
    [translations, locale],
  );
}
