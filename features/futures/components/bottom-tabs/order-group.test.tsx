// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { http, type RequestOptions } from '@/lib/http';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OpenOrdersTable } from './open-orders-table';

/** A scaled buy of three orders (group 50) and a plain limit order beside it. */
const group = [50, 51, 52].map((id, i) =>
  wireOrder(id, 2, { side: 'buy', price: `${90000 - i * 500}.0`, quantity: '0.002', groupId: 50 }),
);
const single = wireOrder(60, 2, { side: 'buy', price: '85000.0' });

function rowOf(orderId: number) {
  const button = screen.getByRole('button', { name: `Cancel order ${orderId}` });
  const row = button.closest('tr');
  if (row === null) throw new Error(`no row for order ${orderId}`);
  return within(row);
}

describe('a scaled order in the open orders table', () => {
  beforeEach(() => {
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'match', payload: { type: 3016, data: [...group, single] } }]),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => realtimeStore.getState().privateDataCleared());
  });

  it('shows each order of the group with its place in it, and no badge on a plain order', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    expect(rowOf(50).getByText('Scaled 1/3')).toBeInTheDocument();
    expect(rowOf(51).getByText('Scaled 2/3')).toBeInTheDocument();
    expect(rowOf(52).getByText('Scaled 3/3')).toBeInTheDocument();
    expect(rowOf(60).queryByTestId('order-group-badge')).not.toBeInTheDocument();
    // One "Cancel group" per group, on its first order.
    expect(
      screen.getAllByRole('button', { name: 'Cancel every order of scaled order 50' }),
    ).toHaveLength(1);
  });

  it('cancels the whole group at once and the rows leave the table', async () => {
    const requests: RequestOptions[] = [];
    vi.spyOn(http, 'fetch').mockImplementation(async (options) => {
      requests.push(options);
      if (options.path === 'future/order/cancelGroup')
        return {
          groupId: 50,
          cancelled: 3,
          orders: group.map((o) => ({ ...o, orderStatus: 5 })),
        } as never;
      throw new Error(`unexpected request ${options.path}`);
    });
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel every order of scaled order 50' }));
    await waitFor(() => expect(screen.queryByText(/Scaled \d\/3/)).not.toBeInTheDocument());
    expect(requests.map((r) => [r.path, r.json])).toEqual([
      ['future/order/cancelGroup', { groupId: 50 }],
    ]);
    expect(rowOf(60).getByText('Limit')).toBeInTheDocument();
  });
});
