'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Amount, Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { useLastTrade, useRecentTrades, useTopicSubscription } from '@/features/realtime';
import { cn } from '@/lib/cn';
import { contractCode, type ContractReference } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize, toDecimal } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { Topic } from '@/lib/socket/protocol';
import { useContractIndicator } from '../../hooks/use-contract-indicator';
import { FavoriteToggle } from '../favorite-toggle';
import { ContractInfo } from './contract-info';
import { ContractSelector } from './contract-selector';
import { FundingCountdown } from './funding-countdown';

/**
 * The top bar of the trading screen: contract picker and favourite star, the last price coloured
 * by its last move, mark and index price, funding with its countdown, and the 24 h figures.
 */
export function ContractBar({
  contract,
  actions,
}: {
  contract: ContractReference;
  /** Buttons at the bar's end (the calculator, preferences). */
  actions?: ReactNode;
}) {
  const t = useTranslations('Futures.ContractBar');
  const locale = useLocale();
  const code = contractCode(contract.name);
  useTopicSubscription(Topic.futureTick, [{ symbol: code }]);
  const indicator = useContractIndicator(contract.contractId);
  const direction = useLastMove(contract.contractId);
  const amountPrecision = amountPrecisionFromContractSize(contract.contractSize);
  // The latest trade as soon as one arrives: the indicator comes once a second and would show an
  // older price than the order book's middle row and the chart.
  const lastPrice = useLastTrade(contract.contractId)?.price ?? indicator?.lp;

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-bg-raised px-3 py-2 md:flex-nowrap">
      <ContractSelector current={contract} />
      <FavoriteToggle contractId={contract.contractId} symbol={code} />
      <div className="flex min-w-[7.5rem] flex-col">
        <span className="sr-only">{t('lastPrice')}</span>
        <span
          data-testid="last-price"
          className={cn(
            'text-lg font-semibold tabular-nums',
            direction > 0 ? 'text-up' : direction < 0 ? 'text-down' : 'text-fg',
          )}
        >
          {lastPrice === undefined ? (
            <Skeleton className="h-6 w-24" />
          ) : (
            formatNumber(lastPrice, locale, { decimals: contract.priceScale })
          )}
        </span>
        <Percent value={indicator?.pcr} signed className="text-xs sm:hidden" />
      </div>
      <dl
        // Relative: the screen-reader-only texts inside are positioned, and must be clipped by this
        // scroller rather than widen the page. On phones the figures take a row of their own.
        className="relative order-last flex w-full min-w-0 items-center gap-x-5 overflow-x-auto text-xs [scrollbar-width:thin] md:order-none md:w-auto md:flex-1"
        aria-label={t('figures', { symbol: code })}
        // Scrolls sideways on narrow screens: keyboard users reach it too.
        tabIndex={0}
      >
        <Figure label={t('markPrice')} testId="mark-price" ready={indicator?.mp !== undefined}>
          <Price value={indicator?.mp} precision={contract.priceScale} />
        </Figure>
        <Figure label={t('indexPrice')} testId="index-price" ready={indicator?.ip !== undefined}>
          <Price value={indicator?.ip} precision={contract.priceScale} />
        </Figure>
        <FundingCountdown contractId={contract.contractId} />
        <Figure label={t('change24h')} testId="change-24h" ready={indicator?.pcr !== undefined}>
          <Percent value={indicator?.pcr} signed />
        </Figure>
        <Figure label={t('high24h')} testId="high-24h" ready={indicator?.h !== undefined}>
          <Price value={indicator?.h} precision={contract.priceScale} />
        </Figure>
        <Figure label={t('low24h')} testId="low-24h" ready={indicator?.l !== undefined}>
          <Price value={indicator?.l} precision={contract.priceScale} />
        </Figure>
        <Figure
          label={t('volume24h', { asset: contract.baseAsset })}
          testId="volume-24h"
          ready={indicator?.pv !== undefined}
        >
          <Amount value={indicator?.pv} precision={amountPrecision} />
        </Figure>
        <Figure
          label={t('turnover24h', { asset: contract.quoteAsset })}
          testId="turnover-24h"
          ready={indicator?.pt !== undefined}
        >
          <Amount value={indicator?.pt} precision={2} />
        </Figure>
        <Figure
          label={t('openInterest', { asset: contract.baseAsset })}
          testId="open-interest"
          ready={indicator?.oi !== undefined}
        >
          <Amount value={indicator?.oi} precision={amountPrecision} />
        </Figure>
      </dl>
      <div className="ml-auto flex items-center gap-1 md:ml-0">
        <ContractInfo contract={contract} />
        {actions}
      </div>
    </div>
  );
}

/**
 * +1, −1 or 0: how the last trade moved the price, from the two newest trades. Before any trade
 * arrives, how the indicator's last price last changed.
 */
function useLastMove(contractId: number): number {
  const [latest, previous] = useRecentTrades(contractId);
  const indicator = useContractIndicator(contractId);
  const lp = indicator?.lp === undefined ? undefined : String(indicator.lp);
  const [seen, setSeen] = useState<{ price: string | undefined; move: number }>({
    price: lp,
    move: 0,
  });
  if (lp !== seen.price) {
    // Information from the previous render (React's documented pattern): the price moved.
    setSeen({
      price: lp,
      move:
        lp === undefined || seen.price === undefined
          ? seen.move
          : toDecimal(lp).comparedTo(toDecimal(seen.price)),
    });
  }
  if (latest && previous) return toDecimal(latest.price).comparedTo(toDecimal(previous.price));
  return seen.move;
}

function Figure({
  label,
  testId,
  ready,
  children,
}: {
  label: string;
  testId: string;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex shrink-0 flex-col">
      <dt className="whitespace-nowrap text-fg-muted">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums text-fg" data-testid={testId}>
        {ready ? children : <Skeleton className="h-4 w-16" />}
      </dd>
    </div>
  );
}
