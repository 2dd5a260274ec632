import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';
import { ContractTicker } from './contract-ticker';
import { getOverviewQueryOptions } from '@/features/market';
import { Link } from '@/lib/i18n/navigation';
import {
  contracts,
  contractCode,
  maxLeverage,
  type ContractReference,
} from '@/lib/contract/reference-data';
import { getServerQueryClient } from '@/lib/server-query-client';

function Panel({
  title,
  className = '',
  lines = 6,
}: {
  title: string;
  className?: string;
  lines?: number;
}) {
  return (
    <section
      aria-label={title}
      aria-busy="true"
      className={`flex flex-col rounded-md border border-line bg-bg-raised ${className}`}
    >
      <h2 className="border-b border-line px-3 py-2 text-sm font-medium text-fg">{title}</h2>
      <div className="flex flex-col gap-2 p-3">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </section>
  );
}

/** The futures trading screen for one contract; live panels fill in as the data layer lands. */
export async function FuturesScreen({ contract }: { contract: ContractReference }) {
  const t = await getTranslations('Futures.Screen');
  const tTerms = await getTranslations('Futures.Terms');
  const code = contractCode(contract.name);
  // The market indicators seed the ticker's mark, index and 24 h figures before the socket answers.
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(getOverviewQueryOptions());

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="flex flex-col gap-2 p-2" data-testid="futures-screen" data-contract={code}>
        <div className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded-md border border-line bg-bg-raised px-4 py-3">
          <h1 className="flex items-center gap-2 text-lg font-semibold text-fg">
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
            <img src={contract.baseAssetIcon} alt="" width={24} height={24} className="h-6 w-6" />
            {t('heading', { symbol: code })}
          </h1>
          <dl className="flex flex-wrap gap-x-8 gap-y-1 text-xs">
            <div>
              <dt className="text-fg-muted">{tTerms('maxLeverage')}</dt>
              <dd className="tabular text-fg">{maxLeverage(contract)}x</dd>
            </div>
            <div>
              <dt className="text-fg-muted">{tTerms('minOrderQuantity')}</dt>
              <dd className="tabular text-fg">
                {contract.contractSize} {contract.baseAsset}
              </dd>
            </div>
            <div>
              <dt className="text-fg-muted">{tTerms('minOrderValue')}</dt>
              <dd className="tabular text-fg">
                {contract.minOrderValue} {contract.quoteAsset}
              </dd>
            </div>
            <div>
              <dt className="text-fg-muted">{tTerms('fundingInterval')}</dt>
              <dd className="tabular text-fg">
                {tTerms('hours', { count: contract.fundingIntervalHours })}
              </dd>
            </div>
          </dl>
          <ContractTicker
            contractId={contract.contractId}
            code={code}
            priceScale={contract.priceScale}
          />
          <p className="sr-only" role="status">
            {t('loading')}
          </p>
        </div>
        <div className="grid gap-2 lg:grid-cols-[1fr_280px_320px]">
          <Panel title={t('chart')} className="min-h-[420px]" lines={12} />
          <div className="flex flex-col gap-2">
            <Panel title={t('orderBook')} lines={10} />
            <Panel title={t('recentTrades')} lines={6} />
          </div>
          <Panel title={t('orderPanel')} lines={10} />
        </div>
        <Panel title={t('positions')} lines={3} />
        <nav aria-label={t('contracts')} className="flex flex-wrap gap-2 px-1 py-2 text-xs">
          {contracts.map((c) => {
            const otherCode = contractCode(c.name);
            return (
              <Link
                key={c.contractId}
                href={`/futures/${otherCode}`}
                aria-current={otherCode === code ? 'page' : undefined}
                className="rounded border border-line px-2 py-1 text-fg-muted hover:text-fg aria-[current=page]:border-primary aria-[current=page]:text-primary"
              >
                {otherCode}
              </Link>
            );
          })}
        </nav>
      </div>
    </HydrationBoundary>
  );
}
