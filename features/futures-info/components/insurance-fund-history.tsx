'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Amount, PnL } from '@/components/ui/numbers';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { getInsuranceFundHistoryQueryOptions } from '../api/get-insurance-fund-history';
import { useTimeFormat } from '../hooks/use-time-format';
import { fundBalancePoints, fundHistoryRows, type FundHistoryRow } from '../model/history';
import { BALANCE_DECIMALS, CHANGE_DECIMALS } from '../model/precision';
import { ContractPicker } from './contract-picker';
import { HistoryChart } from './history-chart';
import { HistoryChartFrame } from './history-chart-frame';

const REASONS = ['liquidation_surplus', 'bankruptcy_cover', 'injection', 'snapshot'] as const;
type Reason = (typeof REASONS)[number];
const isKnownReason = (reason: string): reason is Reason =>
  (REASONS as readonly string[]).includes(reason);

/**
 * One contract's insurance fund over time, chosen with a select: its balance as a chart and every
 * change as a table (balance after it, the change, why), newest first, in local time.
 */
export function InsuranceFundHistory({ initialContractId }: { initialContractId: number }) {
  const t = useTranslations('FundPage');
  const [contractId, setContractId] = useState(initialContractId);
  const contract = contracts.find((c) => c.contractId === contractId) ?? contracts[0];
  const history = useQuery(getInsuranceFundHistoryQueryOptions(contractId));
  const time = useTimeFormat();
  const rows = useMemo(() => fundHistoryRows(history.data?.list ?? []), [history.data]);
  const points = useMemo(() => fundBalancePoints(rows), [rows]);
  if (!contract) return null;
  const code = contractCode(contract.name);

  const columns: DataTableColumn<FundHistoryRow>[] = [
    {
      id: 'time',
      header: t('time'),
      cell: (row) => (
        <time dateTime={new Date(row.time).toISOString()} className="tabular">
          {time.format(row.time)}
        </time>
      ),
    },
    {
      id: 'balance',
      header: t('balance'),
      align: 'end',
      cell: (row) => <Amount value={row.balance} precision={BALANCE_DECIMALS} />,
    },
    {
      id: 'change',
      header: t('change'),
      align: 'end',
      cell: (row) => <PnL value={row.change} precision={CHANGE_DECIMALS} />,
    },
    {
      id: 'reason',
      header: t('reason'),
      hideBelow: 'sm',
      cell: (row) => (isKnownReason(row.reason) ? t(`reasons.${row.reason}`) : row.reason),
    },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="fund-history">
      <ContractPicker
        label={t('chooseContract')}
        contractId={contractId}
        onContractChange={setContractId}
      />
      <HistoryChartFrame loading={history.isPending} empty={points.length === 0}>
        <HistoryChart
          variant="balance"
          points={points}
          label={t('historyChart', { code })}
          decimals={BALANCE_DECIMALS}
        />
      </HistoryChartFrame>
      <DataTable
        aria-label={t('historyTable', { code })}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={history.isPending}
        empty={
          <span data-testid="history-empty">
            {history.isError ? t('loadFailed') : t('historyEmpty', { code })}
          </span>
        }
        maxHeight={480}
        className="rounded-lg border border-line"
      />
      <p className="text-xs text-fg-muted">{t('timeZone', { zone: time.zone })}</p>
    </div>
  );
}
