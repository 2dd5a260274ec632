'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { use, useMemo, type ReactNode } from 'react';
import { INTL_FORMATS, INTL_TIME_ZONE } from '@/lib/i18n/formats';
import { mergeTrees, type MessageTree } from '@/lib/i18n/client-messages';
import { bundleKey, loadBundledMessages, messageRegistry } from '@/lib/i18n/message-bundle';
import type { MessageBundleName } from '@/lib/i18n/message-bundles';

/**
 * Adds messages to those of the provider above it, in the browser. A layout's or a page's own
 * namespaces then come on their own: a second server-side provider would repeat a reference to
 * every namespace above it, the formats and the settings (about 1 kB a provider).
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

/**
 * A named bundle's messages on top of those above (components/i18n ClientMessages). They are in
 * the registry already when the head's script ran before hydration (and always on the server);
 * otherwise this waits for them.
 */
export function BundledMessages({
  bundle,
  version,
  children,
}: {
  bundle: MessageBundleName;
  version: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const messages =
    messageRegistry()[bundleKey(locale, bundle, version)] ??
    use(loadBundledMessages(locale, bundle, version));
  return <NestedMessages messages={messages}>{children}</NestedMessages>;
}
