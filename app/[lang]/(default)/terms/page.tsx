import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocumentView } from '@/features/help/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/terms', 'terms');
}

/** The Terms of Use a user agrees to at sign-up (content/legal/<lang>/terms.md). */
export default async function TermsPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return <LegalDocumentView locale={lang} id="terms" />;
}
