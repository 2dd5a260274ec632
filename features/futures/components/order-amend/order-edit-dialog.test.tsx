// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiMessageToasts } from '@/components/providers/api-message-toasts';
import { toastStore } from '@/components/toast';
import { realtimeStore, useOrder } from '@/features/realtime';
import type { WireOrder } from '@/lib/contract/wire/match';
import { renderWithProviders } from '@/lib/test-utils/render';
import { partlyFilledLimitBuy } from '@/lib/test-utils/wire-order';
import { jsonAnswer } from '../bottom-tabs/test-fixtures';
import { OrderEditButton } from './order-edit-dialog';

/** A limit buy of 0.010 BTC at 95 000 with 0.004 filled (held to the minimum value: not reduce-only). */
const order: WireOrder = { ...partlyFilledLimitBuy, reduceOnly: false };

const calls: { path: string; body: unknown }[] = [];
let answer: () => Response | Promise<Response>;

function seed(frame: WireOrder) {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [frame] } }]),
  );
}

beforeEach(() => {
  calls.length = 0;
  toastStore.setState({ toasts: [] });
  answer = () => jsonAnswer({ ...order, quantity: '0.006', updatedAt: 3 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      path: String(url).replace(/^.*\/api\/futures\//, ''),
      body: JSON.parse(String(init.body)),
    });
    return answer();
  });
  seed(order);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);

/** The open-orders row's action as the table renders it: from the store's order. */
function Row() {
  const live = useOrder('41');
  return (
    <>
      <ApiMessageToasts />
      {live && <OrderEditButton order={live} />}
    </>
  );
}

async function openEdit(locale: 'en' | 'ja' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Row />, { locale });
  await user.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Edit order 41' : '注文 41 を編集' }),
  );
  return { user, dialog: await screen.findByRole('dialog') };
}

async function typeQuantity(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByRole('textbox', { name: 'Quantity' });
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('OrderEditDialog', () => {
  it('shows the order’s price, total quantity and what has filled; nothing to save yet', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('heading', { name: 'Edit order' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('95000');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('0.01');
    expect(within(dialog).getByTestId('order-edit-filled')).toHaveTextContent(
      /Filled\s*0\.004\s*BTC\s*\/\s*0\.010\s*BTC/,
    );
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('keeps the quantity above what has filled and the unfilled part above the minimum value', async () => {
    const { user, dialog } = await openEdit();
    await typeQuantity(user, '0.004');
    expect(
      await within(dialog).findByText('Must be more than the 0.004 already filled.'),
    ).toBeVisible();
    // 0.001 BTC left at 95 000 is 95 USDT, under the contract's 100.
    await typeQuantity(user, '0.005');
    expect(
      await within(dialog).findByText('The unfilled part must be worth at least 100 USDT.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(calls).toEqual([]);
  });

  it('sends only what changed with the amend call, says so and closes', async () => {
    const { user, dialog } = await openEdit();
    await typeQuantity(user, '0.006');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { path: 'future/order/amend', body: { orderId: 41, quantity: '0.006' } },
    ]);
    expect(toastMessages()).toEqual(['Order 41 updated']);
    // The row shows the order as amended, under the same id.
    expect(realtimeStore.getState().openOrders['41']).toMatchObject({ quantity: '0.006' });
  });

  it('says only that the order was updated when its new price fills it at once', async () => {
    answer = () =>
      jsonAnswer({ ...order, price: '96000', filledQuantity: '0.010', orderStatus: 4 });
    const { user, dialog } = await openEdit();
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '96000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toastMessages()).toEqual(['Order 41 updated']));
    expect(calls).toEqual([{ path: 'future/order/amend', body: { orderId: 41, price: '96000' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(realtimeStore.getState().openOrders['41']).toBeUndefined();
  });

  it('says why in a toast when the server refuses, and stays open for another try', async () => {
    answer = () => jsonAnswer({ filled: '0.006' }, 102900004, 'refused');
    const { user, dialog } = await openEdit();
    await typeQuantity(user, '0.006');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'The new quantity must be more than the 0.006 already filled.',
      ]),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(realtimeStore.getState().openOrders['41']).toMatchObject({ quantity: '0.010' });
  });

  it('closes and says so when the order fills while the dialog is open', async () => {
    await openEdit();
    seed({ ...order, filledQuantity: '0.010', orderStatus: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([
      'The order is no longer open (filled or cancelled), so it was not changed.',
    ]);
    expect(calls).toEqual([]);
  });

  it('closes on Escape without touching the order', async () => {
    const { user } = await openEdit();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers no Edit for a position’s TP/SL order', () => {
    seed({ ...order, source: 'tpsl' });
    renderWithProviders(<Row />);
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    const { dialog } = await openEdit('ja');
    expect(within(dialog).getByRole('heading', { name: '注文の編集' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: '変更を保存' })).toBeDisabled();
  });
});
