import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SiteChrome } from '../_components/site-chrome';

/** The chrome of every page on the auth layout (routes with `layout: 'auth'` in lib/routes). */
export default async function AuthLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return <SiteChrome layout="auth">{children}</SiteChrome>;
}
