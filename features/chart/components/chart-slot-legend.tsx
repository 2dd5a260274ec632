'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber, formatPrice } from '@/lib/format';
import { formatTimeIn, type ChartTimeZone } from '../model/chart-time';
import type { SlotPoint } from '../hooks/use-slot-axis';
import type { LegendStore } from './legend-store';

const nothing = () => undefined;

const START_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

interface ChartSlotLegendProps {
  store: LegendStore<SlotPoint>;
  priceScale: number;
  timeZone: ChartTimeZone;
}

/**
 * The legend of Renko and Point & Figure, in place of the candle legend: when the hovered (else
 * the last) brick or column began, its number on the chart, and for a column X or O, its boxes
 * and the range of its boxes; for a brick its direction and range.
 */
export function ChartSlotLegend({ store, priceScale, timeZone }: ChartSlotLegendProps) {
  const t = useTranslations('Chart.slotLegend');
  const locale = useLocale();
  const current = useSyncExternalStore(store.subscribe, store.get, nothing);
  if (!current) return null;
  const { slot, point } = current;
  const column = point.style === 'xo';
  const up = point.tone === 'up';
  const tone = up ? 'text-up' : 'text-down';
  const price = (value: string) => formatPrice(value, locale, priceScale);

  return (
    <dl
      aria-label={t(column ? 'columnLabel' : 'brickLabel')}
      data-testid="slot-legend"
      className="pointer-events-none flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs tabular-nums"
    >
      <div className="flex gap-1">
        <dt className="sr-only">{t('started')}</dt>
        <dd className="text-fg-muted" data-testid="legend-time">
          {formatTimeIn(point.time, timeZone, locale, START_TIME)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-fg-muted">{t(column ? 'column' : 'brick')}</dt>
        <dd data-testid="legend-slot">{formatNumber(slot + 1, locale)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="sr-only">{t('direction')}</dt>
        <dd className={cn('font-semibold', tone)} data-testid="legend-direction">
          {t(column ? (up ? 'xColumn' : 'oColumn') : up ? 'rising' : 'falling')}
        </dd>
      </div>
      {column ? (
        <div className="flex gap-1">
          <dt className="text-fg-muted">{t('boxes')}</dt>
          <dd data-testid="legend-boxes">{formatNumber(point.boxes, locale)}</dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt className="text-fg-muted">{t('range')}</dt>
        <dd className={tone} data-testid="legend-range">
          {t('rangeValue', { low: price(point.low), high: price(point.high) })}
        </dd>
      </div>
    </dl>
  );
}
