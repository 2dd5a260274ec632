'use client';

import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '@/features/session';
import { closeTransferDialog, useTransferRequest } from '../stores/transfer-dialog-store';

// The dialog, its form and the balance reads load the first time a transfer is asked for: every
// page mounts the host (the header menu's Transfer entry), few open it.
const LoadedTransferDialog = lazy(() =>
  import('./transfer-dialog').then((module) => ({ default: module.TransferDialog })),
);

/**
 * The one transfer dialog of the page, opened through `openTransferDialog` by the header menu,
 * the trading screen and the wallet pages. Mount once (the site chrome does).
 */
export function TransferDialogHost() {
  const request = useTransferRequest();
  const isLoggedIn = useIsLoggedIn();
  if (request === null || !isLoggedIn) return null;
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
