import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AppDownloadSection } from '@/features/app-download/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/download', 'download');
}

export default async function DownloadPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <AppDownloadSection locale={lang} headingLevel={1} />
    </div>
  );
}
