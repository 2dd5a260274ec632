import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContractHistoryPage, FUND_PAGE } from '@/features/futures-info';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/futures/fund', 'fund');
}

export default async function FundPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  return <ContractHistoryPage parts={FUND_PAGE} />;
}
