// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { toCsv } from '@/lib/csv';
import { useOrderCsvColumns } from './order-columns';
import { OrderHistoryTable } from './order-history-table';
import { stubHistoryApi } from './test-fixtures';
import type { WireOrder } from '@/lib/contract/wire/match';
import { wireOrder } from '@/lib/test-utils/wire-order';

const order = (orderId: number, orderStatus: WireOrder['orderStatus']) =>
  wireOrder(orderId, orderStatus);

const requests = stubHistoryApi((url) =>
  url.searchParams.get('cursor') === '2'
    ? { list: [order(1, 5)], nextCursor: null }
    : url.searchParams.get('contractId') === '2'
      ? // Two finished orders of a scaled order (group 7) and a plain one.
        {
          list: [wireOrder(9, 4, { groupId: 7 }), wireOrder(8, 5, { groupId: 7 }), wireOrder(6, 4)],
          nextCursor: null,
        }
      : { list: [order(3, 4), order(2, 6)], nextCursor: 2 },
);

const orderIds = () =>
  screen.getAllByRole('button', { name: /^Details of order/ }).map((button) => button.textContent);

describe('OrderHistoryTable', () => {
  it('shows the newest page first and the next page on “Load more”, then no more button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderHistoryTable contractId={1} />);
    await waitFor(() => expect(orderIds()).toEqual(['3', '2']));
    const table = screen.getByRole('table', { name: 'Order history' });
    expect(within(table).getAllByText('Filled')).toHaveLength(1);
    expect(within(table).getAllByText('Cancelled')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(orderIds()).toEqual(['3', '2', '1']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, '2']);
    expect(requests[0]?.searchParams.get('contractId')).toBe('1');
  });

  it('marks the finished orders of a scaled order, not the others', async () => {
    renderWithProviders(<OrderHistoryTable contractId={2} />);
    await waitFor(() => expect(orderIds()).toEqual(['9', '8', '6']));
    const rowOf = (id: string) => {
      const row = screen.getByRole('button', { name: `Details of order ${id}` }).closest('tr');
      if (row === null) throw new Error(`no row for order ${id}`);
      return within(row);
    };
    for (const id of ['9', '8'])
      expect(rowOf(id).getByTestId('order-group-badge')).toHaveTextContent(/^Scaled$/);
    expect(rowOf('6').queryByTestId('order-group-badge')).not.toBeInTheDocument();
  });

  it('exports a scaled order’s orders with their batch named in the order type', () => {
    const orders = [wireOrder(9, 4, { groupId: 7 }), wireOrder(6, 4)];
    function Export() {
      return <pre data-testid="csv">{toCsv(orders, useOrderCsvColumns())}</pre>;
    }
    renderWithProviders(<Export />);
    const [header, scaled, plain] = (screen.getByTestId('csv').textContent ?? '').split(/\r?\n/);
    expect(header).toContain(',Order type,');
    expect(scaled).toContain(',Limit (Scaled 7),');
    expect(plain).toContain(',Limit,');
    expect(plain).not.toContain('Scaled');
  });
});
