// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderWithProviders } from '@/lib/test-utils/render';
import { OrderPanel } from './order-panel';
import {
  BTC,
  logIn,
  openPanel,
  placedOrders as placed,
  renderPanel,
  server,
  serveFakeApiInEachTest,
  typeLimitOrder,
} from './order-panel.fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

describe('order panel', () => {
  it('shows a visitor the ticket with Log in and Sign up instead of order buttons', async () => {
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('button', { name: 'Buy/Long' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Limit' })).toBeInTheDocument();
  });

  it('speaks Korean on the Korean page', async () => {
    renderPanel({ locale: 'ko' });
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '지정가' })).toBeInTheDocument();
    expect(screen.getByText('최소 주문 수량: 1 계약 (0.001 BTC)')).toBeInTheDocument();
  });

  it('places a limit order with the body the form describes, then keeps the price', async () => {
    openPanel();
    const user = await typeLimitOrder('97000', '0.01');
    const buy = await screen.findByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeEnabled());
    // 0.01 BTC at 97 000 = 970 USDT: 48.5 margin at 20x + 0.485 taker fee.
    expect(within(screen.getByTestId('order-summary-buy')).getByText('48.98')).toBeInTheDocument();
    await user.click(buy);

    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toEqual({
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      quantity: '0.01',
      quantityUnit: 'base',
      price: '97000',
      timeInForce: 'GTC',
      accountType: 1,
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9._:/-]{1,36}$/),
    });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Order placed'),
    );
    expect(screen.getByLabelText('Price')).toHaveValue('97000');
    expect(screen.getByLabelText('Quantity')).toHaveValue('');
  });

  it("shows the model's error under the quantity and keeps the buttons disabled", async () => {
    openPanel();
    await typeLimitOrder('97000', '0.001');
    expect(
      await screen.findByText('Order value is below the minimum of 100 USDT'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell/Short' })).toBeDisabled();
  });

  it('asks for confirmation, and "Don\'t show again" turns it off in preferences', async () => {
    server.confirmOrders = true;
    openPanel();
    const user = await typeLimitOrder('96000', '0.01');
    const sell = await screen.findByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(sell).toBeEnabled());
    await user.click(sell);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sell')).toBeInTheDocument();
    expect(within(dialog).getByText('96,000.0')).toBeInTheDocument();
    expect(placed()).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toMatchObject({ side: 'sell', price: '96000' });
    expect(server.requests.find((r) => r.path === 'configs/preferences')?.json).toEqual({
      confirmOrders: false,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('warns about easy liquidation above 10x in the leverage dialog', async () => {
    const user = openPanel({ mark: null });
    await user.click(await screen.findByRole('button', { name: 'Leverage 20x. Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Leverage above 10x makes liquidation easy to reach',
    );
    const input = within(dialog).getByRole('textbox', { name: 'Leverage' });
    await user.clear(input);
    await user.type(input, '10');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('leverage-max-position')).toHaveTextContent(
      'Maximum position at 10x: 30,000,000 USDT',
    );
  });

  it('asks the screen for the transfer dialog, and offers no transfer without one', async () => {
    logIn();
    const onTransfer = vi.fn();
    const { unmount } = renderWithProviders(
      <OrderPanel contractId={BTC} code="BTCUSDT" onTransfer={onTransfer} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledTimes(1);
    unmount();
    renderPanel();
    await screen.findByRole('button', { name: 'Buy/Long' });
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
