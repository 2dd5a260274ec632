'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useRef } from 'react';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { IconButton } from '@/components/ui/button';
import type { ContractReference } from '@/lib/contract/reference-data';

// The dialog (Radix Dialog, focus trap, scroll lock) and the calculator's forms are their own
// chunk, fetched when the pointer or focus reaches the button: none of it is in the first load.
const loadBody = () => import('./calculator-dialog-body');
const CalculatorDialogBody = lazy(() =>
  loadBody().then((module) => ({ default: module.CalculatorDialogBody })),
);

/** The futures calculator (spec §2): PnL, target price, liquidation price and average price. */
export function CalculatorDialog({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useLazyDialog(loadBody);
  return (
    <>
      <IconButton
        ref={trigger}
        label={t('open')}
        variant="ghost"
        size="sm"
        data-testid="open-calculator"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={dialog.show}
      >
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
      {dialog.used && (
        <Suspense fallback={null}>
          <CalculatorDialogBody
            contract={contract}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
