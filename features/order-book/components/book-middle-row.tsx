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
  // The newest two by the engine's sequence (the store keeps them so): the same latest trade
  // as the contract bar and the chart's open candle.
  const [latest, previous] = useRecentTrades(contractId);
  const last = latest?.price ?? indicator?.lp;
  const move =
    latest && previous ? toDecimal(latest.price).comparedTo(toDecimal(previous.price)) : 0;

  return (
    <div
      data-testid="book-middle-row"
      className="flex h-10 shrink-0 items-center justify-between gap-2 border-y border-line px-2"
    >
      <p className="min-w-0 truncate">
        <span className="sr-only">{t('lastPrice')} </span>
        <span
          data-testid="book-last-price"
          className={cn(
            'tabular text-sm font-semibold',
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
      </p>
      {/* Two short lines rather than one long one: the book can be 240 px wide. */}
      <div className="tabular flex min-w-0 flex-col items-end text-[11px] leading-4 text-fg-muted">
        <p className="truncate" data-testid="book-mark-price">
          {t('markPrice')} {formatPrice(indicator?.mp, locale, priceScale)}
        </p>
        <p className="truncate" data-testid="book-spread">
          {t('spread')}{' '}
          {spread
            ? t('spreadValue', {
                spread: formatNumber(spread.absolute, locale, { decimals: priceDecimals }),
                rate: formatPercent(spread.rate, locale, { decimals: 4 }),
              })
            : '--'}
        </p>
      </div>
    </div>
  );
});
