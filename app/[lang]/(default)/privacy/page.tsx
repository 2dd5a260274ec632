import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocumentView } from '@/features/help/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/privacy', 'privacy');
}

/** The Privacy Policy a user agrees to at sign-up (content/legal/<lang>/privacy.md). */
export default async function PrivacyPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return <LegalDocumentView locale={lang} id="privacy" />;
}
