// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { OrderHistoryTable } from './order-history-table';
import { jsonAnswer } from './test-fixtures';
import { wireOrder } from '../../model/test-orders';

const order = (orderId: number, orderStatus: number) => wireOrder(orderId, orderStatus);

const requests: URL[] = [];

beforeEach(() => {
  // jsdom lays nothing out; the virtualised table needs the height a browser would give it.
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
  onTestFinished(() => height.mockRestore());
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    requests.push(parsed);
    if (parsed.searchParams.get('cursor') === '2') {
      return jsonAnswer({ list: [order(1, 5)], nextCursor: null });
    }
    return jsonAnswer({ list: [order(3, 4), order(2, 6)], nextCursor: 2 });
  });
});
afterEach(() => vi.unstubAllGlobals());

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
});
