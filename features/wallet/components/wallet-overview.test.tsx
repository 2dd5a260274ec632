// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import { renderWithProviders } from '@/lib/test-utils/render';
import { transferDialogStore } from '../stores/transfer-dialog-store';
import { WALLET_PREFERENCES_KEY } from '../stores/wallet-preferences';
import {
  balanceFrame,
  btcPriceAt,
  spotBtcPriceAt,
  stubWalletApi,
} from '../testing/fake-wallet-api';
import { WalletGate } from './wallet-gate';
import { WalletOverview } from './wallet-overview';
import { wireAccount, wireAccountAsset, wireBalance } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/**
 * Spot 1 250.5, futures 800 + 12.34 uPnL (frozen 100), a bonus account holding 0.4 of the
 * exchange's trial fund: the snapshot the server sends.
 */
function serveWallets() {
  api.answer((call) =>
    call.path === 'future/spotBalance'
      ? { data: [{ currencyId: 1, real: '1250.5', trade: '1250.5', frozen: '0' }] }
      : call.path === 'future/accounts'
        ? {
            data: [
              wireAccount({
                aid: 701,
                at: 1,
                assets: [
                  wireAccountAsset({
                    wallet: '800',
                    avail: '650',
                    upnl: '12.34',
                    frozen: '100',
                    margin: '100',
                  }),
                ],
              }),
              wireAccount({
                aid: 710,
                at: 10,
                assets: [wireAccountAsset({ wallet: '0.4', bonus: '0.4' })],
              }),
            ],
          }
        : undefined,
  );
}

function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(`^${name}`) });
}

