'use client';

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { WalletId } from '../types';

/** What the one transfer dialog was opened with: the wallets to start from. */
export interface TransferRequest {
  from?: WalletId | undefined;
  to?: WalletId | undefined;
  /**
   * Where the focus goes when the dialog closes, when the element that opened it will be gone
   * (a menu item): the menu's button. Otherwise the dialog returns it to its opener.
   */
  returnFocusTo?: HTMLElement | null | undefined;
}

interface TransferDialogState {
  request: TransferRequest | null;
}

export const transferDialogStore = createStore<TransferDialogState>()(() => ({ request: null }));

/**
 * Opens the transfer dialog (mounted once per page by TransferDialogHost): the header menu, the
 * trading screen and the wallet pages all open the same one.
 */
export function openTransferDialog(request: TransferRequest = {}): void {
  transferDialogStore.setState({ request });
}

export function closeTransferDialog(): void {
  transferDialogStore.setState({ request: null });
}

export function useTransferRequest(): TransferRequest | null {
  return useStore(transferDialogStore, (s) => s.request);
}
