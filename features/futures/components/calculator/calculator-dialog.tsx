'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy } from 'react';
import { IconButton } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContractReference } from '@/lib/contract/reference-data';

const CalculatorTabs = lazy(() =>
  import('./calculator-tabs').then((module) => ({ default: module.CalculatorTabs })),
);

/** The futures calculator (spec §2): PnL, target price, liquidation price and average price. */
export function CalculatorDialog({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <IconButton label={t('open')} variant="ghost" size="sm" data-testid="open-calculator">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
            <rect
              x="3"
              y="1.75"
              width="10"
              height="12.5"
              rx="1.5"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path
              d="M5.5 4.75h5M5.5 8h.01M8 8h.01M10.5 8h.01M5.5 11h.01M8 11h.01M10.5 11h.01"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </IconButton>
      </DialogTrigger>
      <DialogContent title={t('title')} size="md">
        <Suspense fallback={<CalculatorSkeleton />}>
          <CalculatorTabs contract={contract} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

function CalculatorSkeleton() {
  return (
    <div className="space-y-4 p-4 sm:p-6" aria-busy="true">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
