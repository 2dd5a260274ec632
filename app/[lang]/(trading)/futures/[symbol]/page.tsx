import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { contractCode, findContractByCode, maxLeverage } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { FuturesTradingScreen } from '../_components/futures-trading-screen';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string; symbol: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, symbol } = await params;
  const contract = findContractByCode(symbol);
  if (!contract) return {};
  const code = contractCode(contract.name);
  return pageMetadata(lang, `/futures/${code}`, 'futures', {
    symbol: code,
    name: contract.name,
    leverage: maxLeverage(contract),
  });
}

/** The symbol is validated against the contract list; an unknown one is the 404 page. */
export default async function FuturesPage({ params }: Props) {
  const { lang, symbol } = await params;
  setRequestLocale(lang as Locale);
  const contract = findContractByCode(symbol);
  if (!contract) notFound();
  const code = contractCode(contract.name);
  if (symbol !== code) permanentRedirect(`/${lang}/futures/${code}`);
  return <FuturesTradingScreen contract={contract} />;
}
