'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { WalletId } from '../types';
import { TransferForm } from './transfer-form';

export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultFrom?: WalletId | undefined;
  defaultTo?: WalletId | undefined;
}

/** The transfer form in a dialog; each opening starts from a blank amount. */
export function TransferDialog({
  open,
  onOpenChange,
  defaultFrom,
  defaultTo,
}: TransferDialogProps) {
  const t = useTranslations('Wallet.Transfer');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} size="sm">
        {open ? (
          <TransferForm
            defaultFrom={defaultFrom}
            defaultTo={defaultTo}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
