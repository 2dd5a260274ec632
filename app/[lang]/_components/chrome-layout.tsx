import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  AUTH_CLIENT_MESSAGES,
  DEFAULT_LAYOUT_CLIENT_MESSAGES,
  FOOTER_CLIENT_MESSAGES,
  TRADING_CLIENT_MESSAGES,
} from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { layoutShowsFooter, type LayoutName } from '@/lib/routes';
import { SiteChrome } from './site-chrome';

const clientMessagesOf = {
  default: DEFAULT_LAYOUT_CLIENT_MESSAGES,
  trading: TRADING_CLIENT_MESSAGES,
  auth: AUTH_CLIENT_MESSAGES,
} satisfies Record<LayoutName, unknown>;

/**
 * The layout of one route group: the chrome of its layout name (routes with `layout: name` in
 * lib/routes), rendered once around every page of the group.
 */
export function chromeLayout(layout: LayoutName) {
  return async function ChromeLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ lang: string }>;
  }) {
    const { lang } = await params;
    setRequestLocale(lang as Locale);
    return (
      <ClientMessages
        namespaces={[
          ...clientMessagesOf[layout],
          ...(layoutShowsFooter(layout) ? FOOTER_CLIENT_MESSAGES : []),
        ]}
      >
        <SiteChrome layout={layout}>{children}</SiteChrome>
      </ClientMessages>
    );
  };
}
