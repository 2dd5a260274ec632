// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import { pickMessages } from '@/lib/i18n/client-messages';
import { MESSAGE_BUNDLES } from '@/lib/i18n/message-bundles';
import { loadMessageBundle } from '@/lib/i18n/message-bundle';
import { renderWithProviders } from '@/lib/test-utils/render';
import ja from '@/messages/ja.json';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { TransferDialog } from './transfer-dialog';
import { TransferDialogHost } from './transfer-dialog-host';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

// The dialog's words come from `/{lang}/messages/transfer.json` when it first opens.
vi.mock('@/lib/i18n/message-bundle', () => ({ loadMessageBundle: vi.fn() }));

stubWalletApi();

describe('TransferDialogHost', () => {
  it('opens the one transfer dialog with the wallets it is asked for', async () => {
    vi.mocked(loadMessageBundle).mockResolvedValue(pickMessages(ja, MESSAGE_BUNDLES.transfer));
    // An English page whose own messages would say "Transfer": the dialog speaks what it loaded.
    renderWithProviders(<TransferDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openTransferDialog({ from: 1, to: 'spot' }));
    const t = ja.Wallet.Transfer;
    expect(await screen.findByRole('dialog', { name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: t.from })).toHaveTextContent(
      ja.Wallet.wallets.futures,
    );
    expect(screen.getByRole('combobox', { name: t.to })).toHaveTextContent(ja.Wallet.wallets.spot);
    expect(loadMessageBundle).toHaveBeenCalledWith('en', 'transfer', { orEmpty: true });
  });

  it('returns the focus to the element it is told to when it closes (a menu’s button)', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      const [menuButton, setMenuButton] = useState<HTMLButtonElement | null>(null);
      return (
        <>
          <button type="button" ref={setMenuButton}>
            Account menu
          </button>
          {menuButton ? (
            <TransferDialog open={open} onOpenChange={setOpen} returnFocusTo={menuButton} />
          ) : null}
        </>
      );
    }
    // Opened from a menu item that is gone by the time the dialog closes.
    const item = document.createElement('button');
    document.body.append(item);
    item.focus();
    renderWithProviders(<Page />);
    item.remove();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('shows nothing to a visitor', () => {
    sessionStore.getState().sessionCleared();
    renderWithProviders(<TransferDialogHost />);
    act(() => openTransferDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
