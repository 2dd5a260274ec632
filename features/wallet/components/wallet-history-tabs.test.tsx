// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { WalletHistoryTabs } from './wallet-history-tabs';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

describe('WalletHistoryTabs', () => {
  it('opens on the ledger, and the arrow keys move to deposits, withdrawals and transfers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WalletHistoryTabs />);
    const tabs = screen.getByRole('tablist', { name: 'Asset history' });
    expect(tabs).toBeInTheDocument();
    const ledger = screen.getByRole('tab', { name: 'Ledger' });
    expect(ledger).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Ledger' })).toBeInTheDocument();
    expect(await screen.findByText('No balance changes yet')).toBeInTheDocument();
    await user.click(ledger);
    await user.keyboard('{ArrowRight}');
    const movements = screen.getByRole('tab', { name: 'Deposits, withdrawals & transfers' });
    expect(movements).toHaveAttribute('aria-selected', 'true');
    expect(movements).toHaveFocus();
    expect(
      await screen.findByRole('table', { name: 'Deposits, withdrawals & transfers' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === 'asset/history')).toBe(true);
  });
});
