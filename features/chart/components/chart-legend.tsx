'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { divide, subtract, toDecimal } from '@/lib/decimal';
import { formatNumber, formatPercent, formatPrice } from '@/lib/format';
import { formatTimeIn, type ChartTimeZone } from '../model/chart-time';
import type { LegendStore } from './legend-store';

const noCandle = () => undefined;

const CANDLE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

interface ChartLegendProps {
  store: LegendStore;
  priceScale: number;
  /** The zone the candle's open time is shown in, as on the time axis. */
  timeZone: ChartTimeZone;
}

/** Open time, O H L C, change, change % and volume of the hovered candle (or the last one). */
export function ChartLegend({ store, priceScale, timeZone }: ChartLegendProps) {
  const t = useTranslations('Chart.legend');
  const zone = useTranslations('ChartTimeZone');
  const locale = useLocale();
  const candle = useSyncExternalStore(store.subscribe, store.get, noCandle);
  if (!candle) return null;

  const change = subtract(candle.close, candle.open);
  const rate = divide(change, candle.open);
  const tone = change.isNegative() ? 'text-down' : 'text-up';
  const price = (value: string) => formatPrice(value, locale, priceScale);
  const values = [
    { key: 'open', short: t('open'), name: t('openName'), value: price(candle.open) },
    { key: 'high', short: t('high'), name: t('highName'), value: price(candle.high) },
    { key: 'low', short: t('low'), name: t('lowName'), value: price(candle.low) },
    { key: 'close', short: t('close'), name: t('closeName'), value: price(candle.close) },
  ];

  return (
    <dl
      aria-label={t('label')}
      className="pointer-events-none flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs tabular-nums"
    >
      <div className="flex gap-1">
        <dt className="sr-only">{zone('candleTime')}</dt>
        <dd className="text-fg-muted" data-testid="legend-time">
          {formatTimeIn(candle.time, timeZone, locale, CANDLE_TIME)}
        </dd>
      </div>
      {values.map((v) => (
        <div key={v.key} className="flex gap-1">
          <dt className="text-fg-muted">
            <abbr title={v.name} className="no-underline">
              {v.short}
            </abbr>
          </dt>
          <dd className={cn('min-w-[8ch]', tone)}>{v.value}</dd>
        </div>
      ))}
      <div className="flex gap-1">
        <dt className="sr-only">{t('change')}</dt>
        <dd className={cn('min-w-[16ch]', tone)}>
          {formatNumber(change, locale, { decimals: priceScale, signed: true })} (
          {formatPercent(rate, locale, { signed: true })})
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-fg-muted">{t('volume')}</dt>
        <dd className="min-w-[8ch]">
          {formatNumber(toDecimal(candle.volume), locale, { trimZeros: true })}
        </dd>
      </div>
    </dl>
  );
}
