'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Percent, Price } from '@/components/ui/numbers';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { getFundingRateHistoryQueryOptions } from '../api/get-funding-rate-history';
import { useTimeFormat } from '../hooks/use-time-format';
import { fundingHistoryRows, fundingRatePoints, type FundingHistoryRow } from '../model/history';
import { RATE_DECIMALS } from '../model/precision';
import { HistoryChart } from './history-chart';
import { ContractHistorySection } from './contract-history-section';

/**
 * The settled funding rates of one contract, chosen with a select: a chart over time and a table,
 * newest first, with times in the visitor's time zone.
 */
export function FundingRateHistory({ initialContractId }: { initialContractId: number }) {
  const t = useTranslations('FundingRatePage');
  const [contractId, setContractId] = useState(initialContractId);
  const contract = contracts.find((c) => c.contractId === contractId) ?? contracts[0];
  const history = useQuery(getFundingRateHistoryQueryOptions(contractId));
  const time = useTimeFormat();
  const rows = useMemo(() => fundingHistoryRows(history.data?.list ?? []), [history.data]);
  const points = useMemo(() => fundingRatePoints(rows), [rows]);
  if (!contract) return null;
  const code = contractCode(contract.name);

  const columns: DataTableColumn<FundingHistoryRow>[] = [
    {
      id: 'time',
      header: t('settlementTime'),
      cell: (row) => (
        <time dateTime={new Date(row.time).toISOString()} className="tabular">
          {time.format(row.time)}
        </time>
      ),
    },
    {
      id: 'rate',
      header: t('rate'),
      align: 'end',
      cell: (row) => <Percent value={row.rate} precision={RATE_DECIMALS} signed />,
    },
    {
      id: 'markPrice',
      header: t('markPrice'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Price value={row.markPrice} precision={contract.priceScale} />,
    },
  ];

  return (
    <ContractHistorySection
      testId="funding-history"
      pickerLabel={t('chooseContract')}
      contractId={contractId}
      onContractChange={setContractId}
      chart={
        <HistoryChart
          variant="rate"
          points={points}
          label={t('historyChart', { code })}
          decimals={RATE_DECIMALS}
          suffix="%"
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
