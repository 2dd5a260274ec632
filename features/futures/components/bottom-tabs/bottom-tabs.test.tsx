// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { sessionStore } from '@/features/session';
import { renderWithProviders } from '@/lib/test-utils/render';
import { orderFormStore } from '../../stores/order-form-store';
import { BottomTabs, type LedgerTabScope } from './bottom-tabs';
import { wireBalance } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

/** Stands for the wallet's ledger, which the trading screen composes in: says what it was asked. */
const ledger = ({ accountType, contractId, kind }: LedgerTabScope) => (
  <p>{`Ledger of account ${accountType}, contract ${contractId ?? 'all'}, ${kind ?? 'all kinds'}`}</p>
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
    expect(screen.getByText('Ledger of account 1, contract all, all kinds')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Current contract only (BTCUSDT)' }));
    expect(screen.getByText('Ledger of account 1, contract 1, all kinds')).toBeInTheDocument();
  });

  it('follows the order panel to the bonus account', async () => {
    act(() => {
      realtimeStore.getState().messagesReceived([
        {
          topic: 'match',
          payload: {
            type: 3002,
            data: [wireBalance({ account: 10, wallet: '50', bonus: '50' })],
          },
        },
      ]);
      orderFormStore.getState().accountChosen(10);
    });
    const user = userEvent.setup();
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" ledger={ledger} />);
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    expect(screen.getByText('Ledger of account 10, contract all, all kinds')).toBeInTheDocument();
  });

  it('has no such tab when the screen gives it no ledger', () => {
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" />);
    expect(screen.queryByRole('tab', { name: 'Transaction history' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Funding fees' })).toBeNull();
  });

  it('shows the funding fees as the ledger’s funding rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" ledger={ledger} />);
    await user.click(screen.getByRole('tab', { name: 'Funding fees' }));
    expect(screen.getByText('Ledger of account 1, contract all, funding')).toBeInTheDocument();
  });

  it('lists the fills in the trade history tab', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('trade')
        ? new Response(
            JSON.stringify({
              code: 0,
              success: true,
              message: 'ok',
              data: { list: [], nextCursor: null },
            }),
          )
        : new Response('{}', { status: 500 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BottomTabs contractId={1} code="BTCUSDT" ledger={ledger} />);
    await user.click(screen.getByRole('tab', { name: 'Trade history' }));
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
  });
});
