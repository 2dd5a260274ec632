import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SiteChrome } from '../_components/site-chrome';

/** The chrome of every page on the trading layout (routes with `layout: 'trading'` in lib/routes). */
export default async function TradingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return <SiteChrome layout="trading">{children}</SiteChrome>;
}
