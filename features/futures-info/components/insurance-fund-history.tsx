'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, PnL } from '@/components/ui/numbers';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { getInsuranceFundHistoryQueryOptions } from '../api/get-insurance-fund-history';
import { useTimeFormat } from '../hooks/use-time-format';
import { fundBalancePoints, fundHistoryRows, type FundHistoryRow } from '../model/history';
import { BALANCE_DECIMALS, CHANGE_DECIMALS } from '../model/precision';
import { HistoryChart } from './history-chart';
import { ContractHistorySection } from './contract-history-section';

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
      cell: (row) => t(`reasons.${row.reason}`),
    },
  ];

  return (
    <ContractHistorySection
      testId="fund-history"
      pickerLabel={t('chooseContract')}
      contractId={contractId}
      onContractChange={setContractId}
      chart={
        <HistoryChart
          variant="balance"
          points={points}
          label={t('historyChart', { code })}
          decimals={BALANCE_DECIMALS}
        />
      }
      chartEmpty={points.length === 0}
      tableLabel={t('historyTable', { code })}
      columns={columns}
      rows={rows}
      loading={history.isPending}
      emptyText={history.isError ? t('loadFailed') : t('historyEmpty', { code })}
      zoneNote={t('timeZone', { zone: time.zone })}
    />
  );
}
