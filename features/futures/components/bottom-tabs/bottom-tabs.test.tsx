// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { sessionStore } from '@/features/session';
import { renderWithProviders } from '@/lib/test-utils/render';
import { orderFormStore } from '../../stores/order-form-store';
import { BottomTabs, type LedgerTabScope } from './bottom-tabs';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

/** Stands for the wallet's ledger, which the trading screen composes in: says what it was asked. */
const ledger = ({ accountType, contractId }: LedgerTabScope) => (
  <p>{`Ledger of account ${accountType}, contract ${contractId ?? 'all'}`}</p>
);

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
  act(() => sessionStore.getState().tokenChanged('tok-tabs'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    sessionStore.getState().sessionCleared();
    realtimeStore.getState().privateDataCleared();
    orderFormStore.setState({ accountType: null });
  });
});

describe('BottomTabs transaction history', () => {
  it('shows the ledger of the traded account, of every contract or the current one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" ledger={ledger} />);
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    expect(screen.getByText('Ledger of account 1, contract all')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Current contract only (BTCUSDT)' }));
    expect(screen.getByText('Ledger of account 1, contract 1')).toBeInTheDocument();
  });

  it('follows the order panel to the bonus account', async () => {
    act(() => {
      realtimeStore.getState().messagesReceived([
        {
          topic: 'match',
          payload: {
            type: 3002,
            data: [{ account: 10, currencyId: 1, wallet: '50', bonus: '50' }],
          },
        },
      ]);
      orderFormStore.getState().accountChosen(10);
    });
    const user = userEvent.setup();
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" ledger={ledger} />);
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    expect(screen.getByText('Ledger of account 10, contract all')).toBeInTheDocument();
  });

  it('has no such tab when the screen gives it no ledger', () => {
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" />);
    expect(screen.queryByRole('tab', { name: 'Transaction history' })).toBeNull();
  });
});
