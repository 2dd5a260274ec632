import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findContractByCode } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { defaultContractCode } from '@/lib/routes';
import { pageMetadata } from '../_components/page-metadata';
import { FuturesScreen } from './_components/futures-screen';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const contract = findContractByCode(defaultContractCode);
  const leverage = Math.max(...(contract?.riskLimits.map((tier) => tier.leverage) ?? [0]));
  return pageMetadata(lang, '/futures', 'futures', {
    symbol: defaultContractCode,
    name: contract?.name ?? defaultContractCode,
    leverage,
  });
}

/** "futures" without a symbol opens the default contract. */
export default async function DefaultFuturesPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const contract = findContractByCode(defaultContractCode);
  if (!contract) notFound();
  return <FuturesScreen contract={contract} />;
}
