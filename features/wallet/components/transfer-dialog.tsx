'use client';

import { useLocale, useTranslations } from 'next-intl';
import { use } from 'react';
import { NestedMessages } from '@/components/i18n/nested-messages';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { loadMessageBundle } from '@/lib/i18n/message-bundle';
import type { WalletId } from '../types';
import { TransferForm } from './transfer-form';

export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultFrom?: WalletId | undefined;
  defaultTo?: WalletId | undefined;
  /** Where the focus goes on closing, instead of back to the opener (which may be gone). */
  returnFocusTo?: HTMLElement | null | undefined;
}

/** The transfer form in a dialog; each opening starts from a blank amount. */
export function TransferDialog({
  open,
  onOpenChange,
  defaultFrom,
  defaultTo,
  returnFocusTo,
}: TransferDialogProps) {
  const t = useTranslations('Wallet.Transfer');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        size="sm"
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.isConnected) {
            event.preventDefault();
            returnFocusTo.focus();
          }
        }}
      >
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

/**
 * The dialog with its words from `/{lang}/messages/transfer.json` (the pages do not carry them):
 * it suspends until they arrive. Should they not (offline), the page's own messages answer and
 * the next opening tries again.
 */
export function TransferDialogWithWords(props: TransferDialogProps) {
  const locale = useLocale();
  const messages = use(loadMessageBundle(locale, 'transfer', { orEmpty: true }));
  return (
    <NestedMessages messages={messages}>
      <TransferDialog {...props} />
    </NestedMessages>
  );
}
