'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { helpArticleForError } from '@/lib/help/error-articles';
import { onApiResult, selectApiMessage } from '@/lib/http/api-messages';
import { NETWORK_ERROR_MESSAGE } from '@/lib/http/envelope';
import { toast } from '../toast';

/** next-intl's translator, loosened for keys computed at run time (error codes). */
interface DynamicTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * The edge where call results become toasts: POST results, chosen by `selectApiMessage`,
 * translated from `Http.success` / `Errors.<key>`, else the server's own message; an error that a
 * help article explains (lib/help/error-articles) gets a "Learn more" link to it.
 */
export function ApiMessageToasts() {
  const translations = useTranslations();
  const locale = useLocale();
  useEffect(() => {
    const t = translations as unknown as DynamicTranslator;
    return onApiResult((event) => {
      const message = selectApiMessage(event);
      if (!message) return;
      if (message.tone === 'success') {
        toast({ message: t('Http.success'), tone: 'success' });
        return;
      }
      const key = message.key ? `Errors.${message.key}` : null;
      let text: string;
      if (key && t.has(key)) text = t(key);
      else if (message.fallback === NETWORK_ERROR_MESSAGE) text = t('Http.networkError');
      else text = message.fallback || t('Http.unknownError');
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
