'use client';

import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Percent, Price } from '@/components/ui/numbers';
import {
  getFundingRateHistoryQueryOptions,
  type FundingRateHistory as FundingRateHistoryData,
} from '../api/get-funding-rate-history';
import { useContractHistory } from '../hooks/use-contract-history';
import { fundingHistoryRows, fundingRatePoints, type FundingHistoryRow } from '../model/history';
import { RATE_DECIMALS } from '../model/precision';
import { ContractHistorySection } from './contract-history-section';

const rowsOf = (data: FundingRateHistoryData | undefined) => fundingHistoryRows(data?.list ?? []);

/** The settled funding rates of one contract, chosen with a select: a chart over time and a table. */
export function FundingRateHistory({ initialContractId }: { initialContractId: number }) {
  const t = useTranslations('FundingRatePage');
  const history = useContractHistory(initialContractId, {
    query: getFundingRateHistoryQueryOptions,
    toRows: rowsOf,
    toPoints: fundingRatePoints,
  });
  const { contract } = history;
  if (!contract) return null;

  const columns: DataTableColumn<FundingHistoryRow>[] = [
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
      namespace="FundingRatePage"
      testId="funding-history"
      history={history}
      timeHeader={t('settlementTime')}
      columns={columns}
      chart={{ variant: 'rate', decimals: RATE_DECIMALS, suffix: '%' }}
    />
  );
}
