// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { wireOrder } from '@/lib/test-utils/wire-order';
import type { RequestOptions } from '@/lib/http';
import { BTC, openPanel, server, serveFakeApiInEachTest } from './order-panel.fixtures';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

const batches = () => server.requests.filter((r) => r.path === 'future/order/placeBatch');

/** Answers a batch with its orders resting, the first order's id as the group. */
function answerBatches() {
  server.override['future/order/placeBatch'] = (options: RequestOptions) => {
    const body = options.json as { orders: { price: string; quantity: string }[] };
    const orders = body.orders.map((o, i) =>
      wireOrder(100 + i, 2, { price: o.price, quantity: o.quantity, groupId: 100 }),
    );
    return { groupId: 100, orders };
  };
}

/** The panel with the limit tab's scaled order chosen, the mark and last at 97,000. */
async function scaledTicket() {
  answerBatches();
  const user = openPanel();
  await user.click(await screen.findByRole('combobox', { name: 'Execution' }));
  await user.click(await screen.findByRole('option', { name: 'Scaled' }));
  return user;
}

describe('scaled order in the order panel', () => {
  it('previews five buys from the upper price down and places them as one batch', async () => {
    const user = await scaledTicket();
    await user.type(screen.getByLabelText('Lower price'), '90000');
    await user.type(screen.getByLabelText('Upper price'), '91000');
    await user.type(screen.getByLabelText('Total quantity'), '0.01');
    const preview = await screen.findByTestId('scaled-order-preview');
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '191,000.00.002 BTC',
      '290,750.00.002 BTC',
      '390,500.00.002 BTC',
      '490,250.00.002 BTC',
      '590,000.00.002 BTC',
    ]);
    await user.click(screen.getByRole('button', { name: /Place 5 orders/ }));
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0]?.json).toEqual({
      contractId: BTC,
      accountType: 1,
      side: 'buy',
      timeInForce: 'GTC',
      orders: [
        { price: '91000', quantity: '0.002' },
        { price: '90750', quantity: '0.002' },
        { price: '90500', quantity: '0.002' },
        { price: '90250', quantity: '0.002' },
        { price: '90000', quantity: '0.002' },
      ],
    });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('5 orders placed'),
    );
  });

  it('puts more on the lower buys with an increasing distribution', async () => {
    const user = await scaledTicket();
    await user.type(screen.getByLabelText('Lower price'), '90000');
    await user.type(screen.getByLabelText('Upper price'), '91000');
    await user.clear(screen.getByLabelText('Number of orders'));
    await user.type(screen.getByLabelText('Number of orders'), '3');
    await user.click(screen.getByRole('combobox', { name: 'Size distribution' }));
    await user.click(
      await screen.findByRole('option', { name: 'Increasing away from the market' }),
    );
    await user.type(screen.getByLabelText('Total quantity'), '0.012');
    const preview = await screen.findByTestId('scaled-order-preview');
    const sizes = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastChild?.textContent);
    expect(sizes).toEqual(['0.002 BTC', '0.004 BTC', '0.006 BTC']);
  });

  it('shows the average price, value, cost and liquidation price once every order fills', async () => {
    const user = await scaledTicket();
    await user.type(screen.getByLabelText('Lower price'), '90000');
    await user.type(screen.getByLabelText('Upper price'), '91000');
    await user.type(screen.getByLabelText('Total quantity'), '0.01');
    const summary = await screen.findByTestId('scaled-order-summary');
    const figures = Object.fromEntries(
      within(summary)
        .getAllByRole('definition')
        .map((dd) => [dd.previousSibling?.textContent ?? '', dd.textContent]),
    );
    // Five orders of 0.002 BTC from 91,000 down to 90,000 in steps of 250, at 20x (cross):
    // 905 USDT of value, 45.25 margin + 0.4525 taker fee. The 10,000 USDT balance backs the
    // position whatever the price: no liquidation price.
    expect(figures).toEqual({
      'Average price': '90,500.0',
      'Order value': '905.00 USDT',
      Cost: '45.70 USDT',
      'Est. liq. price once all fill': '--',
    });
  });

  it('refuses a batch the balance cannot pay for and sends nothing', async () => {
    server.accounts = [wireAccount({ aid: 701, assets: [wireAccountAsset({ avail: '45' })] })];
    const user = await scaledTicket();
    await user.type(screen.getByLabelText('Lower price'), '90000');
    await user.type(screen.getByLabelText('Upper price'), '91000');
    await user.type(screen.getByLabelText('Total quantity'), '0.01');
    expect(await screen.findByText('Insufficient balance: 45 USDT available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place 5 orders/ }));
    expect(batches()).toHaveLength(0);
  });

  it('names the minimum an order misses and sends nothing', async () => {
    const user = await scaledTicket();
    await user.type(screen.getByLabelText('Lower price'), '90000');
    await user.type(screen.getByLabelText('Upper price'), '91000');
    await user.type(screen.getByLabelText('Total quantity'), '0.005');
    expect(
      await screen.findByText(/Order 1 would be below the minimum order value of \d+ USDT/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('scaled-order-preview')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place 5 orders/ }));
    expect(batches()).toHaveLength(0);
  });

  it('lists the orders in the confirmation before placing them', async () => {
    server.confirmOrders = true;
    const user = await scaledTicket();
    await user.click(screen.getByRole('tab', { name: 'Sell/Short' }));
    await user.type(screen.getByLabelText('Lower price'), '100000');
    await user.type(screen.getByLabelText('Upper price'), '100400');
    await user.clear(screen.getByLabelText('Number of orders'));
    await user.type(screen.getByLabelText('Number of orders'), '2');
    await user.type(screen.getByLabelText('Total quantity'), '0.004');
    await user.click(screen.getByRole('button', { name: /Place 2 orders/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Scaled order')).toBeInTheDocument();
    const rows = within(within(dialog).getByTestId('scaled-order-preview')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '1100,000.00.002 BTC',
      '2100,400.00.002 BTC',
    ]);
    // 200 + 200.8 USDT of value at 20x: 20.04 margin + 0.2004 taker fee.
    expect(within(dialog).getByText('20.24 USDT')).toBeInTheDocument();
    expect(batches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0]?.json).toMatchObject({ side: 'sell' });
  });
});
