import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import {
  DEFAULT_CONTRACT_CODE,
  findContractByCode,
  maxLeverage,
} from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { FuturesTradingScreen } from './_components/futures-trading-screen';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const contract = findContractByCode(DEFAULT_CONTRACT_CODE);
  return pageMetadata(lang, '/futures', 'futures', {
    symbol: DEFAULT_CONTRACT_CODE,
    name: contract?.name ?? DEFAULT_CONTRACT_CODE,
    leverage: contract ? maxLeverage(contract) : 0,
  });
}

/** "futures" without a symbol opens the default contract. */
export default async function DefaultFuturesPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const contract = findContractByCode(DEFAULT_CONTRACT_CODE);
  if (!contract) notFound();
  return <FuturesTradingScreen contract={contract} />;
}
