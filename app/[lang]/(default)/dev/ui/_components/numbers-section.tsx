'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Amount, Percent, PnL, Price } from '@/components/ui/numbers';
import { Section } from './section';

interface PositionRow {
  contract: string;
  side: 'long' | 'short';
  size: string;
  entry: string;
  pnl: string;
  roe: string;
}

// Decimal text, as the API sends it: the table sorts it with decimal.js, never as floats.
const positions: PositionRow[] = [
  {
    contract: 'BTCUSDT',
    side: 'long',
    size: '0.500',
    entry: '96120.5',
    pnl: '564.75',
    roe: '0.2349',
  },
  {
    contract: 'ETHUSDT',
    side: 'short',
    size: '12.00',
    entry: '3421.18',
    pnl: '-182.4',
    roe: '-0.0889',
  },
  { contract: 'SOLUSDT', side: 'long', size: '150', entry: '187.412', pnl: '0', roe: '0' },
];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-line bg-bg-raised px-4 py-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg text-fg">{children}</dd>
    </div>
  );
}

export function NumbersSection() {
  const t = useTranslations('DevUi');
  const columns: DataTableColumn<PositionRow>[] = [
    {
      id: 'contract',
      header: t('colContract'),
      cell: (row) => row.contract,
      sortValue: (row) => row.contract,
    },
    {
      id: 'side',
      header: t('colSide'),
      cell: (row) => (
        <span className={row.side === 'long' ? 'text-up' : 'text-down'}>{t(row.side)}</span>
      ),
    },
    {
      id: 'size',
      header: t('colSize'),
      align: 'end',
      cell: (row) => <Amount value={row.size} precision={3} />,
      sortValue: (row) => row.size,
    },
    {
      id: 'entry',
      header: t('colEntry'),
      align: 'end',
      cell: (row) => <Price value={row.entry} precision={1} />,
      sortValue: (row) => row.entry,
      hideBelow: 'sm',
    },
    {
      id: 'pnl',
      header: t('colPnl'),
      align: 'end',
      cell: (row) => <PnL value={row.pnl} precision={2} unit="USDT" />,
      sortValue: (row) => row.pnl,
    },
    {
      id: 'roe',
      header: t('colRoe'),
      align: 'end',
      cell: (row) => <Percent value={row.roe} signed />,
      sortValue: (row) => row.roe,
      hideBelow: 'md',
    },
  ];

  return (
    <Section id="kit-numbers" title={t('numbers')}>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label={t('lastPrice')}>
          <Price value="97250.4" precision={1} />
        </Figure>
        <Figure label={t('change')}>
          <Percent value="-0.0213" signed />
        </Figure>
        <Figure label={t('unrealised')}>
          <PnL value="1234.5678" precision={2} unit="USDT" />
        </Figure>
        <Figure label={t('balance')}>
          <Amount value="10500.12345678" precision={4} unit="USDT" />
        </Figure>
        <Figure label={t('missing')}>
          <Price value={undefined} precision={1} />
        </Figure>
      </dl>
      <h3 className="text-base font-medium text-fg">{t('table')}</h3>
      <DataTable
        aria-label={t('table')}
        columns={columns}
        rows={positions}
        getRowId={(row) => row.contract}
        initialSort={{ columnId: 'pnl', direction: 'desc' }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-medium text-fg">{t('emptyState')}</h3>
          <DataTable
            aria-label={t('emptyState')}
            columns={columns}
            rows={[]}
            getRowId={(row) => row.contract}
            empty={t('noPositions')}
          />
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-medium text-fg">{t('loadingState')}</h3>
          <DataTable
            aria-label={t('loadingState')}
            columns={columns}
            rows={[]}
            getRowId={(row) => row.contract}
            loading
            loadingRows={3}
          />
        </div>
      </div>
    </Section>
  );
}
