import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { LayoutName } from '@/lib/routes';
import { SiteChrome } from './site-chrome';

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
      <ClientMessages bundle={`layout-${layout}`}>
        <SiteChrome layout={layout}>{children}</SiteChrome>
      </ClientMessages>
    );
  };
}
