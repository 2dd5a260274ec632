'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { helpArticleForError } from '@/lib/help/error-articles';
import {
  apiErrorText,
  onApiResult,
  selectApiMessage,
  type ErrorTranslator,
} from '@/lib/http/api-messages';
import { toast } from '../toast';

/**
 * The edge where call results become toasts: POST results, chosen by `selectApiMessage`,
 * worded from `Http.success` or by `apiErrorText` (the page's own words for the code, in the
 * page's language); an error that a help article explains (lib/help/error-articles) gets a
 * "Learn more" link to it.
 */
export function ApiMessageToasts() {
  const translations = useTranslations();
  const locale = useLocale();
  useEffect(() => {
    const t = translations as unknown as ErrorTranslator;
    return onApiResult((event) => {
      const message = selectApiMessage(event);
      if (!message) return;
      if (message.tone === 'success') {
        toast({ message: t('Http.success'), tone: 'success' });
        return;
      }
      const text = apiErrorText(
        t,
        { code: message.code, message: message.fallback, data: message.data },
        locale,
      );
      // Where a help article explains the cause, the toast links to it.
      const article = t.has('HelpCentre.learnMore')
        ? helpArticleForError(message.code, event.url)
        : null;
      toast({
        message: text,
        tone: 'error',
        link: article
          ? { label: t('HelpCentre.learnMore'), href: `/${locale}/help/${article}` }
          : undefined,
      });
    });
  }, [translations, locale]);
  return null;
}
