'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, Percent, PnL, Price } from '@/components/ui/numbers';
import { cn } from '@/lib/cn';
import { AccountBadge } from './account-badge';
import { AutoCloseCountdown } from './auto-close-countdown';
import { MONEY_PRECISION } from './contract-info';
import { useTradingLabels } from './use-trading-labels';
import { usePositionView, type PositionView } from './use-position-view';

function PositionCell({ id, render }: { id: string; render: (view: PositionView) => ReactNode }) {
  const view = usePositionView(id);
  return view ? render(view) : null;
}

function ContractCell({ view }: { view: PositionView }) {
  const labels = useTradingLabels();
  const { row, info } = view;
  const autoCloseAt = view.raw.autoCloseAt;
  return (
    <span className="flex flex-col leading-tight">
      <span className="flex items-center gap-1.5">
        <span className="font-medium">{info?.code ?? row.contractId}</span>
        <AccountBadge accountType={view.accountType} />
      </span>
      <span className={cn('text-xs', row.side === 'long' ? 'text-up' : 'text-down')}>
        {labels.positionSide(row.side)} · {row.leverage ?? '--'}x
      </span>
      {typeof autoCloseAt === 'number' && autoCloseAt > 0 ? (
        <AutoCloseCountdown autoCloseAt={autoCloseAt} />
      ) : null}
    </span>
  );
}

const priceOf = (view: PositionView, value: PositionView['row']['entryPrice']) => (
  <Price value={value} precision={view.info?.contract.priceScale ?? 2} />
);

/** The positions table's columns: every spec label plus ROE; `actions` renders the row buttons. */
export function usePositionColumns(actions: (id: string) => ReactNode): DataTableColumn<string>[] {
  const t = useTranslations('Futures.BottomTabs.columns');
  const labels = useTradingLabels();
  const cell = (render: (view: PositionView) => ReactNode) => (id: string) => (
    <PositionCell id={id} render={render} />
  );
  return [
    { id: 'contract', header: t('contract'), cell: cell((v) => <ContractCell view={v} />) },
    {
      id: 'size',
      header: t('size'),
      align: 'end',
      cell: cell((v) => (
        <Amount
          value={v.row.size}
          precision={v.info?.amountPrecision ?? 3}
          unit={v.info?.contract.baseAsset}
        />
      )),
    },
    {
      id: 'entryPrice',
      header: t('entryPrice'),
      align: 'end',
      cell: cell((v) => priceOf(v, v.row.entryPrice)),
    },
    {
      id: 'markPrice',
      header: t('markPrice'),
      align: 'end',
      cell: cell((v) => priceOf(v, v.row.markPrice)),
    },
    {
      id: 'liquidationPrice',
      header: t('liquidationPrice'),
      align: 'end',
      cell: cell((v) => <span className="text-warn">{priceOf(v, v.row.liquidationPrice)}</span>),
    },
    {
      id: 'margin',
      header: t('margin'),
      align: 'end',
      cell: cell((v) => <Amount value={v.row.margin} precision={MONEY_PRECISION} />),
    },
    {
      id: 'marginMode',
      header: t('marginMode'),
      hideBelow: 'md',
      cell: cell((v) =>
        v.row.marginMode ? labels.marginMode(v.row.marginMode === 'isolated') : '--',
      ),
    },
    {
      id: 'leverage',
      header: t('leverage'),
      align: 'end',
      hideBelow: 'md',
      cell: cell((v) => <span className="tabular">{v.row.leverage ?? '--'}x</span>),
    },
    {
      id: 'unrealizedPnl',
      header: t('unrealizedPnl'),
      align: 'end',
      cell: cell((v) => <PnL value={v.row.unrealisedPnl} precision={MONEY_PRECISION} />),
    },
    {
      id: 'roi',
      header: t('roi'),
      align: 'end',
      cell: cell((v) => <Percent value={v.row.roi} signed rounding="half-up" />),
    },
    {
      id: 'roe',
      header: t('roe'),
      align: 'end',
      hideBelow: 'sm',
      cell: cell((v) => <Percent value={v.roe} signed rounding="half-up" />),
    },
    {
      id: 'realizedPnl',
      header: t('realizedPnl'),
      align: 'end',
      hideBelow: 'sm',
      cell: cell((v) => <PnL value={v.row.realisedPnl} precision={MONEY_PRECISION} />),
    },
    {
      id: 'breakevenPrice',
      header: t('breakevenPrice'),
      align: 'end',
      hideBelow: 'md',
      cell: cell((v) => priceOf(v, v.row.breakevenPrice)),
    },
    {
      id: 'maintenanceMarginRate',
      header: t('maintenanceMarginRate'),
      align: 'end',
      hideBelow: 'lg',
      cell: cell((v) => <Percent value={v.row.maintenanceMarginRate} />),
    },
    {
      id: 'riskRate',
      header: t('riskRate'),
      align: 'end',
      hideBelow: 'md',
      cell: cell((v) => <Percent value={v.row.riskRate} />),
    },
    {
      id: 'tpsl',
      header: t('tpsl'),
      align: 'end',
      hideBelow: 'sm',
      cell: cell((v) => (
        <span className="tabular">
          <span className="text-up">{priceOf(v, v.row.takeProfitPrice)}</span> /{' '}
          <span className="text-down">{priceOf(v, v.row.stopLossPrice)}</span>
        </span>
      )),
    },
    { id: 'actions', header: t('actions'), cell: actions },
  ];
}
