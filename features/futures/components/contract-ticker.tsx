'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { toDecimal } from '@/lib/decimal';
import { formatPercent, formatPrice } from '@/lib/format';
import { Topic } from '@/lib/socket/protocol';
import {
  useMarketIndicator,
  useOrderBook,
  useRecentTrades,
  useTopicSubscription,
  type Numeric,
} from '@/features/realtime';
import { FavoriteToggle } from './favorite-toggle';

interface Props {
  contractId: number;
  /** Contract code as the server names the book (`BTCUSDT`). */
  code: string;
  priceScale: number;
}

/**
 * The contract's live numbers in the screen header: last trade, mark and index price, 24 h
 * change and the best bid and ask. It subscribes the contract's trades and book for as long as the
 * screen shows (the book and trade panels read the same store entries).
 */
export function ContractTicker({ contractId, code, priceScale }: Props) {
  const locale = useLocale();
  const t = useTranslations('Futures.ContractTicker');
  useTopicSubscription(Topic.futureTick, [{ symbol: code }]);
  useTopicSubscription(Topic.futureSnapshotDepth, [{ symbol: code }]);
  const indicator = useMarketIndicator(contractId);
  const trades = useRecentTrades(contractId);
  const book = useOrderBook(code);

  const [latest, previous] = trades;
  const lastPrice = latest?.price ?? indicator?.lp;
  const direction =
    latest && previous ? toDecimal(latest.price).comparedTo(toDecimal(previous.price)) : undefined;
  const price = (value: Numeric | undefined) =>
    value === undefined ? undefined : formatPrice(value, locale, priceScale);
  const change = indicator?.pcr;

  return (
    <div className="flex items-center gap-4">
      <FavoriteToggle contractId={contractId} symbol={code} />
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-xs" aria-live="off">
        <Figure label={t('lastPrice')} testId="last-price">
          {lastPrice === undefined ? undefined : (
            <span
              className={`text-base font-semibold ${
                direction === undefined || direction === 0
                  ? 'text-fg'
                  : direction > 0
                    ? 'text-up'
                    : 'text-down'
              }`}
            >
              {price(lastPrice)}
            </span>
          )}
        </Figure>
        <Figure label={t('markPrice')} testId="mark-price">
          {price(indicator?.mp)}
        </Figure>
        <Figure label={t('indexPrice')} testId="index-price">
          {price(indicator?.ip)}
        </Figure>
        <Figure label={t('change24h')} testId="change-24h">
          {change === undefined ? undefined : (
            <span className={toDecimal(change).isNegative() ? 'text-down' : 'text-up'}>
              {formatPercent(change, locale, { signed: true })}
            </span>
          )}
        </Figure>
        <Figure label={t('bestBid')} testId="best-bid">
          {book?.bids[0] ? <span className="text-up">{price(book.bids[0][0])}</span> : undefined}
        </Figure>
        <Figure label={t('bestAsk')} testId="best-ask">
          {book?.asks[0] ? <span className="text-down">{price(book.asks[0][0])}</span> : undefined}
        </Figure>
      </dl>
    </div>
  );
}

/** A labelled figure; a skeleton until its first value arrives. */
function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="tabular text-fg" data-testid={testId}>
        {children ?? <Skeleton className="h-4 w-16" />}
      </dd>
    </div>
  );
}
