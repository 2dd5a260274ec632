'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useClock } from '@/components/hooks/use-clock';
import { Amount, Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import {
  getCurrentFundingRateQueryOptions,
  getOverviewQueryOptions,
  type MarketIndicator,
} from '@/features/market';
import { useMarketIndicator } from '@/features/realtime';
import { formatCountdown } from '@/lib/countdown';
import { useSettlementRefresh } from '../hooks/use-settlement-refresh';
import { RATE_DECIMALS } from '../model/precision';

/** Turnover is a USDT amount: cents are enough. */
const TURNOVER_DECIMALS = 2;

export interface LiveContract {
  contractId: number;
  baseAsset: string;
  quoteAsset: string;
  priceScale: number;
  /** Decimals of a quantity in the base asset. */
  amountPrecision: number;
}

function Stat({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    // A row (label, figure) on phones, where a long figure moves under its label; a box above.
    <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-line py-2 sm:block sm:rounded-lg sm:border sm:bg-bg-raised sm:p-4">
      <dt className="text-sm text-fg-muted sm:text-xs">{label}</dt>
      <dd className="text-base font-medium text-fg sm:mt-1" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The figures the server rendered, overlaid field by field with the socket's newer ones. */
function useIndicator(contractId: number): {
  indicator: MarketIndicator | undefined;
  waiting: boolean;
} {
  const overview = useQuery(getOverviewQueryOptions());
  const live = useMarketIndicator(contractId);
  const before = overview.data?.find((row) => row.cid === contractId);
  const indicator = before && live ? { ...before, ...live } : (live ?? before);
  return { indicator, waiting: indicator === undefined && overview.isPending };
}

/**
 * The contract's market now: mark, last and index price, 24 h volume and turnover, open interest,
 * the running funding rate and a countdown to its settlement. The first HTML has the figures (the
 * page prefetches them); the socket and the funding query keep them moving.
 */
export function ContractLivePanel({ contract }: { contract: LiveContract }) {
  const t = useTranslations('ContractInfo');
  const { contractId, priceScale, amountPrecision, baseAsset, quoteAsset } = contract;
  const { indicator, waiting } = useIndicator(contractId);
  const funding = useQuery(getCurrentFundingRateQueryOptions(contractId));
  const now = useClock();
  useSettlementRefresh(contractId, funding.data, funding.dataUpdatedAt, now);
  const fundingWaiting = funding.isPending;

  const pending = <Skeleton className="h-6 w-24" />;
  const price = (value: MarketIndicator['mp'] | undefined, fallback?: string) =>
    waiting && fallback === undefined ? (
      pending
    ) : (
      <Price value={value ?? fallback} precision={priceScale} />
    );

  return (
    <section aria-labelledby="contract-live">
      <h2 id="contract-live" className="mb-4 text-2xl font-semibold text-fg">
        {t('liveHeading')}
      </h2>
      <dl className="grid grid-cols-1 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
        <Stat label={t('markPrice')} testId="live-mark-price">
          {price(indicator?.mp, funding.data?.markPrice)}
        </Stat>
        <Stat label={t('lastPrice')} testId="live-last-price">
          {price(indicator?.lp)}
        </Stat>
        <Stat label={t('indexPrice')} testId="live-index-price">
          {price(indicator?.ip, funding.data?.indexPrice)}
        </Stat>
        <Stat label={t('predictedFundingRate')} testId="live-funding-rate">
          {fundingWaiting ? (
            pending
          ) : (
            <Percent value={funding.data?.fundingRate} precision={RATE_DECIMALS} signed />
          )}
        </Stat>
        <Stat label={t('nextFunding')} testId="live-funding-countdown">
          {funding.data ? (
            <time
              dateTime={new Date(funding.data.nextFundingTime).toISOString()}
              className="tabular"
            >
              {now === null ? '--:--:--' : formatCountdown(funding.data.nextFundingTime, now)}
            </time>
          ) : fundingWaiting ? (
            pending
          ) : (
            <span className="text-fg-muted">--</span>
          )}
        </Stat>
        <Stat label={t('volume24h')} testId="live-volume">
          {waiting ? (
            pending
          ) : (
            <Amount value={indicator?.pv} precision={amountPrecision} unit={baseAsset} />
          )}
        </Stat>
        <Stat label={t('turnover24h')} testId="live-turnover">
          {waiting ? (
            pending
          ) : (
            <Amount value={indicator?.pt} precision={TURNOVER_DECIMALS} unit={quoteAsset} />
          )}
        </Stat>
        <Stat label={t('openInterest')} testId="live-open-interest">
          {waiting ? (
            pending
          ) : (
            <Amount value={indicator?.oi} precision={amountPrecision} unit={baseAsset} />
          )}
        </Stat>
      </dl>
    </section>
  );
}
