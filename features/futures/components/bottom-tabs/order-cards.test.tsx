// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubScreenWidth } from '@/lib/test-utils/screen-width';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OpenOrdersTable } from './open-orders-table';
import { jsonAnswer, stopMarketSell } from './test-fixtures';

/** A resting limit long, beside the fixtures' stop market sell. */
const limitLong = wireOrder(22, 3, { filledQuantity: '0.040' });

let cancelled: unknown[];

beforeEach(() => {
  cancelled = [];
  toastStore.setState({ toasts: [] });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/futures\//, '');
    if (path !== 'future/order/cancel') throw new Error(`unexpected request ${path}`);
    cancelled.push(JSON.parse(String(init?.body)));
    return jsonAnswer(wireOrder(22, 6));
  });
  act(() =>
    realtimeStore.getState().messagesReceived([
      { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '95000.0', mp: '95100.0' }] } },
      { topic: 'match', payload: { type: 3012, data: [] } },
      { topic: 'match', payload: { type: 3004, data: [stopMarketSell, limitLong] } },
    ]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

function figure(card: HTMLElement, label: string): string {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function cards() {
  stubScreenWidth(375);
  renderWithProviders(<OpenOrdersTable contractId={undefined} />);
  const list = screen.getByRole('list', { name: 'Open orders (2)' });
  // Newest first, as in the table.
  const [limit, stop] = within(list).getAllByRole('listitem');
  if (!limit || !stop) throw new Error('two order cards expected');
  return { limit, stop };
}

describe('open orders on a phone', () => {
  it('shows each order as a card with its type, side, price, filled amount, trigger and time', () => {
    const { limit, stop } = cards();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    expect(limit).toHaveTextContent(/^BTCUSDTOpen long/);
    expect(figure(limit, 'Order type')).toBe('Limit');
    expect(figure(limit, 'Price')).toBe('100,000.0');
    expect(figure(limit, 'Filled / Quantity')).toBe('0.040 / 0.100');
    expect(figure(limit, 'Status')).toBe('Partially filled');
    expect(figure(limit, 'Time')).toMatch(/2023/);

    expect(stop).toHaveTextContent(/^BTCUSDTSell/);
    expect(figure(stop, 'Order type')).toBe('Stop Market');
    expect(figure(stop, 'Trigger conditions')).toBe('Mark price ≤ 90,500.0');
    expect(figure(stop, 'Status')).toBe('Untriggered');
  });

  it('cancels an order from its card with the table’s own button', async () => {
    const { limit } = cards();
    const user = userEvent.setup();
    await user.click(within(limit).getByRole('button', { name: 'Cancel order 22' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Order 22 cancelled']),
    );
    expect(cancelled).toEqual([{ orderId: 22 }]);
  });

  it('says there are no open orders when the contract has none', () => {
    stubScreenWidth(375);
    renderWithProviders(<OpenOrdersTable contractId={2} />);
    expect(screen.getByText('No open orders')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
