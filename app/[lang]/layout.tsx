import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BuildCheck } from '@/components/layout/build-check';
import { LocaleSync } from '@/components/layout/locale-sync';
import { getBuildInfo } from '@/lib/build-info';
import { isLocale } from '@/lib/i18n/locales';

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);

  return (
    <>
      <LocaleSync locale={lang} />
      <BuildCheck buildId={getBuildInfo().id} />
      {children}
    </>
  );
}
