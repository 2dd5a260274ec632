// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openPanel, placedOrders, server, serveFakeApiInEachTest } from './order-panel.fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

/** The panel with the conditional tab's trailing stop chosen, the mark and last at 97,000. */
async function trailingStopTicket() {
  const user = openPanel();
  await user.click(await screen.findByRole('tab', { name: 'Conditional' }));
  await user.click(screen.getByRole('combobox', { name: 'Execution' }));
  await user.click(await screen.findByRole('option', { name: 'Trailing stop' }));
  return user;
}

describe('trailing stop in the order panel', () => {
  it('places a trailing stop sell with a 1 % callback picked from the quick buttons', async () => {
    const user = await trailingStopTicket();
    // No trigger price of its own, no TP/SL: the engine keeps its trigger.
    expect(screen.queryByLabelText('Trigger price')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'TP/SL' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const sell = screen.getByRole('button', { name: 'Sell/Short' });
    // Without a callback rate there is nothing to trail by.
    expect(sell).toBeDisabled();
    const one = screen.getByRole('button', { name: '1%' });
    await user.click(one);
    expect(screen.getByLabelText('Callback rate')).toHaveValue('1');
    expect(one).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sell).toBeEnabled());
    await user.click(sell);

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    const body = placedOrders()[0]?.json;
    expect(body).toMatchObject({
      side: 'sell',
      orderType: 4,
      quantity: '0.01',
      callbackRate: '1',
      triggerBy: 'last',
    });
    for (const field of ['triggerPrice', 'activationPrice', 'price', 'tp', 'sl', 'timeInForce'])
      expect(body).not.toHaveProperty(field);
  });

  it('says a callback rate outside 0.1 %–5 % or off its 0.1 % step, and sends nothing', async () => {
    const user = await trailingStopTicket();
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const rate = screen.getByLabelText('Callback rate');
    await user.type(rate, '7');
    expect(await screen.findByText('Callback rate: 0.1%–5%, in steps of 0.1%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell/Short' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeDisabled();
    await user.clear(rate);
    await user.type(rate, '2.5');
    await waitFor(() => expect(screen.queryByText(/Callback rate: 0\.1%/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sell/Short' })).toBeEnabled();
    expect(placedOrders()).toHaveLength(0);
  });

  it('takes an activation price below the price for a buy, not for a sell, and sends it with the mark', async () => {
    const user = await trailingStopTicket();
    await user.click(screen.getByRole('combobox', { name: 'Trigger by' }));
    await user.click(await screen.findByRole('option', { name: 'Mark price' }));
    await user.type(screen.getByLabelText('Activation price (optional)'), '96000');
    await user.click(screen.getByRole('button', { name: '2%' }));
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    const sell = screen.getByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(buy).toBeEnabled());
    // A sell trails once the price rises to its activation price: 96,000 is behind it.
    expect(sell).toBeDisabled();
    expect(
      screen.getByText(
        'A trailing sell activates as the price rises: set the activation price above the current price',
      ),
    ).toBeInTheDocument();
    await user.click(buy);

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({
      side: 'buy',
      orderType: 4,
      callbackRate: '2',
      activationPrice: '96000',
      triggerBy: 'mark',
    });
  });

  it('confirms a trailing stop by its name, callback rate and activation', async () => {
    server.confirmOrders = true;
    const user = await trailingStopTicket();
    await user.type(screen.getByLabelText('Callback rate'), '1.5');
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const sell = screen.getByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(sell).toBeEnabled());
    await user.click(sell);
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Trailing stop')).toBeInTheDocument();
    expect(dialog.getByText('1.5%')).toBeInTheDocument();
    expect(dialog.getByText('Active at once')).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
  });
});
