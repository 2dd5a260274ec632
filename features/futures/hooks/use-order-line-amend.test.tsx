// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { jsonAnswer } from '../components/bottom-tabs/test-fixtures';
import { useOrderLineAmend } from './use-order-line-amend';
import type { WireOrder } from '@/lib/contract/wire/match';
import { partlyFilledLimitBuy } from '@/lib/test-utils/wire-order';

const BTC = {
  contractId: 1,
  code: 'BTCUSDT',
  name: 'BTC/USDT',
  baseAsset: 'BTC',
  priceScale: 1,
  contractSize: '0.001',
};

const order = partlyFilledLimitBuy;

interface Call {
  path: string;
  body: unknown;
}
const calls: Call[] = [];
let answer: () => Response | Promise<Response>;

function seedOrder(frame: WireOrder = order) {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [frame] } }]),
  );
}

beforeEach(() => {
  calls.length = 0;
  toastStore.setState({ toasts: [] });
  // The amend answer: the same order at its new price, with what had filled by then.
  answer = () => jsonAnswer({ ...order, price: '94500.5', filledQuantity: '0.005', updatedAt: 3 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^.*\/api\/futures\//, '');
    calls.push({ path, body: JSON.parse(String(init.body)) });
    return answer();
  });
  seedOrder();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);

function Screen({ dropAt }: { dropAt: string }) {
  const amend = useOrderLineAmend(BTC);
  return (
    <>
      <button type="button" onClick={() => amend.onOrderLineDrag('order:41', dropAt)}>
        drop line
      </button>
      {amend.dialog}
    </>
  );
}

async function dropLine(dropAt = '94500.5', locale: 'en' | 'ko' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Screen dropAt={dropAt} />, { locale });
  await user.click(screen.getByRole('button', { name: 'drop line' }));
  return user;
}

/** Drops the line and waits for the dialog (its module loads on the first drop). */
async function dropLineForDialog(dropAt?: string, locale?: 'en' | 'ko') {
  const user = await dropLine(dropAt, locale);
  await screen.findByRole('alertdialog');
  return user;
}

describe('useOrderLineAmend', () => {
  it('shows the order, the old and the new price and what is left to fill before moving it', async () => {
    await dropLineForDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Move order' });
    expect(within(dialog).getByText('BTC/USDT · Buy · Limit')).toBeVisible();
    expect(within(dialog).getByText('from 95,000.0 to 94,500.5')).toBeInTheDocument();
    expect(within(dialog).getByText('0.006')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('moves a stop order’s trigger price, the price its line stands for', async () => {
    // A sell waiting for the mark price to fall from 95,000 to 90,000: a stop market.
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: 'indicator', payload: { indicators: [{ cid: 1, mp: '95000.0' }] } },
        ]),
    );
    seedOrder({
      ...order,
      type: 4,
      side: 'sell',
      price: null,
      filledQuantity: '0',
      orderStatus: 0,
      triggerPrice: '90000.0',
      triggerBy: 'mark',
    });
    await dropLineForDialog('89000');
    const dialog = screen.getByRole('alertdialog', { name: 'Move order' });
    expect(within(dialog).getByText('BTC/USDT · Sell · Stop Market')).toBeVisible();
    expect(within(dialog).getByText('Trigger price')).toBeVisible();
    expect(within(dialog).getByText('from 90,000.0 to 89,000.0')).toBeInTheDocument();
  });

  it('asks in the user’s language', async () => {
    await dropLineForDialog('94500.5', 'ko');
    const dialog = screen.getByRole('alertdialog', { name: '주문 가격 변경' });
    expect(within(dialog).getByText('95,000.0에서 94,500.5(으)로')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '주문 이동' })).toBeVisible();
  });

  it('moves the order with one amend call: same order, new price, and closes', async () => {
    let release: () => void = () => {};
    const amended = answer;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(amended());
      });
    const user = await dropLineForDialog();
    const confirm = screen.getByRole('button', { name: 'Move order' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // The answer can only be released once the request is out (it waits for the page's device id).
    await waitFor(() => expect(calls).toHaveLength(1));
    release();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { path: 'future/order/amend', body: { orderId: 41, price: '94500.5' } },
    ]);
    expect(toastMessages()).toEqual(['Order moved to 94,500.5']);
    // The open-order map holds the order as amended, under the same id.
    expect(realtimeStore.getState().openOrders['41']).toMatchObject({
      price: '94500.5',
      filledQuantity: '0.005',
    });
  });

  it('keeps the dialog open with the reason when the move is refused, and the order stays', async () => {
    answer = () => jsonAnswer(null, 1009);
    const user = await dropLineForDialog();
    await user.click(screen.getByRole('button', { name: 'Move order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The order was not moved and stays where it was: Trading is temporarily prohibited',
    );
    expect(calls.map((call) => call.path)).toEqual(['future/order/amend']);
    expect(screen.getByRole('alertdialog', { name: 'Move order' })).toBeVisible();
    expect(realtimeStore.getState().openOrders['41']).toMatchObject({ price: '95000.0' });
  });

  it('tells the user the order is gone when it filled before the move reached it', async () => {
    answer = () => new Response('{}', { status: 404 });
    const user = await dropLineForDialog();
    await user.click(screen.getByRole('button', { name: 'Move order' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([
      'The order is no longer open (filled or cancelled), so it was not moved.',
    ]);
  });

  it('does not claim the move failed when its answer never came', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = await dropLineForDialog();
    await user.click(screen.getByRole('button', { name: 'Move order' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Could not confirm whether the order was moved\. Check Open orders before trying again\./,
    );
  });

  it('does nothing when the line is dropped at the order’s own price', async () => {
    await dropLine('95000');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });

  it('closes on Escape without touching the order', async () => {
    const user = await dropLineForDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('closes and says so when the order fills while the dialog is open', async () => {
    await dropLineForDialog();
    seedOrder({ ...order, filledQuantity: '0.010', orderStatus: 4 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([
      'The order is no longer open (filled or cancelled), so it was not moved.',
    ]);
    expect(calls).toEqual([]);
  });

  it('refuses to move a position’s TP/SL order and points to the TP/SL dialog', async () => {
    seedOrder({ ...order, source: 'tpsl', parentOrderId: null });
    await dropLine();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toastMessages()).toEqual([
      "This is a position's TP/SL. Change it from the position's TP/SL button.",
    ]);
  });

  it('warns that a post-only buy moved onto the best ask would be refused', async () => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_snapshot_depth',
          payload: { sc: 'BTCUSDT', asks: [['94500.0', '1']], bids: [['94490.0', '1']] },
        },
      ]),
    );
    await dropLineForDialog('94500.5');
    expect(screen.getByTestId('amend-crosses-book')).toHaveTextContent(
      'as a post-only order the move will be refused and the order stays where it is',
    );
  });

  it('shows no such warning while the new price stays below the best ask', async () => {
    act(() =>
      realtimeStore.getState().messagesReceived([
        {
          topic: 'future_snapshot_depth',
          payload: { sc: 'BTCUSDT', asks: [['94600.0', '1']], bids: [['94590.0', '1']] },
        },
      ]),
    );
    await dropLineForDialog('94500.5');
    expect(screen.queryByTestId('amend-crosses-book')).not.toBeInTheDocument();
  });
});
