'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, type ComponentType } from 'react';
import { NestedMessages } from '@/components/i18n/nested-messages';
import { useIsLoggedIn } from '@/features/session';
import { loadMessageBundle } from '@/lib/i18n/message-bundle';
import { closeTransferDialog, useTransferRequest } from '../stores/transfer-dialog-store';
import type { TransferDialogProps } from './transfer-dialog';

const dialogs = new Map<string, ComponentType<TransferDialogProps>>();

/**
 * The dialog with its words, in a language: its code, its form, the balance reads and its
 * messages load the first time a transfer is asked for. Every page mounts the host (the header
 * menu's Transfer entry) and few open it, so none of it is in a page's first load or its HTML.
 */
function transferDialogIn(locale: string): ComponentType<TransferDialogProps> {
  let dialog = dialogs.get(locale);
  if (!dialog) {
    dialog = lazy(async () => {
      const [{ TransferDialog }, messages] = await Promise.all([
        import('./transfer-dialog'),
        loadMessageBundle(locale, 'transfer'),
      ]);
      return {
        default: (props: TransferDialogProps) => (
          <NestedMessages messages={messages}>
            <TransferDialog {...props} />
          </NestedMessages>
        ),
      };
    });
    dialogs.set(locale, dialog);
  }
  return dialog;
}

/**
 * The one transfer dialog of the page, opened through `openTransferDialog` by the header menu,
 * the trading screen and the wallet pages. Mount once (the site chrome does).
 */
export function TransferDialogHost() {
  const locale = useLocale();
  const request = useTransferRequest();
  const isLoggedIn = useIsLoggedIn();
  if (request === null || !isLoggedIn) return null;
  const LoadedTransferDialog = transferDialogIn(locale);
  return (
    <Suspense fallback={null}>
      <LoadedTransferDialog
        open
        onOpenChange={(open) => (open ? undefined : closeTransferDialog())}
        defaultFrom={request.from}
        defaultTo={request.to}
      />
    </Suspense>
  );
}
