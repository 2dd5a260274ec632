'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { CsvExportButton } from '@/components/ui/csv-export-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PnL } from '@/components/ui/numbers';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { CsvColumn } from '@/lib/csv';
import { toDecimal } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import {
  getPnlHistoryQueryOptions,
  type PnlHistory,
  type PnlRange,
} from '../../api/get-pnl-history';
import { PNL_RANGES } from '@/lib/contract/wire/wallet';
import { MONEY_PRECISION } from './contract-info';
import { pnlBars } from './pnl-bars';

type PnlDay = PnlHistory['list'][number];
type PnlFigures = PnlHistory['total'];

/**
 * A figure as it changed the wallet: the server counts fees as paid (positive, a maker rebate
 * negative), so they are turned into a cost, "−7.58" in the loss colour, never a green "+7.58".
 * Realized PnL (before fees), funding and net (after fees and funding) are signed already.
 */
function walletChange(figures: PnlFigures | undefined, key: keyof PnlFigures): string | undefined {
  const value = figures?.[key];
  if (value === undefined || key !== 'fees') return value;
  return toDecimal(value).negated().toFixed();
}
const CHART_HEIGHT = 80;
const rangeKey = { '1d': 'range1d', '1w': 'range1w', '1m': 'range1m' } as const;

function useDayFormat() {
  const locale = useLocale();
  // The server's days start at 00:00 UTC, so they are named in UTC, not the user's zone.
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
    [locale],
  );
}

function NetChart({ days }: { days: readonly PnlDay[] }) {
  const t = useTranslations('Futures.BottomTabs.pnl');
  const locale = useLocale();
  const dayFormat = useDayFormat();
  const { bars, zeroY } = pnlBars(days, CHART_HEIGHT);
  const width = Math.max(bars.length, 1) * 12;
  return (
    <svg
      role="img"
      aria-label={t('chartTitle')}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      preserveAspectRatio="none"
      className="h-20 w-full"
    >
      <line x1={0} x2={width} y1={zeroY} y2={zeroY} className="stroke-line" strokeWidth={0.5} />
      {bars.map((bar, i) => (
        <rect
          key={bar.day}
          x={i * 12 + 2}
          y={bar.y}
          width={8}
          height={Math.max(bar.barHeight, 0.5)}
          className={bar.up ? 'fill-up' : 'fill-down'}
        >
          <title>
            {t('barLabel', {
              day: dayFormat.format(bar.day),
              net: formatNumber(bar.net, locale, {
                decimals: MONEY_PRECISION,
                signed: true,
                rounding: 'half-up',
              }),
            })}
          </title>
        </rect>
      ))}
    </svg>
  );
}

/** Realised PnL, fees and funding per day over 1 day / 1 week / 1 month, with totals and bars. */
export function PnlHistoryPanel() {
  const t = useTranslations('Futures.BottomTabs.pnl');
  const tabs = useTranslations('Futures.BottomTabs');
  const dayFormat = useDayFormat();
  const [range, setRange] = useState<PnlRange>('1w');
  const history = useQuery(getPnlHistoryQueryOptions(range));
  const days = history.data?.list ?? [];
  const total = history.data?.total;
  const money = (value: string | undefined) => <PnL value={value} precision={MONEY_PRECISION} />;
  const columns: DataTableColumn<PnlDay>[] = [
    {
      id: 'day',
      header: t('day'),
      cell: (d) => <span className="tabular">{dayFormat.format(d.day)}</span>,
    },
    {
      id: 'realizedPnl',
      header: t('realizedPnl'),
      align: 'end',
      cell: (d) => money(d.realizedPnl),
    },
    { id: 'fees', header: t('fees'), align: 'end', cell: (d) => money(walletChange(d, 'fees')) },
    { id: 'funding', header: t('funding'), align: 'end', cell: (d) => money(d.funding) },
    { id: 'net', header: t('net'), align: 'end', cell: (d) => money(d.net) },
  ];
  const csvColumns: CsvColumn<PnlDay>[] = [
    { header: t('day'), value: (d) => new Date(d.day).toISOString().slice(0, 10) },
    { header: t('realizedPnl'), value: (d) => d.realizedPnl },
    { header: t('fees'), value: (d) => walletChange(d, 'fees') ?? '' },
    { header: t('funding'), value: (d) => d.funding },
    { header: t('net'), value: (d) => d.net },
  ];
  const hasPnl = days.some((d) => d.net !== '0' && !/^-?0(\.0+)?$/.test(d.net));
  return (
    <div className="flex flex-col gap-3 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs
          value={range}
          onValueChange={(value) => setRange(PNL_RANGES.find((r) => r === value) ?? '1w')}
        >
          <TabsList variant="pill" aria-label={t('range')}>
            {PNL_RANGES.map((r) => (
              <TabsTrigger key={r} value={r}>
                {t(rangeKey[r])}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <CsvExportButton
          rows={days}
          columns={csvColumns}
          fileName={`pnl-history-${range}`}
          label={tabs('exportCsv')}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(['realizedPnl', 'fees', 'funding', 'net'] as const).map((key) => (
          <div key={key} className="flex flex-col">
            <dt className="text-xs text-fg-muted">{t(key)}</dt>
            <dd className={cn(key === 'net' && 'text-base font-medium')}>
              {money(walletChange(total, key))}
            </dd>
          </div>
        ))}
      </dl>
      {hasPnl ? <NetChart days={days} /> : null}
      <DataTable
        aria-label={t('chartTitle')}
        columns={columns}
        rows={days}
        getRowId={(d) => String(d.day)}
        loading={history.isPending}
        empty={tabs('empty.pnlHistory')}
        maxHeight={240}
      />
    </div>
  );
}
