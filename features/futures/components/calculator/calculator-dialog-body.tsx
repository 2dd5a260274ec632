'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { ContractReference } from '@/lib/contract/reference-data';
import { CalculatorTabs } from './calculator-tabs';

/** The calculator's dialog (Radix Dialog and the tabs): loaded when the trigger is first used. */
export function CalculatorDialogBody({
  contract,
  open,
  onOpenChange,
  trigger,
}: {
  contract: ContractReference;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button outside the dialog that opened it: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        size="md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <CalculatorTabs contract={contract} />
      </DialogContent>
    </Dialog>
  );
}
