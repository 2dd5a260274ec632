// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { jsonAnswer, seededLongRow, seedLongPosition } from '../bottom-tabs/test-fixtures';
import { PositionTpslDialog } from './position-tpsl-dialog';

const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  seedLongPosition();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonAnswer(seededLongRow);
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
    // +50 % of the 5 000 initial margin (the table's ROE; the 1 000 added since does not count)
    // = 2 500 on 0.5 BTC: 5 000 above the entry of 100 000.
    await user.type(screen.getByLabelText('Take profit: ROE gain'), '50');
    expect(screen.getByLabelText('Take profit: ROE gain')).toHaveAccessibleDescription(
      expect.stringContaining('Take profit trigger price: 105000.0'),
    );
    await user.click(within(slBy).getByRole('tab', { name: 'PnL' }));
    await user.type(screen.getByLabelText('Stop loss: loss'), '500');
    expect(screen.getByLabelText('Stop loss: loss')).toHaveAccessibleDescription(
      expect.stringContaining('Stop loss trigger price: 99000.0'),
    );
    const [tpEstimate, slEstimate] = screen.getAllByTestId('pnl-estimate');
    expect(tpEstimate).toHaveTextContent('+2,500.00 USDT (+50.00%)');
    expect(slEstimate).toHaveTextContent('−500.00 USDT (−10.00%)');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      {
        contractId: 1,
        accountType: 1,
        side: 'long',
        tp: { triggerPrice: '105000.0', triggerBy: 'mark' },
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

describe('PositionTpslDialog: partial position', () => {
  const leg = (orderId: number, trigger: string, takeProfit: boolean, oco: number) =>
    wireOrder(orderId, 0, {
      type: 4,
      side: 'sell',
      price: null,
      quantity: '0.250',
      reduceOnly: true,
      triggerPrice: trigger,
      triggerBy: 'mark',
      triggerAbove: takeProfit,
      source: 'tpsl',
      ocoOrderId: oco,
    });
  const urls: string[] = [];

  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      urls.push(url);
      bodies.push(JSON.parse(String(init.body)));
      if (url.includes('future/position/tpsl/partial'))
        return jsonAnswer({
          position: seededLongRow,
          orders: [leg(51, '110000.0', true, 52), leg(52, '95000.0', false, 51)],
        });
      return jsonAnswer({ ...leg(61, '108000.0', true, 62), orderStatus: 5 });
    });
  });

  it('sends a pair for half the position, shows its estimated PnL, then lists it', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Partial position' }));
    expect(screen.getByText('No partial TP/SL on this position yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('0.250');
    await user.type(screen.getByLabelText('Take profit trigger price'), '110000');
    await user.type(screen.getByLabelText('Stop loss trigger price'), '95000');
    // 0.25 BTC of the 0.5 BTC long from 100 000: +2 500 at 110 000, −1 250 at 95 000.
    const [tpEstimate, slEstimate] = screen.getAllByTestId('pnl-estimate');
    expect(tpEstimate).toHaveTextContent('+2,500.00 USDT');
    expect(slEstimate).toHaveTextContent('−1,250.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Add partial TP/SL' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(urls[0]).toContain('future/position/tpsl/partial');
    expect(bodies).toEqual([
      {
        contractId: 1,
        accountType: 1,
        side: 'long',
        quantity: '0.250',
        tp: { triggerPrice: '110000', triggerBy: 'mark' },
        sl: { triggerPrice: '95000', triggerBy: 'mark' },
      },
    ]);
    // The dialog stays open with the new pair listed once (two linked legs, one row).
    const pairs = await screen.findByRole('table');
    expect(within(pairs).getAllByRole('row')).toHaveLength(2);
    expect(within(pairs).getByRole('row', { name: /0\.250/ })).toHaveTextContent(
      /0\.250.*110,000\.0.*95,000\.0/,
    );
    expect(screen.getByText('Partial TP/SL (1)')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('lists the position’s existing pairs and cancels one by its leg', async () => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'match',
          payload: {
            type: 3016,
            data: [
              leg(61, '108000.0', true, 62),
              leg(62, '97000.0', false, 61),
              { ...leg(63, '112000.0', true, 0), ocoOrderId: undefined, quantity: '0.100' },
            ],
          },
        },
      ]),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Partial position' }));
    expect(screen.getByText('Partial TP/SL (2)')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^0\.250108,000\.097,000\.0/),
      expect.stringMatching(/^0\.100112,000\.0--/),
    ]);
    await user.click(
      screen.getAllByRole('button', {
        name: 'Cancel the partial TP/SL of 0.250',
      })[0] as HTMLElement,
    );
    await waitFor(() => expect(bodies).toEqual([{ orderId: 61 }]));
    expect(urls[0]).toContain('future/order/cancel');
  });

  it('refuses a quantity above the position and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Partial position' }));
    await user.type(screen.getByLabelText('Quantity'), '0.6');
    await user.type(screen.getByLabelText('Take profit trigger price'), '110000');
    await user.click(screen.getByRole('button', { name: 'Add partial TP/SL' }));
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(
      expect.stringContaining('At most the position size (0.5)'),
    );
    expect(bodies).toEqual([]);
  });
});
