'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { contractInfo } from './contract-info';
import { useTradingLabels } from './use-trading-labels';

/**
 * A history row's contract: its code over the position's side, in the side's colour, and after
 * the side what the table adds (the margin mode and leverage).
 */
export function ContractSideCell({
  contractId,
  direction,
  detail,
}: {
  contractId: number;
  /** 1 long, 2 short. */
  direction: 1 | 2;
  /** Written right after the side (" · Isolated 10x"). */
  detail?: ReactNode;
}) {
  const labels = useTradingLabels();
  return (
    <span className="flex flex-col leading-tight">
      <span className="font-medium">{contractInfo(contractId)?.code ?? contractId}</span>
      <span className={cn('text-xs', direction === 1 ? 'text-up' : 'text-down')}>
        {labels.positionSide(direction)}
        {detail}
      </span>
    </span>
  );
}
