import type { MarketIndicator } from '@/features/market';
import { contractCode, type ContractReference } from '@/lib/contract/reference-data';
import { toDecimal } from '@/lib/decimal';

export const TOP_TEN_SIZE = 10;

/** One line of the top ten: a contract and its latest market indicator, if any. */
export interface TopTenRow {
  contract: ContractReference;
  /** Contract code as traders read it (`BTCUSDT`). */
  code: string;
  indicator: MarketIndicator | undefined;
}

/**
 * Every contract with its indicator: the overview (the server's figures, in the first HTML)
 * overlaid field by field with the live indicators the socket pushed since.
 */
export function joinIndicators(
  contracts: readonly ContractReference[],
  overview: readonly MarketIndicator[] | undefined,
  live: Readonly<Record<number, MarketIndicator>>,
): TopTenRow[] {
  const prefetched = new Map<number, MarketIndicator>();
  for (const indicator of overview ?? []) prefetched.set(indicator.cid, indicator);
  return contracts.map((contract) => {
    const before = prefetched.get(contract.contractId);
    const now = live[contract.contractId];
    return {
      contract,
      code: contractCode(contract.name),
      indicator: before && now ? { ...before, ...now } : (now ?? before),
    };
  });
}

/** Largest 24 h rise first; a contract without a change sorts last; ties by contract id. */
export function byChange(rows: readonly TopTenRow[]): TopTenRow[] {
  const change = (row: TopTenRow) => toDecimal(row.indicator?.pcr, NaN);
  return [...rows].sort((a, b) => {
    const x = change(a);
    const y = change(b);
    if (x.isNaN() !== y.isNaN()) return x.isNaN() ? 1 : -1;
    const order = x.isNaN() ? 0 : y.comparedTo(x);
    return order !== 0 ? order : a.contract.contractId - b.contract.contractId;
  });
}

/**
 * The ten shown: in the order the server last pushed (`home_page_top_ten24`, ids ranked by 24 h
 * change), or, until a push arrives, ranked here from the same figures. Ids of contracts this
 * app does not list are skipped, and a short push is filled up from the local ranking.
 */
export function topTen(rows: readonly TopTenRow[], pushedIds: readonly number[]): TopTenRow[] {
  const byId = new Map(rows.map((row) => [row.contract.contractId, row]));
  const picked: TopTenRow[] = [];
  const seen = new Set<number>();
  for (const id of pushedIds) {
    const row = byId.get(id);
    if (!row || seen.has(id)) continue;
    picked.push(row);
    seen.add(id);
    if (picked.length === TOP_TEN_SIZE) return picked;
  }
  for (const row of byChange(rows)) {
    if (picked.length === TOP_TEN_SIZE) break;
    if (!seen.has(row.contract.contractId)) picked.push(row);
  }
  return picked;
}
