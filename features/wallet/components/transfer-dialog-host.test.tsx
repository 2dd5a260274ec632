// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import { renderWithProviders } from '@/lib/test-utils/render';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { TransferDialogHost } from './transfer-dialog-host';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

stubWalletApi();

describe('TransferDialogHost', () => {
  it('opens the one transfer dialog with the wallets it is asked for', async () => {
    renderWithProviders(<TransferDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openTransferDialog({ from: 1, to: 'spot' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveTextContent('Futures account');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveTextContent('Spot account');
  });

  it('shows nothing to a visitor', () => {
    sessionStore.getState().sessionCleared();
    renderWithProviders(<TransferDialogHost />);
    act(() => openTransferDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
