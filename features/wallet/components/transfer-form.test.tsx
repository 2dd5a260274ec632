// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { TransferDialog } from './transfer-dialog';
import { TransferForm } from './transfer-form';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireAccount, wireAccountAsset, wireBalance } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/** Spot 500.5; a bonus account of 80 USDT of which 50 is still the trial fund. */
function serveWallets({ bonusPosition = false } = {}) {
  let spot = '500.5';
  api.answer((call) => {
    if (call.path === 'future/spotBalance') {
      return { data: [{ currencyId: 1, real: spot, trade: spot, frozen: '0' }] };
    }
    if (call.path === 'future/accounts') {
      return {
        data: [
          wireAccount({
            aid: 701,
            at: 1,
            assets: [wireAccountAsset({ wallet: '120' })],
          }),
          wireAccount({
            aid: 710,
            at: 10,
            assets: [wireAccountAsset({ wallet: '80', bonus: '50' })],
            posis: bonusPosition
              ? [
                  wirePosition({
                    positionId: 91,
                    accountType: 10,
                    contractId: 1,
                    size: '0.001',
                    side: 1,
                  }),
                ]
              : [],
          }),
        ],
      };
    }
    if (call.path === 'future/transfer') {
      spot = '0';
      return {
        data: {
          ...(call.json as object),
          currencyId: 1,
          balances: [
            wireBalance({ account: 'spot', currencyId: 1, real: '0', trade: '0', wallet: '0' }),
          ],
        },
      };
    }
    return undefined;
  });
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('TransferForm', () => {
  it('says the transfer is done when the server answers, whatever the balance reads after it do', async () => {
    serveWallets();
    let transferred = false;
    // After the transfer, no balance read comes back (slow, or failing and retried).
    api.answer((call) => {
      if (call.path === 'future/transfer') transferred = true;
      else if (call.method === 'GET' && transferred) return new Promise<never>(() => {});
      return undefined;
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm onDone={onDone} />);
    expect(await screen.findByText('Available: 500.50000000 USDT')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts()).toContain('Transfer was successful!');
  });

  it('sends a transfer typed before the balances are read, and again after a reconnect dropped them, instead of refusing it against no balance', async () => {
    serveWallets();
    // The balances' reads are slow: each answers only when released.
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
    api.answer(async (call) => {
      if (call.method === 'GET' && call.path.startsWith('future/')) await held;
      return undefined;
    });
    hold();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm onDone={onDone} />);
    expect(screen.getByText('Available: -- USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    expect(screen.queryByText('The amount is above the available balance')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.posts('future/transfer')).toEqual([
      { from: 'spot', to: 1, currencyId: 1, amount: '100' },
    ]);
    release();
    // The transfer left nothing in spot: 7 more is above the balance once it is known.
    expect(await screen.findByText('Available: 0.00000000 USDT')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '7');
    expect(screen.getByText('The amount is above the available balance')).toBeInTheDocument();

    // A reconnect drops the store's balances: until they are read again nothing is "above" them.
    hold();
    act(() => realtimeStore.getState().privateDataCleared());
    expect(await screen.findByText('Available: -- USDT')).toBeInTheDocument();
    expect(screen.queryByText('The amount is above the available balance')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(api.posts('future/transfer')).toHaveLength(2);
    release();
  });

  it('moves the whole spot balance with Max and says "Transfer was successful!"', async () => {
    serveWallets();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm onDone={onDone} />);
    expect(await screen.findByText('Available: 500.50000000 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.posts('future/transfer')).toEqual([
      { from: 'spot', to: 1, currencyId: 1, amount: '500.5' },
    ]);
    expect(toasts()).toContain('Transfer was successful!');
    // The answer's balances are in the store at once.
    expect(realtimeStore.getState().balances['spot:1']?.real).toBe('0');
  });

  it('says what is wrong with the amount and sends nothing', async () => {
    serveWallets();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm />);
    await screen.findByText('Available: 500.50000000 USDT');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500.50000001');
    expect(screen.getByText('The amount is above the available balance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(api.posts('future/transfer')).toEqual([]);
  });

  it('asks before a transfer out of the bonus account clears the remaining bonus', async () => {
    serveWallets();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm defaultFrom={10} defaultTo="spot" />);
    // 80 in the account, 50 of it the trial fund: 30 may leave.
    expect(await screen.findByText('Available: 30.00000000 USDT')).toBeInTheDocument();
    expect(
      screen.getByText('Moving funds out of the bonus account clears the remaining bonus.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Clear the remaining bonus?' });
    expect(dialog).toHaveTextContent(
      'Moving funds out of the bonus account clears the remaining bonus of 50.00 USDT.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.posts('future/transfer')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Clear the remaining bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer and clear the bonus' }));
    await waitFor(() =>
      expect(api.posts('future/transfer')).toEqual([
        { from: 10, to: 'spot', currencyId: 1, amount: '20' },
      ]),
    );
  });

  it('lets nothing leave a bonus account holding a position while a bonus remains', async () => {
    serveWallets({ bonusPosition: true });
    renderWithProviders(<TransferForm defaultFrom={10} defaultTo="spot" />);
    expect(await screen.findByText('Available: 0.00000000 USDT')).toBeInTheDocument();
    expect(screen.getByText(/Close the bonus account's position first/)).toBeInTheDocument();
  });

  it('offers spot, futures and bonus, never the voucher account; one account cannot be both ends', async () => {
    serveWallets();
    const user = userEvent.setup();
    renderWithProviders(<TransferForm />);
    await screen.findByText('Available: 500.50000000 USDT');
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Spot account',
      'Futures account',
      'Bonus account',
    ]);
    // Choosing the source as the destination swaps the two.
    await user.click(screen.getByRole('option', { name: 'Spot account' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveTextContent('Futures account');
    expect(screen.getByText('Available: 120.00000000 USDT')).toBeInTheDocument();
  });

  it('explains a refusal for want of KYC or an opened futures account beside the form', async () => {
    serveWallets();
    api.answer((call) =>
      call.path === 'future/transfer'
        ? { code: 1034, message: 'no trading permission' }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<TransferForm />);
    await screen.findByText('Available: 500.50000000 USDT');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'Transfers need a verified identity (KYC) and an opened futures account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the account page' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(toasts()).not.toContain('Transfer was successful!');
  });

  it('closes the dialog once the transfer went through', async () => {
    serveWallets();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TransferDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await within(dialog).findByText('Available: 500.50000000 USDT');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
