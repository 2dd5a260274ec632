// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderFormStore } from '../../stores/order-form-store';
import { openPanel, placedOrders, server, serveFakeApiInEachTest } from './order-panel.fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

// BTCUSDT in the fixtures: 0.001 BTC a contract, 20x until the user picks another leverage.
describe('the order panel’s quantity units', () => {
  it('offers the base asset, a cost in USDT and contracts', async () => {
    const user = openPanel({ mark: null });
    await user.click(await screen.findByRole('combobox', { name: 'Quantity unit' }));
    expect(screen.getByRole('option', { name: 'BTC' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cost (USDT)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cont' })).toBeInTheDocument();
  });

  it('names them in Japanese on the Japanese page', async () => {
    const user = openPanel({ mark: null, locale: 'ja' });
    await user.click(await screen.findByRole('combobox', { name: '数量の単位' }));
    expect(screen.getByRole('option', { name: 'コスト (USDT)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '枚' })).toBeInTheDocument();
  });

  it('opens cost × leverage ÷ price and sends it as whole contracts', async () => {
    const user = openPanel();
    await user.click(await screen.findByRole('combobox', { name: 'Quantity unit' }));
    await user.click(screen.getByRole('option', { name: 'Cost (USDT)' }));
    await user.type(screen.getByLabelText('Price'), '97000');
    // 48.5 USDT at 20x opens 970 USDT of BTC at 97 000: 0.01 BTC, 10 contracts.
    await user.type(screen.getByLabelText('Quantity'), '48.5');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeEnabled());
    // Its margin is the cost typed, plus the taker fee (0.485).
    expect(within(screen.getByTestId('order-summary-buy')).getByText('48.98')).toBeInTheDocument();
    await user.click(buy);

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({
      side: 'buy',
      quantity: '10',
      quantityUnit: 'contract',
      price: '97000',
    });
  });

  it('rounds a cost down to whole contracts', async () => {
    const user = openPanel();
    await user.click(await screen.findByRole('combobox', { name: 'Quantity unit' }));
    await user.click(screen.getByRole('option', { name: 'Cost (USDT)' }));
    await user.type(screen.getByLabelText('Price'), '97000');
    // 53 USDT at 20x is 1 060 USDT: 10.9… contracts, so 10.
    await user.type(screen.getByLabelText('Quantity'), '53');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ quantity: '10', quantityUnit: 'contract' });
  });

  it('shows a size picked in the book as its cost', async () => {
    server.quantityUnit = 'quote';
    openPanel();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Quantity unit' })).toHaveTextContent(
        'Cost (USDT)',
      ),
    );
    // 0.005 BTC at 97 000 is 485 USDT: 24.25 USDT at 20x.
    act(() => orderFormStore.getState().priceSelected('97000', '0.005'));
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue('24.25'));
  });
});
