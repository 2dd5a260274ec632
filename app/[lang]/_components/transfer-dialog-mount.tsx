'use client';

import { TransferDialogHost } from '@/features/wallet';

/**
 * The page's one transfer dialog (the header menu's Transfer entry, the trading screen and the
 * wallet pages open it). A client module, so the wallet feature's index is tree-shaken to the
 * host here; the dialog itself loads when it is first opened.
 */
export function TransferDialogMount() {
  return <TransferDialogHost />;
}
