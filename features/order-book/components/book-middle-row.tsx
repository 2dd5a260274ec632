'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { useMarketIndicator, useRecentTrades } from '@/features/realtime';
import { cn } from '@/lib/cn';
import { toDecimal } from '@/lib/decimal';
import { formatNumber, formatPercent, formatPrice } from '@/lib/format';
import type { Spread } from '../model/book-rows';

interface Props {
  contractId: number;
  priceScale: number;
  spread: Spread | null;
  /** Decimals of the spread: the shown prices' own. */
  priceDecimals: number;
}

/**
 * The row between asks and bids: last price coloured (and arrowed) by its move, the mark price and
 * the spread. It reads trades and the indicator itself, so a trade re-renders this row only.
 */
export const BookMiddleRow = memo(function BookMiddleRow({
  contractId,
  priceScale,
  spread,
  priceDecimals,
}: Props) {
  const locale = useLocale();
  const t = useTranslations('OrderBook');
  const indicator = useMarketIndicator(contractId);
  const [latest, previous] = useRecentTrades(contractId);
  const last = latest?.price ?? indicator?.lp;
  const move =
    latest && previous ? toDecimal(latest.price).comparedTo(toDecimal(previous.price)) : 0;

  return (
    <div
      data-testid="book-middle-row"
      className="flex h-9 shrink-0 items-center justify-between gap-2 border-y border-line px-2"
    >
      <p className="flex min-w-0 items-baseline gap-2">
        <span className="sr-only">{t('lastPrice')}</span>
        <span
          data-testid="book-last-price"
          className={cn(
            'tabular truncate text-sm font-semibold',
            move > 0 ? 'text-up' : move < 0 ? 'text-down' : 'text-fg',
          )}
        >
          {formatPrice(last, locale, priceScale)}
          {move !== 0 ? (
            <>
              <span aria-hidden="true">{move > 0 ? ' ↑' : ' ↓'}</span>
              <span className="sr-only"> {t(move > 0 ? 'rising' : 'falling')}</span>
            </>
          ) : null}
        </span>
        <span className="tabular truncate text-fg-muted" data-testid="book-mark-price">
          {t('markPrice')} {formatPrice(indicator?.mp, locale, priceScale)}
        </span>
      </p>
      <p className="tabular shrink-0 truncate text-right text-fg-muted" data-testid="book-spread">
        {t('spread')}{' '}
        {spread
          ? t('spreadValue', {
              spread: formatNumber(spread.absolute, locale, { decimals: priceDecimals }),
              rate: formatPercent(spread.rate, locale, { decimals: 3 }),
            })
          : '--'}
      </p>
    </div>
  );
});
