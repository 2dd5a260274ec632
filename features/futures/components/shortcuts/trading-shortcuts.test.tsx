// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { OrderPanel } from '../order-panel/order-panel';
import {
  BTC,
  logIn,
  markAt,
  placedOrders as placed,
  serveFakeApiInEachTest,
} from '../order-panel/order-panel.fixtures';
import { TradingShortcuts } from './trading-shortcuts';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

function renderScreen(loggedIn: boolean) {
  if (loggedIn) logIn();
  renderWithProviders(
    <>
      <TradingShortcuts contractId={BTC} loggedIn={loggedIn} />
      <OrderPanel contractId={BTC} code="BTCUSDT" />
    </>,
  );
}

/** A key pressed with the focus on the page itself (outside any field). */
async function pressOnPage(key: string) {
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  await userEvent.keyboard(key);
}

describe('trading shortcuts', () => {
  it('? and the button list the shortcuts', async () => {
    renderScreen(false);
    await pressOnPage('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^BBuy \/ Long/),
      expect.stringMatching(/^SSell \/ Short/),
      'XCancel all open orders of this contract (asks first)',
      '/Search the contracts',
      '?Show this list',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('B places the order panel’s buy as its button would; in a field the key is typed', async () => {
    renderScreen(true);
    markAt('97000');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Price'), '97000');
    const quantity = screen.getByLabelText('Quantity');
    // Typed into the quantity field, b is a character there, not an order.
    await user.type(quantity, '0.01b');
    expect(placed()).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '0.01');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeEnabled());
    await pressOnPage('b');
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toMatchObject({ side: 'buy', quantity: '0.01', price: '97000' });
  });

  it('S sells; X asks before cancelling this contract’s orders, and only for a user', async () => {
    renderScreen(true);
    markAt('97000');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Price'), '97000');
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sell/Short' })).toBeEnabled());
    await pressOnPage('s');
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toMatchObject({ side: 'sell' });
    await pressOnPage('x');
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel all orders' });
    expect(within(confirm).getByText('Are you sure you want to cancel all orders?')).toBeVisible();
  });
});
