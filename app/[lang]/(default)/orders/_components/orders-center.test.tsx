// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubWalletApi } from '@/features/wallet/testing/fake-wallet-api';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OrdersCenter } from './orders-center';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/** A resting limit long on BTC or ETH, as order/open lists it (the contract's order). */
const order = (orderId: number, contractId: number) =>
  wireOrder(orderId, 2, {
    contractId,
    price: contractId === 1 ? '95000.0' : '3000.00',
    quantity: contractId === 1 ? '0.010' : '1.00',
    filledQuantity: contractId === 1 ? '0.000' : '0.00',
  });

describe('OrdersCenter', () => {
  it('lists the open orders of every contract and cancels one', async () => {
    let open = [order(11, 1), order(12, 2)];
    api.answer((call) => {
      switch (call.path) {
        case 'future/position/list':
          return { data: { list: [] } };
        case 'future/order/open':
          return { data: { list: open, nextCursor: null } };
        case 'future/order/history':
        case 'future/trade/history':
          return { data: { list: [], nextCursor: null } };
        case 'future/order/cancel': {
          const cancelled = { ...order(11, 1), orderStatus: 5 as const };
          open = open.filter((o) => o.orderId !== 11);
          return { data: cancelled };
        }
        default:
          return undefined;
      }
    });
    const user = userEvent.setup();
    renderWithProviders(<OrdersCenter />);
    await screen.findByRole('tab', { name: 'Open orders (2)' });
    const table = await screen.findByRole('table', { name: 'Open orders (2)' });
    expect(within(table).getByText('BTCUSDT')).toBeInTheDocument();
    expect(within(table).getByText('ETHUSDT')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel order 11' }));
    await waitFor(() => expect(api.posts('future/order/cancel')).toEqual([{ orderId: 11 }]));
    // The answer (the order as cancelled) takes it off the list, frame or no frame.
    expect(await screen.findByRole('tab', { name: 'Open orders (1)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Open orders (1)' })).not.toHaveTextContent('BTCUSDT');
    // The trades and order history tabs are the trading screen's tables over every contract.
    await user.click(screen.getByRole('tab', { name: 'Trade history' }));
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.path === 'future/trade/history')?.query.has('contractId'),
    ).toBe(false);
  });
});
