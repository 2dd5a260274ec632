'use client';

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { contractCode, contracts, type ContractReference } from '@/lib/contract/reference-data';
import type { ChartPoint } from '../model/history';
import { useTimeFormat, type TimeFormat } from './use-time-format';

/** One contract's history as the futures info pages show it: the chosen contract and its rows. */
export interface ContractHistory<Row> {
  contractId: number;
  setContractId: (contractId: number) => void;
  /** The chosen contract; undefined only when the reference data lists no contract at all. */
  contract: ContractReference | undefined;
  /** The contract's code ("BTCUSDT"), which the section's words name. */
  code: string;
  /** The table's rows, newest first. */
  rows: Row[];
  /** The chart's points, oldest first. */
  points: ChartPoint[];
  time: TimeFormat;
  loading: boolean;
  failed: boolean;
}

export interface ContractHistorySource<Data, Row, Key extends QueryKey> {
  query: (contractId: number) => UseQueryOptions<Data, Error, Data, Key>;
  /** Module-level functions: they are memo dependencies. */
  toRows: (data: Data | undefined) => Row[];
  toPoints: (rows: Row[]) => ChartPoint[];
}

/**
 * The history of a contract the visitor picks (the first one shown is the one the server
 * prefetched), with times in the visitor's time zone.
 */
export function useContractHistory<Data, Row, Key extends QueryKey>(
  initialContractId: number,
  { query, toRows, toPoints }: ContractHistorySource<Data, Row, Key>,
): ContractHistory<Row> {
  const [contractId, setContractId] = useState(initialContractId);
  const contract = contracts.find((c) => c.contractId === contractId) ?? contracts[0];
  const history = useQuery(query(contractId));
  const time = useTimeFormat();
  const rows = useMemo(() => toRows(history.data), [history.data, toRows]);
  const points = useMemo(() => toPoints(rows), [rows, toPoints]);
  return {
    contractId,
    setContractId,
    contract,
    code: contract ? contractCode(contract.name) : '',
    rows,
    points,
    time,
    loading: history.isPending,
    failed: history.isError,
  };
}
