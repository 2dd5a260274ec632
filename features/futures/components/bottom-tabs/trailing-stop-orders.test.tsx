// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OpenOrdersTable } from './open-orders-table';
import { OrderHistoryTable } from './order-history-table';
import { stubHistoryApi } from './test-fixtures';

/** A long's trailing stop by the last price, 1.5 %, trailing since it was placed. */
const trailingNow = wireOrder(41, 0, {
  type: 4,
  side: 'sell',
  price: null,
  reduceOnly: true,
  triggerPrice: '93575.0',
  triggerBy: 'last',
  triggerAbove: false,
  callbackRate: '1.5',
  activationPrice: null,
});

/** A trailing buy by the mark that waits for the mark to fall to 94,000 before it trails. */
const trailingLater = wireOrder(42, 0, {
  type: 4,
  side: 'buy',
  price: null,
  triggerPrice: null,
  triggerBy: 'mark',
  triggerAbove: true,
  callbackRate: '0.5',
  activationPrice: '94000.0',
});

/** A stop market sell next to them: not a trailing stop. */
const stopMarket = wireOrder(43, 0, {
  type: 4,
  side: 'sell',
  price: null,
  triggerPrice: '90500.0',
  triggerBy: 'mark',
  triggerAbove: false,
});

function rowOf(orderId: number) {
  const button = screen.getByRole('button', { name: `Cancel order ${orderId}` });
  const row = button.closest('tr');
  if (row === null) throw new Error(`no row for order ${orderId}`);
  return within(row);
}

describe('trailing stops in the open orders table', () => {
  beforeEach(() => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '95000.0', mp: '95100.0' }] } },
        { topic: 'match', payload: { type: 3016, data: [trailingNow, trailingLater, stopMarket] } },
      ]),
    );
  });
  afterEach(() => act(() => realtimeStore.getState().privateDataCleared()));

  it('names a trailing stop with its callback rate and the level it sells at now', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = rowOf(41);
    expect(row.getByText('Trailing stop')).toBeInTheDocument();
    expect(row.getByText('Callback 1.5%')).toBeInTheDocument();
    expect(row.getByText('Last price ≤ 93,575.0')).toBeInTheDocument();
    expect(row.getByText('Untriggered')).toBeInTheDocument();
    expect(row.queryByText('Stop Market')).not.toBeInTheDocument();
  });

  it('says where a trailing stop with an activation price starts to trail', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = rowOf(42);
    expect(row.getByText('Trailing stop')).toBeInTheDocument();
    expect(row.getByText('Callback 0.5%')).toBeInTheDocument();
    expect(row.getByText('Activation: Mark price ≤ 94,000.0')).toBeInTheDocument();
  });

  it('follows the trail: a new frame moves the level and shows the activation price', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'match',
          payload: {
            type: 3016,
            data: [
              { ...trailingLater, triggerPrice: '93935.0', updatedAt: trailingLater.updatedAt + 1 },
            ],
          },
        },
      ]),
    );
    const row = rowOf(42);
    expect(row.getByText('Mark price ≥ 93,935.0')).toBeInTheDocument();
    expect(row.getByText('Activation price 94,000.0')).toBeInTheDocument();
  });

  it('leaves other conditional orders as they were', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = rowOf(43);
    expect(row.getByText('Stop Market')).toBeInTheDocument();
    expect(row.queryByText(/Trailing|Callback/)).not.toBeInTheDocument();
  });
});

describe('trailing stops in the order history', () => {
  stubHistoryApi(() => ({
    list: [
      wireOrder(51, 4, {
        ...trailingNow,
        orderId: 51,
        orderStatus: 4,
        triggerPrice: '94010.0',
        activationPrice: '96000.0',
        averagePrice: '94000.0',
        filledQuantity: '0.100',
      }),
    ],
    nextCursor: null,
  }));

  it('shows the trailing stop that filled, with its callback rate, last level and activation price', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    const button = await screen.findByRole('button', { name: 'Details of order 51' });
    const row = within(button.closest('tr') as HTMLElement);
    expect(row.getByText('Trailing stop')).toBeInTheDocument();
    expect(row.getByText('Callback 1.5%')).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('Last price ≤ 94,010.0')).toBeInTheDocument());
    expect(row.getByText('Activation price 96,000.0')).toBeInTheDocument();
    expect(row.getByText('Triggered · Filled')).toBeInTheDocument();
  });
});
