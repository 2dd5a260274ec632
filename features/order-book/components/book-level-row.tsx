'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { BookSide } from '../model/book-rows';

/** A level's price, and the total up to it when the user asked for the size as well. */
export type SelectLevel = (price: string, total: string, withSize: boolean) => void;

export interface BookLevelRowProps {
  side: BookSide;
  /** Null keeps an empty row of the same height. */
  price: string | null;
  size: string;
  total: string;
  ratio: number;
  own: boolean;
  /** The one row of its side in the Tab order (the best price); arrows reach the others. */
  tabbable: boolean;
  priceDecimals: number;
  /** Decimals of sizes and totals; undefined shows each value's own. */
  sizeDecimals: number | undefined;
  baseAsset: string;
  onSelect: SelectLevel;
}

/**
 * The level an arrow key moves to, across both sides in screen order, so the book is two Tab
 * stops rather than one per row.
 */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): HTMLButtonElement | undefined {
  const steps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1 };
  const levels = event.currentTarget
    .closest('[data-book-levels]')
    ?.querySelectorAll<HTMLButtonElement>('button[data-book-level]');
  if (!levels || levels.length === 0) return undefined;
  const all = [...levels];
  if (event.key === 'Home') return all[0];
  if (event.key === 'End') return all.at(-1);
  const step = steps[event.key];
  if (step === undefined) return undefined;
  const index = all.indexOf(event.currentTarget) + step;
  return all[Math.max(0, Math.min(all.length - 1, index))];
}

export const ROW_HEIGHT = 'h-5';
export const COLUMNS = 'grid grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-2';

/**
 * One price level. Props are plain values, so an update that leaves a level as it was skips it;
 * the panel keys rows by position, so a moving book reuses the same DOM nodes. The depth bar is
 * scaled on the compositor (transform), never resized through layout.
 */
export const BookLevelRow = memo(function BookLevelRow({
  side,
  price,
  size,
  total,
  ratio,
  own,
  tabbable,
  priceDecimals,
  sizeDecimals,
  baseAsset,
  onSelect,
}: BookLevelRowProps) {
  const locale = useLocale();
  const t = useTranslations('OrderBook');
  if (price === null) return <li aria-hidden="true" className={ROW_HEIGHT} />;

  const shownPrice = formatNumber(price, locale, { decimals: priceDecimals });
  const amount = (value: string) =>
    formatNumber(value, locale, sizeDecimals === undefined ? {} : { decimals: sizeDecimals });
  const shownSize = amount(size);
  const shownTotal = amount(total);
  const label = t(side === 'bid' ? 'bidRow' : 'askRow', {
    price: shownPrice,
    size: shownSize,
    total: shownTotal,
    asset: baseAsset,
  });

  const select = (withSize: boolean) => onSelect(price, total, withSize);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => select(event.shiftKey || event.altKey);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // A keyboard click does not carry Shift or Alt in every browser; handle it here.
    if (event.key === 'Enter' && (event.shiftKey || event.altKey)) {
      event.preventDefault();
      select(true);
      return;
    }
    const target = moveFocus(event);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <li className={ROW_HEIGHT}>
      <button
        type="button"
        data-book-level=""
        tabIndex={tabbable ? 0 : -1}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={cn(
          COLUMNS,
          'relative h-full w-full items-center px-2 text-right hover:bg-bg-sunken',
          focusRing,
          'focus-visible:-outline-offset-2',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-full origin-right',
            // Faint enough that the coloured price above it keeps a 4.5:1 contrast.
            side === 'bid' ? 'bg-up/[0.07]' : 'bg-down/[0.07]',
          )}
          style={{ transform: `scaleX(${ratio})` }}
        />
        {own ? (
          // In the row's padding, so marking a level never moves its figures.
          <span
            aria-hidden="true"
            data-testid="own-order-marker"
            className="absolute top-1/2 left-0.5 size-1.5 -translate-y-1/2 rounded-full bg-primary"
          />
        ) : null}
        {/* The name is the spoken sentence; the figures are what the eye reads. A name given by
            aria-label would not contain the visible figures (WCAG 2.5.3). */}
        <span className="sr-only">{own ? `${label}. ${t('ownOrder')}` : label}</span>
        <span
          aria-hidden="true"
          className={cn('relative truncate text-left', side === 'bid' ? 'text-up' : 'text-down')}
        >
          {shownPrice}
        </span>
        <span aria-hidden="true" className="relative truncate">
          {shownSize}
        </span>
        <span aria-hidden="true" className="relative truncate text-fg-muted">
          {shownTotal}
        </span>
      </button>
    </li>
  );
});
