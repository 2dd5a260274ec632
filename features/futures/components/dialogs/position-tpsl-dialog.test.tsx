// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { jsonAnswer, seededLong, seedLongPosition } from '../bottom-tabs/test-fixtures';
import { PositionTpslDialog } from './position-tpsl-dialog';

const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  seedLongPosition();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonAnswer(seededLong);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<PositionTpslDialog positionId="7" open onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), onOpenChange };
}

describe('PositionTpslDialog', () => {
  it('asks for a target when both are empty', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter a take-profit or stop-loss trigger price')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a long take profit below the entry price', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Take profit trigger price'), '99000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Take profit trigger price')).toHaveAccessibleDescription(
      'Take-profit trigger price must be above the entry price (100000.0)',
    );
    expect(bodies).toEqual([]);
  });

  it('sends a stop loss alone, triggered by the mark price, and keeps the take profit', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Stop loss trigger price'), '95000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      {
        contractId: 1,
        accountType: 1,
        side: 'long',
        sl: { triggerPrice: '95000', triggerBy: 'mark' },
      },
    ]);
  });

  it('sets the take profit by ROE and the stop loss by a PnL loss, showing each trigger and estimate', async () => {
    const { user, onOpenChange } = renderDialog();
    const [tpBy, slBy] = screen.getAllByRole('tablist');
    if (!tpBy || !slBy) throw new Error('no target choice');
    await user.click(within(tpBy).getByRole('tab', { name: 'ROE %' }));
    // +50 % of the 6 000 margin = 3 000 on 0.5 BTC: 6 000 above the entry of 100 000.
    await user.type(screen.getByLabelText('Take profit: ROE gain'), '50');
    expect(screen.getByLabelText('Take profit: ROE gain')).toHaveAccessibleDescription(
      expect.stringContaining('Take profit trigger price: 106000.0'),
    );
    await user.click(within(slBy).getByRole('tab', { name: 'PnL' }));
    await user.type(screen.getByLabelText('Stop loss: loss'), '500');
    expect(screen.getByLabelText('Stop loss: loss')).toHaveAccessibleDescription(
      expect.stringContaining('Stop loss trigger price: 99000.0'),
    );
    const [tpEstimate, slEstimate] = screen.getAllByTestId('pnl-estimate');
    expect(tpEstimate).toHaveTextContent('+3,000.00 USDT (+50.00%)');
    expect(slEstimate).toHaveTextContent('−500.00 USDT (−8.33%)');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      {
        contractId: 1,
        accountType: 1,
        side: 'long',
        tp: { triggerPrice: '106000.0', triggerBy: 'mark' },
        sl: { triggerPrice: '99000.0', triggerBy: 'mark' },
      },
    ]);
  });

  it('says so when no price reaches the target', async () => {
    const { user } = renderDialog();
    const slBy = screen.getAllByRole('tablist')[1];
    if (!slBy) throw new Error('no target choice');
    await user.click(within(slBy).getByRole('tab', { name: 'PnL' }));
    // A long loses at most its 50 000 notional: a 60 000 loss needs a price below zero.
    await user.type(screen.getByLabelText('Stop loss: loss'), '60000');
    expect(screen.getByLabelText('Stop loss: loss')).toHaveAccessibleDescription(
      expect.stringContaining('No price reaches this target'),
    );
  });
});
