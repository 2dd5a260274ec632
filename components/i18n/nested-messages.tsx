'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { INTL_FORMATS, INTL_TIME_ZONE } from '@/lib/i18n/formats';
import { mergeTrees, type MessageTree } from '@/lib/i18n/client-messages';

/**
 * Adds messages to those of the provider above it, in the browser. A layout's or a page's own
 * namespaces then travel in the page's data alone: a second server-side provider would repeat a
 * reference to every namespace above it, the formats and the settings (about 1 kB a provider).
 */
export function NestedMessages({
  messages,
  children,
}: {
  messages: MessageTree;
  children: ReactNode;
}) {
  const locale = useLocale();
  const above = useMessages() as MessageTree;
  const merged = useMemo(() => mergeTrees(above, messages), [above, messages]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={merged}
      formats={INTL_FORMATS}
      timeZone={INTL_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