describe('WalletOverview', () => {
  it('shows the total in USDT and in BTC at the BTCUSDT last price, and each account', async () => {
    serveWallets();
    renderWithProviders(<WalletOverview />);
    btcPriceAt('100000');
    const total = await screen.findByTestId('wallet-total');
    // 1 250.5 + 812.34: the bonus account's 0.4 is the exchange's trial fund, not the user's.
    await waitFor(() => expect(total).toHaveTextContent('2,062.84 USDT'));
    // 2 062.84 / 100 000 = 0.0206284 BTC.
    expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('0.02062840 BTC');
    expect(
      screen.getByText('BTC value at the BTCUSDT last price of 100,000.0 USDT.'),
    ).toBeInTheDocument();
    const spot = row('Spot account');
    expect(spot).toHaveTextContent('1,250.50 USDT');
    const futures = row('Futures account');
    expect(
      within(futures)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Futures account',
      '812.34 USDT',
      '650.00 USDT',
      '100.00 USDT',
      '+12.34 USDT',
      'TransferTrade',
    ]);
    expect(row('Bonus account')).toHaveTextContent('0.40 USDT');
  });

  it('values the total in BTC at the spot BTC/USDT price once the spot market arrives', async () => {
    serveWallets();
    renderWithProviders(<WalletOverview />);
    btcPriceAt('100000');
    await waitFor(() =>
      expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('0.02062840 BTC'),
    );
    spotBtcPriceAt('80000');
    // 2 062.84 / 80 000 = 0.0257855 BTC: the spot market, named as such.
    await waitFor(() =>
      expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('0.02578550 BTC'),
    );
    expect(
      screen.getByText('BTC value at the BTC/USDT spot last price of 80,000.0 USDT.'),
    ).toBeInTheDocument();
  });

  it('updates the numbers from a balance frame, without reading again', async () => {
    serveWallets();
    renderWithProviders(<WalletOverview />);
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('2,062.84'));
    const reads = api.calls.length;
    // A deposit is credited: the spot balance frame (3002) goes out by itself.
    balanceFrame([
      wireBalance({
        account: 'spot',
        currencyId: 1,
        wallet: '2250.5',
        real: '2250.5',
        trade: '2250.5',
        frozen: '0',
        equity: '2250.5',
      }),
    ]);
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('3,062.84 USDT');
    expect(row('Spot account')).toHaveTextContent('2,250.50 USDT');
    expect(api.calls.length).toBe(reads);
  });

  it('hides small balances and amounts, and remembers both in this browser', async () => {
    serveWallets();
    const user = userEvent.setup();
    renderWithProviders(<WalletOverview />);
    await screen.findByRole('row', { name: /^Bonus account/ });
    await user.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    expect(screen.queryByRole('row', { name: /^Bonus account/ })).toBeNull();
    expect(row('Spot account')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide amounts' }));
    expect(screen.getByTestId('wallet-total')).not.toHaveTextContent('2,062');
    expect(within(screen.getByTestId('wallet-total')).getAllByText('Hidden')).toHaveLength(2);
    expect(row('Spot account')).not.toHaveTextContent('1,250');
    expect(JSON.parse(localStorage.getItem(WALLET_PREFERENCES_KEY) ?? '{}')).toEqual({
      hideSmallBalances: true,
      hideAmounts: true,
    });
  });

  it('keeps the exchange’s trial fund out of the total and shows it apart as not withdrawable', async () => {
    api.answer((call) =>
      call.path === 'future/spotBalance'
        ? { data: [{ currencyId: 1, real: '300', trade: '300', frozen: '0' }] }
        : call.path === 'future/accounts'
          ? {
              data: [
                wireAccount({
                  aid: 710,
                  at: 10,
                  // 20 of the user's own and a 100 trial fund.
                  assets: [wireAccountAsset({ wallet: '120', bonus: '100' })],
                }),
              ],
            }
          : undefined,
    );
    renderWithProviders(<WalletOverview />);
    btcPriceAt('100000');
    const total = await screen.findByTestId('wallet-total');
    await waitFor(() => expect(total).toHaveTextContent('320.00 USDT'));
    expect(total).not.toHaveTextContent('420.00');
    expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('0.00320000 BTC');
    const trial = screen.getByTestId('wallet-trial-funds');
    expect(trial).toHaveTextContent('Trial funds (not withdrawable)100.00 USDT');
    expect(trial).toHaveTextContent('It is not part of your total equity.');
    // The account itself still shows all it holds.
    expect(row('Bonus account')).toHaveTextContent('120.00 USDT');
  });

  it('drops the trial-fund line once the trial fund is gone', async () => {
    serveWallets();
    renderWithProviders(<WalletOverview />);
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('USDT'));
    expect(screen.getByTestId('wallet-trial-funds')).toHaveTextContent('0.40 USDT');
    balanceFrame([{ account: 10, currencyId: 1, wallet: '0', real: '0', equity: '0', bonus: '0' }]);
    expect(screen.queryByTestId('wallet-trial-funds')).toBeNull();
  });

  it('rounds an unrealized loss half-up instead of cutting it', async () => {
    api.answer((call) =>
      call.path === 'future/spotBalance'
        ? { data: [{ currencyId: 1, real: '10', trade: '10', frozen: '0' }] }
        : call.path === 'future/accounts'
          ? {
              data: [
                wireAccount({
                  aid: 701,
                  at: 1,
                  assets: [
                    wireAccountAsset({ wallet: '50', avail: '40', upnl: '-0.407', margin: '10' }),
                  ],
                }),
              ],
            }
          : undefined,
    );
    renderWithProviders(<WalletOverview />);
    await waitFor(() => expect(row('Futures account')).toHaveTextContent('\u22120.41 USDT'));
    // What the wallet holds is still cut, never shown larger than it is: 49.593 → 49.59.
    expect(row('Futures account')).toHaveTextContent('49.59 USDT');
  });

  it('opens the one transfer dialog from an account, from that account to spot', async () => {
    serveWallets();
    const user = userEvent.setup();
    renderWithProviders(<WalletOverview />);
    await user.click(
      await screen.findByRole('button', { name: 'Transfer with the Futures account' }),
    );
    expect(transferDialogStore.getState().request).toEqual({ from: 1, to: 'spot' });
    // The voucher account never transfers (the engine refuses it); it has no transfer button.
    expect(screen.queryByRole('button', { name: /Transfer with the Bonus voucher/ })).toBeNull();
  });

  it('asks to open futures trading only while the futures account is not open', async () => {
    const prompt = 'None of your futures accounts holds funds yet.';
    const first = renderWithProviders(<WalletOverview />);
    expect(await screen.findByText(prompt, { exact: false })).toBeVisible();
    first.unmount();
    // Opened but not funded yet: the account list is still empty, the server's status says open.
    api.answer((call) =>
      call.path === 'user/futures/status'
        ? { data: { opened: true, openedAt: 1_764_000_000_000 } }
        : undefined,
    );
    renderWithProviders(<WalletOverview />);
    await waitFor(() => expect(api.posts('user/futures/status').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('0.00 USDT'));
    await waitFor(() => expect(screen.queryByText(prompt, { exact: false })).toBeNull());
  });

  it('shows skeletons while the balances load, never zeros', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.answer((call) =>
      call.path === 'future/accounts' ? gate.then(() => ({ data: [] })) : undefined,
    );
    renderWithProviders(<WalletOverview />);
    expect(screen.getByRole('table', { name: 'Accounts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('wallet-total')).not.toHaveTextContent('0.00');
    release();
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('0.00 USDT'));
  });

  it('asks a visitor to log in instead', () => {
    sessionStore.getState().sessionCleared();
    renderWithProviders(
      <WalletGate>
        <WalletOverview />
      </WalletGate>,
    );
    expect(screen.getByTestId('wallet-log-in-prompt')).toHaveTextContent(
      'Log in to see your balances',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/log-in');
    expect(api.calls).toEqual([]);
  });
});
