import type { MarketIndicator } from '@/features/market';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import type { MarketRow } from './market-row';

/** Listing rows of the reference contracts with the given indicators (by contract code). */
export function rowsWith(indicators: Record<string, Omit<MarketIndicator, 'cid'>>): MarketRow[] {
  return contracts.map((contract) => {
    const code = contractCode(contract.name);
    const indicator = indicators[code];
    return {
      contract,
      code,
      indicator: indicator ? { cid: contract.contractId, ...indicator } : undefined,
    };
  });
}

export const codes = (rows: readonly MarketRow[]): string[] => rows.map((row) => row.code);
