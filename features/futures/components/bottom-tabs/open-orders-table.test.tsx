// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OpenOrdersTable } from './open-orders-table';
import { stopMarketSell } from './test-fixtures';

/** A long position's take profit: the engine's reduce-only trigger for the whole position. */
const positionTp = wireOrder(31, 0, {
  type: 4,
  side: 'sell',
  price: null,
  reduceOnly: true,
  triggerPrice: '110000.0',
  triggerBy: 'mark',
  source: 'tpsl',
});

beforeEach(() => {
  act(() =>
    realtimeStore.getState().messagesReceived([
      { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '95000.0', mp: '95100.0' }] } },
      { topic: 'match', payload: { type: 3004, data: [stopMarketSell, positionTp] } },
    ]),
  );
});
afterEach(() => act(() => realtimeStore.getState().privateDataCleared()));

/** The table row of an order, found by its cancel button. */
function rowOf(orderId: number): HTMLElement {
  const button = screen.getByRole('button', { name: `Cancel order ${orderId}` });
  const row = button.closest('tr');
  if (row === null) throw new Error(`no row for order ${orderId}`);
  return row;
}

describe('conditional orders in the open orders table', () => {
  it('shows a stop-market sell as Stop Market, Mark price ≤ 90,500.0, Untriggered', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = within(rowOf(21));
    expect(row.getByText('Stop Market')).toBeInTheDocument();
    expect(row.getByText('Mark price ≤ 90,500.0')).toBeInTheDocument();
    expect(row.getByText('Untriggered')).toBeInTheDocument();
    expect(row.queryByText('Not reported')).not.toBeInTheDocument();
  });

  it('shows a position’s TP as a Take Profit Market of the position, waiting for mark ≥ its price', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = within(rowOf(31));
    expect(row.getByText('Take Profit Market')).toBeInTheDocument();
    expect(row.getByText('Position TP/SL')).toBeInTheDocument();
    expect(row.getByText('Mark price ≥ 110,000.0')).toBeInTheDocument();
    expect(row.getByText('Untriggered')).toBeInTheDocument();
    expect(row.queryByText(/Stop/)).not.toBeInTheDocument();
  });

  it('keeps the direction the server recorded when the mark has already passed the trigger', () => {
    // The mark fell below 90,500 before the frame of the fired order arrived: from the price
    // alone the trigger would now lie above it (a take profit); the server says it is a stop.
    act(() =>
      realtimeStore.getState().messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '90400.0', mp: '90400.0' }] } },
        {
          topic: 'match',
          payload: { type: 3004, data: [{ ...stopMarketSell, orderId: 22, triggerAbove: false }] },
        },
      ]),
    );
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const row = within(rowOf(22));
    expect(row.getByText('Stop Market')).toBeInTheDocument();
    expect(row.getByText('Mark price ≤ 90,500.0')).toBeInTheDocument();
    expect(row.queryByText(/Take Profit/)).not.toBeInTheDocument();
  });

  it('words it in Korean', () => {
    renderWithProviders(<OpenOrdersTable contractId={undefined} />, { locale: 'ko' });
    const button = screen.getByRole('button', { name: /31/ });
    const row = within(button.closest('tr') as HTMLElement);
    expect(row.getByText('테이크 프로핏 마켓')).toBeInTheDocument();
    expect(row.getByText('포지션 익절/손절')).toBeInTheDocument();
    expect(row.getByText('마크 가격 ≥ 110,000.0')).toBeInTheDocument();
    expect(row.getByText('트리거 대기')).toBeInTheDocument();
  });

  it('names the other leg of a partial TP/SL pair on each leg, and nothing on an unpaired order', () => {
    const leg = { type: 4 as const, side: 'sell' as const, price: null, reduceOnly: true };
    const tp = wireOrder(41, 0, {
      ...leg,
      triggerPrice: '110000.0',
      triggerBy: 'mark',
      ocoOrderId: 42,
    });
    const sl = wireOrder(42, 0, {
      ...leg,
      triggerPrice: '90000.0',
      triggerBy: 'mark',
      ocoOrderId: 41,
    });
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [tp, sl] } }]),
    );
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    const note = within(rowOf(41)).getByTestId('paired-leg');
    expect(note).toHaveTextContent('Paired with #42');
    expect(note).toHaveAttribute('title', 'Filling or cancelling one leg cancels the other');
    expect(within(rowOf(42)).getByTestId('paired-leg')).toHaveTextContent('Paired with #41');
    expect(within(rowOf(31)).queryByTestId('paired-leg')).not.toBeInTheDocument();
  });
});
