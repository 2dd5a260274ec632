'use client';

import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, PnL } from '@/components/ui/numbers';
import {
  getInsuranceFundHistoryQueryOptions,
  type InsuranceFundHistory as InsuranceFundHistoryData,
} from '../api/get-insurance-fund-history';
import { useContractHistory } from '../hooks/use-contract-history';
import { fundBalancePoints, fundHistoryRows, type FundHistoryRow } from '../model/history';
import { BALANCE_DECIMALS, CHANGE_DECIMALS } from '../model/precision';
import { ContractHistorySection } from './contract-history-section';

const rowsOf = (data: InsuranceFundHistoryData | undefined) => fundHistoryRows(data?.list ?? []);

/**
 * One contract's insurance fund over time, chosen with a select: its balance as a chart and every
 * change as a table (balance after it, the change, why).
 */
export function InsuranceFundHistory({ initialContractId }: { initialContractId: number }) {
  const t = useTranslations('FundPage');
  const history = useContractHistory(initialContractId, {
    query: getInsuranceFundHistoryQueryOptions,
    toRows: rowsOf,
    toPoints: fundBalancePoints,
  });
  if (!history.contract) return null;

  const columns: DataTableColumn<FundHistoryRow>[] = [
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
      namespace="FundPage"
      testId="fund-history"
      history={history}
      timeHeader={t('time')}
      columns={columns}
      chart={{ variant: 'balance', decimals: BALANCE_DECIMALS }}
    />
  );
}
