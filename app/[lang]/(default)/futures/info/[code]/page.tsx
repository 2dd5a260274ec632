import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  ContractInfoHeader,
  ContractLivePanel,
  ContractSpecList,
  getContractDetailQueryOptions,
  PageSection,
  RiskTierExplainer,
  RiskTierTable,
} from '@/features/futures-info';
import { getCurrentFundingRateQueryOptions, getOverviewQueryOptions } from '@/features/market';
import { contractCode, findContractByCode, maxLeverage } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize } from '@/lib/decimal';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const contract = findContractByCode(code);
  if (!contract) return {};
  const symbol = contractCode(contract.name);
  // The engine's leverage when the backend answers (the page needs the same query anyway); the
  // reference data the engine is configured from when it does not.
  const detail = await getServerQueryClient()
    .fetchQuery(getContractDetailQueryOptions(symbol))
    .catch(() => undefined);
  return pageMetadata(lang, `/futures/info/${symbol}`, 'futuresInfo', {
    symbol,
    leverage: detail?.maxLeverage ?? maxLeverage(contract),
  });
}

/**
 * A contract's specifications. The code is checked against the contract list (an unknown one is
 * the 404 page) and any other spelling of a known one goes to the upper-case path.
 */
export default async function ContractInfoPage({ params }: Props) {
  const { lang, code } = await params;
  setRequestLocale(lang as Locale);
  const contract = findContractByCode(code);
  if (!contract) notFound();
  const symbol = contractCode(contract.name);
  if (code !== symbol) permanentRedirect(`/${lang}/futures/info/${symbol}`);

  const t = await getTranslations('ContractInfo');
  // The specification, the tiers and the market figures go out in the HTML (crawlers, first
  // paint); what does not arrive (a slow or absent backend) loads in the browser instead.
  const queryClient = getServerQueryClient();
  await Promise.allSettled([
    queryClient.prefetchQuery(getContractDetailQueryOptions(symbol)),
    queryClient.prefetchQuery(getOverviewQueryOptions()),
    queryClient.prefetchQuery(getCurrentFundingRateQueryOptions(contract.contractId)),
  ]);

  return (
    <div className="mx-auto flex max-w-[1200px] min-w-0 flex-col gap-12 px-4 py-10">
      <ContractInfoHeader contract={contract} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ContractLivePanel
          contract={{
            contractId: contract.contractId,
            baseAsset: contract.baseAsset,
            quoteAsset: contract.quoteAsset,
            priceScale: contract.priceScale,
            amountPrecision: amountPrecisionFromContractSize(contract.contractSize),
          }}
        />
        <PageSection id="contract-specs" heading={t('specsHeading')} headingClassName="mb-2">
          <ContractSpecList code={symbol} />
        </PageSection>
        <PageSection id="risk-tiers" heading={t('tiersHeading')}>
          <RiskTierTable code={symbol} />
        </PageSection>
      </HydrationBoundary>
      <RiskTierExplainer />
    </div>
  );
}
