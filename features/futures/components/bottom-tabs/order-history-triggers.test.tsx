// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OrderHistoryTable } from './order-history-table';
import { stubHistoryApi } from './test-fixtures';

const conditional = { type: 4, side: 'sell', price: null, triggerBy: 'mark' } as const;

stubHistoryApi(() => ({
  list: [
    // The server's rows say which way the trigger fired (`triggerAbove`): a stop market sell that
    // fired on the way down and filled, one cancelled before it fired, and a position's TP.
    wireOrder(6, 4, { ...conditional, triggerPrice: '90500.0', triggerAbove: false }),
    wireOrder(5, 5, { ...conditional, triggerPrice: '90500.0', triggerAbove: false }),
    wireOrder(4, 4, {
      ...conditional,
      triggerPrice: '110000.0',
      triggerAbove: true,
      source: 'tpsl',
    }),
    // Rows from before the server recorded the direction:
    // A stop market that fired and filled.
    wireOrder(3, 4, { ...conditional, triggerPrice: '90500.0', averagePrice: '90480.0' }),
    // A position's TP that fired and filled.
    wireOrder(2, 4, { ...conditional, triggerPrice: '110000.0', source: 'tpsl' }),
    // Cancelled with nothing filled: whether it had fired, the row does not say.
    wireOrder(1, 5, { ...conditional, triggerPrice: '88000.0' }),
  ],
  nextCursor: null,
}));

function rowOf(orderId: number) {
  const button = screen.getByRole('button', { name: `Details of order ${orderId}` });
  return within(button.closest('tr') as HTMLElement);
}

describe('conditional orders in the order history', () => {
  it('says a conditional order that filled was triggered, then filled', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(3).getByText('Triggered · Filled')).toBeInTheDocument());
    expect(rowOf(3).getByText('Mark price: 90,500.0')).toBeInTheDocument();
  });

  it('marks a position’s TP/SL as such, never as a stop market', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(2).getByText('Position TP/SL')).toBeInTheDocument());
    expect(rowOf(2).getByText('Conditional market')).toBeInTheDocument();
    expect(rowOf(2).queryByText(/Stop/)).not.toBeInTheDocument();
  });

  it('claims nothing about a trigger for an order cancelled with nothing filled', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(1).getByText('Cancelled')).toBeInTheDocument());
    expect(rowOf(1).queryByText(/Triggered|Untriggered/)).not.toBeInTheDocument();
  });
});

describe('conditional orders in the order history, with the direction the server recorded', () => {
  it('names a filled stop market sell and its condition', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(6).getByText('Stop Market')).toBeInTheDocument());
    expect(rowOf(6).getByText('Mark price ≤ 90,500.0')).toBeInTheDocument();
    expect(rowOf(6).getByText('Triggered · Filled')).toBeInTheDocument();
  });

  it('names a cancelled stop market sell and its condition', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(5).getByText('Stop Market')).toBeInTheDocument());
    expect(rowOf(5).getByText('Mark price ≤ 90,500.0')).toBeInTheDocument();
    expect(rowOf(5).queryByText(/Conditional/)).not.toBeInTheDocument();
  });

  it('names a position’s take profit as such', async () => {
    renderWithProviders(<OrderHistoryTable contractId={undefined} />);
    await waitFor(() => expect(rowOf(4).getByText('Take Profit Market')).toBeInTheDocument());
    expect(rowOf(4).getByText('Position TP/SL')).toBeInTheDocument();
    expect(rowOf(4).getByText('Mark price ≥ 110,000.0')).toBeInTheDocument();
  });
});
