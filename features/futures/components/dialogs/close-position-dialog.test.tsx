// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { jsonAnswer, seededLong, seedLongPosition } from '../bottom-tabs/test-fixtures';
import { ClosePositionDialog } from './close-position-dialog';

const bodies: unknown[] = [];
/** The resting close the server answers (the contract's order). */
const closeOrder = wireOrder(90, 2, {
  side: 'sell',
  quantity: '0.250',
  filledQuantity: '0.000',
  reduceOnly: true,
});

beforeEach(() => {
  bodies.length = 0;
  seedLongPosition();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonAnswer(closeOrder);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

describe('ClosePositionDialog', () => {
  it('closes half of the position by limit with the 50% button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ClosePositionDialog positionId="7" mode="limit" open onOpenChange={onOpenChange} />,
    );
    const price = screen.getByLabelText('Close price');
    await user.clear(price);
    await user.type(price, '102000');
    await user.click(screen.getByRole('button', { name: '50% of the position' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('0.250');
    // 0.25 × (102 000 − 100 000) = 500, on half the 5 000 initial margin (ROE as the table
    // measures it: the 1 000 added since does not count): +20 %.
    expect(screen.getByText('Estimated PnL at this price')).toBeInTheDocument();
    expect(screen.getByTestId('pnl-estimate')).toHaveTextContent('+500.00 USDT (+20.00%)');
    await user.click(screen.getByRole('button', { name: 'Place limit close' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      { contractId: 1, accountType: 1, side: 'long', quantity: '0.250', price: '102000' },
    ]);
  });

  it('closes all of it at market without a price or a quantity', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ClosePositionDialog positionId="7" mode="market" open onOpenChange={() => undefined} />,
    );
    expect(screen.queryByLabelText('Close price')).not.toBeInTheDocument();
    // At the last price 101 000: 0.5 × 1 000 = 500 on the 5 000 initial margin.
    expect(screen.getByText('Estimated PnL at the last price')).toBeInTheDocument();
    expect(screen.getByTestId('pnl-estimate')).toHaveTextContent('+500.00 USDT (+10.00%)');
    await user.click(screen.getByRole('button', { name: 'Close at market' }));
    await waitFor(() => expect(bodies).toEqual([{ contractId: 1, accountType: 1, side: 'long' }]));
  });

  it('refuses more than the position holds', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ClosePositionDialog positionId="7" mode="market" open onOpenChange={() => undefined} />,
    );
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0.6');
    await user.click(screen.getByRole('button', { name: 'Close at market' }));
    expect(quantity).toHaveAccessibleDescription(/^At most 0.500 BTC, the position size/);
    expect(bodies).toEqual([]);
  });

  it('closes a bonus position in full only: no quantity to choose, none sent', async () => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'match',
          payload: {
            type: 3012,
            data: [{ ...seededLong, positionId: 9, accountType: 10, isolated: false }],
          },
        },
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <ClosePositionDialog positionId="9" mode="limit" open onOpenChange={() => undefined} />,
    );
    expect(screen.getByTestId('close-full-only')).toHaveTextContent(
      'A bonus position closes in full only: all 0.500 BTC.',
    );
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '50% of the position' })).not.toBeInTheDocument();
    const price = screen.getByLabelText('Close price');
    await user.clear(price);
    await user.type(price, '102000');
    await user.click(screen.getByRole('button', { name: 'Place limit close' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ contractId: 1, accountType: 10, side: 'long', price: '102000' }]),
    );
  });
});
