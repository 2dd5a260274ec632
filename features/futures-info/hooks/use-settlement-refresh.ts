'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCurrentFundingRateQueryOptions, type CurrentFundingRate } from '@/features/market';
import { fundingRateHistoryKey } from '../api/get-funding-rate-history';
import { settlementRetryDelay } from '../model/settlement-retry';

const HOUR_MS = 3_600_000;
/** The read model writes a settlement within a second or so (batched every 250 ms). */
const HISTORY_DELAY_MS = 3_000;
/** How long after a settlement a fresh answer still counts as "just settled". */
const JUST_SETTLED_MS = 60_000;

/**
 * Keeps a contract's funding figures in step with its settlements: once the countdown passes the
 * settlement, the running rate is read again (and again shortly, until the engine has moved on to
 * the next interval); once the new interval has arrived, the settled history is read again a
 * moment later, when the new row is in the read model.
 */
export function useSettlementRefresh(
  contractId: number,
  current: CurrentFundingRate | undefined,
  fetchedAt: number,
  now: number | null,
): void {
  const queryClient = useQueryClient();
  const next = current?.nextFundingTime;
  const settled = next !== undefined && now !== null && now >= next;

  useEffect(() => {
    if (!settled || next === undefined) return;
    const timer = window.setTimeout(
      () => {
        void queryClient.invalidateQueries({
          queryKey: getCurrentFundingRateQueryOptions(contractId).queryKey,
        });
      },
      settlementRetryDelay(next, fetchedAt),
    );
    return () => window.clearTimeout(timer);
  }, [settled, next, fetchedAt, contractId, queryClient]);

  const lastSettlement =
    current === undefined ? undefined : current.nextFundingTime - current.intervalHours * HOUR_MS;
  useEffect(() => {
    if (lastSettlement === undefined) return;
    const since = Date.now() - lastSettlement;
    if (since < 0 || since > JUST_SETTLED_MS) return;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: fundingRateHistoryKey(contractId) });
    }, HISTORY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastSettlement, contractId, queryClient]);
}
