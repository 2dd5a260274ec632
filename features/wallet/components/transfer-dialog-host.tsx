'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { useIsLoggedIn } from '@/features/session';
import { loadMessageBundle } from '@/lib/i18n/message-bundle';
import { closeTransferDialog, useTransferRequest } from '../stores/transfer-dialog-store';

// The dialog, its form, the balance reads and the dialog's words load the first time a transfer
// is asked for: every page mounts the host (the header menu's Transfer entry), few open it, so
// none of it is in a page's first load or its HTML.
const LoadedTransferDialog = lazy(() =>
  import('./transfer-dialog').then((module) => ({ default: module.TransferDialogWithWords })),
);

/**
 * The one transfer dialog of the page, opened through `openTransferDialog` by the header menu,
 * the trading screen and the wallet pages. Mount once (the site chrome does).
 */
export function TransferDialogHost() {
  const locale = useLocale();
  const request = useTransferRequest();
  const isLoggedIn = useIsLoggedIn();
  const wanted = request !== null && isLoggedIn;
  // The words are fetched while the dialog's code loads, not after it.
  useEffect(() => {
    if (wanted) void loadMessageBundle(locale, 'transfer').catch(() => undefined);
  }, [wanted, locale]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedTransferDialog
        open
        onOpenChange={(open) => (open ? undefined : closeTransferDialog())}
        defaultFrom={request.from}
        defaultTo={request.to}
        returnFocusTo={request.returnFocusTo}
      />
    </Suspense>
  );
}
