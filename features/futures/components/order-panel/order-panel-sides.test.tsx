// @vitest-environment jsdom
// What each button's side of the ticket shows: its own fee (maker or taker), its own warnings,
// and the minimum order the contract takes at the current price.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookAt, openPanel, serveFakeApiInEachTest, typeLimitOrder } from './order-panel.fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('fee estimate per side', () => {
  it('estimates a limit buy below the best ask at the maker rate, and says maker', async () => {
    openPanel();
    bookAt([['97500', '1']], [['96900', '1']]);
    await typeLimitOrder('97000', '0.01');
    const buy = screen.getByTestId('order-summary-buy');
    // 0.01 BTC at 97 000 = 970 USDT × 0.02 % maker = 0.194 USDT (0.485 at the taker rate).
    expect(await within(buy).findByText('Est. fee (maker)')).toBeInTheDocument();
    expect(within(buy).getByText('0.1940')).toBeInTheDocument();
    expect(within(buy).queryByText('0.4850')).toBeNull();
  });

  it('estimates a buy that crosses the best ask at the taker rate, the resting sell at maker', async () => {
    openPanel();
    bookAt([['97000', '1']], [['96900', '1']]);
    // 0.01 BTC at 97 011 = 970.11 USDT: 0.485055 taker, rounded up as a cost → 0.4851.
    await typeLimitOrder('97011', '0.01');
    const buy = screen.getByTestId('order-summary-buy');
    expect(await within(buy).findByText('Est. fee (taker)')).toBeInTheDocument();
    expect(within(buy).getByText('0.4851')).toBeInTheDocument();
    // A sell at 97 011 is above the best bid: it rests, 970.11 × 0.02 % = 0.194022.
    const sell = screen.getByTestId('order-summary-sell');
    expect(within(sell).getByText('Est. fee (maker)')).toBeInTheDocument();
    expect(within(sell).getByText('0.1940')).toBeInTheDocument();
  });

  it('estimates a market order at the taker rate', async () => {
    const user = openPanel();
    bookAt([['97000', '1']], [['96900', '1']]);
    await user.click(await screen.findByRole('tab', { name: 'Market' }));
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const buy = screen.getByTestId('order-summary-buy');
    expect(await within(buy).findByText('Est. fee (taker)')).toBeInTheDocument();
    expect(within(buy).getByText('0.4850')).toBeInTheDocument();
  });
});

describe('warnings per side', () => {
  it('shows no buy-side warning for a sell priced above the buy band', async () => {
    openPanel();
    // The buy band ends at 97 000 × 1.05 = 101 850; a sell at 102 000 is valid.
    await typeLimitOrder('102000', '0.01');
    const sell = screen.getByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(sell).toBeEnabled());
    // Nothing in red, nothing at the price: the buy's reasons stay with the buy button.
    expect(alerts()).toEqual([]);
    expect(screen.getByLabelText('Price')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Price')).not.toHaveAccessibleDescription(/buy price/);
    expect(sell).not.toHaveAccessibleDescription(/buy price|forced liquidation/);
    expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeDisabled();
  });

  it('says why the buy button is disabled next to that button only', async () => {
    openPanel();
    await typeLimitOrder('102000', '0.01');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeDisabled());
    expect(buy).toHaveAccessibleDescription(/A buy price cannot be above 101850/);
    expect(screen.getByRole('button', { name: 'Sell/Short' })).not.toHaveAccessibleDescription(
      /buy price/,
    );
  });

  it('accepts reduce-only on the sell side of a long, with no error', async () => {
    openPanel({ position: { size: '0.02', entryPrice: '95000' } });
    const user = await typeLimitOrder('97100', '0.01');
    await user.click(screen.getByRole('checkbox', { name: 'Reduce-only' }));
    const sell = screen.getByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(sell).toBeEnabled());
    expect(alerts()).toEqual([]);
    expect(sell).not.toHaveAccessibleDescription(/no position/);
    // One-way mode: a reduce-only buy has no short to reduce.
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(/no position on this side to reduce/);
  });
});

describe('minimum order hint', () => {
  it('shows both minimums and that the minimum value binds at 97 000', async () => {
    openPanel();
    expect(
      await screen.findByText('Minimum order quantity: 1 Cont (0.001 BTC)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Minimum order value: 100 USDT')).toBeInTheDocument();
    // 100 USDT ÷ (97 000 × 0.001) = 1.03… → 2 contracts.
    expect(
      await screen.findByText(
        'At 97,000.0 USDT the minimum order value applies: 2 Cont (0.002 BTC)',
      ),
    ).toBeInTheDocument();
  });

  it('says the minimum quantity binds where one contract is worth more than the minimum value', async () => {
    const user = openPanel();
    await user.type(await screen.findByLabelText('Price'), '120000');
    expect(
      await screen.findByText('At 120,000.0 USDT the minimum quantity applies: 1 Cont (0.001 BTC)'),
    ).toBeInTheDocument();
  });
});
