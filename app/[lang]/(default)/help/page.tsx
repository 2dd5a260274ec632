import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HelpCentre } from '@/features/help/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The search query of the address (`?q=`), trimmed and bounded. */
function queryOf(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim().slice(0, 100);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  const query = queryOf((await searchParams).q);
  // Search results are not a page of their own for crawlers; the centre itself is.
  return pageMetadata(lang, '/help', 'help', {}, { noIndex: query !== '' });
}

export default async function HelpPage({ params, searchParams }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const query = queryOf((await searchParams).q);
  return <HelpCentre locale={lang} query={query} />;
}
