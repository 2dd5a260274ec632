'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useClock } from '@/components/hooks/use-clock';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber, formatPrice } from '@/lib/format';
import { formatFillTime } from '../model/trade-rows';

/** One of the user's own fills, as the integrator reads it from the user's trade history. */
export interface OwnTrade {
  id: string;
  /** Decimal text. */
  price: string;
  amount: string;
  time: number;
  /** Buying or selling, for the colour; `sideLabel` says it in the order's own words. */
  direction: 'buy' | 'sell';
  /** "Buy", "Open long", "Close short"… */
  sideLabel: string;
}

export interface OwnTradesListProps {
  status: 'pending' | 'error' | 'success';
  /** Newest first. */
  trades: readonly OwnTrade[];
  onRetry: () => void;
  priceScale: number;
  baseAsset: string;
  /** Decimals of amounts. */
  sizeDecimals?: number | undefined;
}

export const OWN_COLUMNS =
  'grid grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,1fr)] gap-x-2 px-2';

/**
 * The user's own fills of the contract, newest first: price (in the side's colour), amount, side
 * and time. Shown under Mine in the recent trades panel; its data comes from the integrator.
 */
export function OwnTradesList({
  status,
  trades,
  onRetry,
  priceScale,
  baseAsset,
  sizeDecimals,
}: OwnTradesListProps) {
  const t = useTranslations('RecentTradesMine');
  const columns = useTranslations('RecentTrades');
  const locale = useLocale();
  // Today's fills show their time, older ones their date too: the day is the page clock's.
  const now = useClock();

  let body;
  if (status === 'pending') {
    body = (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={cn(OWN_COLUMNS, 'h-5 items-center')}>
            <Skeleton className="h-3 w-14" />
            <Skeleton className="ml-auto h-3 w-10" />
            <Skeleton className="h-3 w-10" />
            <Skeleton className="ml-auto h-3 w-12" />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 px-2 py-6 text-fg-muted">
        <p>{t('error')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (trades.length === 0) {
    body = <p className="px-2 py-6 text-center text-fg-muted">{t('empty')}</p>;
  } else {
    body = (
      <ol aria-label={t('title')} className="tabular">
        {trades.map((trade) => (
          <li key={trade.id} className={cn(OWN_COLUMNS, 'h-5 items-center text-right')}>
            <span
              className={cn(
                'truncate text-left',
                trade.direction === 'buy' ? 'text-up' : 'text-down',
              )}
            >
              {formatPrice(trade.price, locale, priceScale)}
            </span>
            <span className="truncate">
              {formatNumber(
                trade.amount,
                locale,
                sizeDecimals === undefined ? {} : { decimals: sizeDecimals },
              )}
            </span>
            <span
              title={trade.sideLabel}
              className={cn(
                'truncate text-left',
                trade.direction === 'buy' ? 'text-up' : 'text-down',
              )}
            >
              {trade.sideLabel}
            </span>
            <span className="truncate text-fg-muted">
              {formatFillTime(trade.time, now ?? trade.time, locale)}
            </span>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={cn(OWN_COLUMNS, 'shrink-0 py-1 text-right text-fg-muted')}>
        <span className="truncate text-left">{columns('price')}</span>
        <span className="truncate">{columns('size', { asset: baseAsset })}</span>
        <span className="truncate text-left">{t('side')}</span>
        <span className="truncate">{columns('time')}</span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
}
