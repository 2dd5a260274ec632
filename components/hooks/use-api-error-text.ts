'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiError } from '@/lib/http';
import { apiErrorText, type ApiFailure, type ErrorTranslator } from '@/lib/http/api-messages';

/**
 * Words for a code the server answered (a refusal inside a successful answer, as closeAll's
 * `refused` rows), chosen as the toast bridge chooses them (components/providers, `apiErrorText`):
 * from the page's own messages, in the page's language.
 */
export function useApiFailureText(): (failure: ApiFailure) => string {
  const translations = useTranslations();
  const locale = useLocale();
  return useCallback(
    (failure: ApiFailure) =>
      apiErrorText(translations as unknown as ErrorTranslator, failure, locale),
    [translations, locale],
  );
}

/** Words for a failed call, as `useApiFailureText`; a failure that is not the server's is unknown. */
export function useApiErrorText(): (error: unknown) => string {
  const translations = useTranslations();
  const failureText = useApiFailureText();
  return useCallback(
    (error: unknown) =>
      isApiError(error) ? failureText(error.response) : translations('Http.unknownError'),
    [translations, failureText],
  );
}
