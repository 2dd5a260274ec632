// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import { ApiError } from '@/lib/http';
import { orderFormStore } from '../../stores/order-form-store';
import {
  bookAt,
  openPanel,
  placedOrders,
  server,
  serveFakeApiInEachTest,
} from './order-panel.fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

describe('order panel modes and gates', () => {
  it('closes a long from the Close tab in hedge mode', async () => {
    server.hedge = true;
    const user = openPanel({ position: { size: '0.02', entryPrice: '95000' } });
    await user.click(await screen.findByRole('tab', { name: 'Close' }));
    await user.type(screen.getByLabelText('Price'), '97100');
    await user.type(screen.getByLabelText('Quantity'), '0.02');
    const closeLong = screen.getByRole('button', { name: 'Close Long' });
    await waitFor(() => expect(closeLong).toBeEnabled());
    // Nothing to close on the short side.
    expect(screen.getByRole('button', { name: 'Close Short' })).toBeDisabled();
    await user.click(closeLong);

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ side: 'closeLong', quantity: '0.02' });
    expect(placedOrders()[0]?.json).not.toHaveProperty('reduceOnly');
  });

  it('refuses a take-profit below the entry of a long, with the reason under the field', async () => {
    const user = openPanel();
    await user.type(await screen.findByLabelText('Price'), '97000');
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    await user.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await user.type(screen.getByLabelText('Take-profit trigger price'), '90000');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);

    expect(
      await screen.findByText('The take-profit price must be above the entry price (97000)'),
    ).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
  });

  it('shows a size picked in the book in the user’s unit (contracts)', async () => {
    server.quantityUnit = 'contract';
    openPanel();
    await screen.findByRole('button', { name: 'Buy/Long' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Quantity unit' })).toHaveTextContent('Cont'),
    );
    act(() => orderFormStore.getState().priceSelected('97000.5', '0.005'));
    expect(screen.getByLabelText('Price')).toHaveValue('97000.5');
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue('5'));
  });

  it('Enter in the quantity places the order of the first button', async () => {
    const user = openPanel();
    await user.type(await screen.findByLabelText('Price'), '97000');
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeEnabled());
    await user.type(screen.getByLabelText('Quantity'), '{Enter}');

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ side: 'buy', quantity: '0.01' });
  });

  it('a conditional market order waits for its trigger price, then sends it', async () => {
    const user = openPanel();
    await user.click(await screen.findByRole('tab', { name: 'Conditional' }));
    await user.click(screen.getByRole('combobox', { name: 'Execution' }));
    await user.click(await screen.findByRole('option', { name: 'Market' }));
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    const buy = screen.getByRole('button', { name: 'Buy/Long' });
    expect(buy).toBeDisabled();
    await user.type(screen.getByLabelText('Trigger price'), '98000');
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({
      orderType: 4,
      triggerPrice: '98000',
      triggerBy: 'last',
    });
    expect(placedOrders()[0]?.json).not.toHaveProperty('price');
  });

  it('estimates a market buy at the best ask of the book, not at the mark', async () => {
    const user = openPanel();
    bookAt(
      [
        ['98000', '1'],
        ['97500', '1'],
      ],
      [['96900', '1']],
    );
    await user.click(await screen.findByRole('tab', { name: 'Market' }));
    await user.type(screen.getByLabelText('Quantity'), '0.01');
    // 0.01 BTC at 97 500 = 975 USDT: 48.75 margin at 20x + 0.4875 taker fee = 49.2375.
    expect(
      await within(screen.getByTestId('order-summary-buy')).findByText('49.23'),
    ).toBeInTheDocument();
    // The sell side at the best bid, 96 900: 48.45 + 0.4845 = 48.9345.
    expect(within(screen.getByTestId('order-summary-sell')).getByText('48.93')).toBeInTheDocument();
  });

  it('offers identity verification to a user without KYC', async () => {
    server.user = { simpleStatus: 0, kycLevel1: 'none' };
    const user = openPanel({ mark: null });
    await user.click(await screen.findByRole('button', { name: 'Verify identity' }));
    expect(sessionStore.getState().modal.kyc).toBe(true);
    expect(screen.queryByRole('button', { name: 'Buy/Long' })).toBeNull();
  });

  it('sends a verified user without a futures account to open one', async () => {
    server.accounts = [];
    openPanel({ mark: null });
    expect(await screen.findByRole('link', { name: 'Open futures account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it("keeps the server's refusal of a position mode change in the dialog", async () => {
    server.override['future/positionMode'] = () => {
      throw new ApiError('business', {
        code: 101010400,
        message: 'Position mode cannot change while positions or orders exist',
        success: false,
        data: undefined,
      });
    };
    const user = openPanel({ mark: null });
    await user.click(await screen.findByRole('button', { name: 'Position mode: One-way. Change' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Hedge mode/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'Position mode cannot change while positions or orders exist',
      ),
    ).toBeInTheDocument();
  });
});
