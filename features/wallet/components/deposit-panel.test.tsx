// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderWithProviders } from '@/lib/test-utils/render';
import { PENDING_REFRESH_MS } from '../api/get-deposit-list';
import { TRON_ADDRESS, stubWalletApi } from '../testing/fake-wallet-api';
import { DepositPanel } from './deposit-panel';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

function deposit(confirmations: number, status: 'pending' | 'credited') {
  return {
    id: 41,
    currencyId: 1,
    network: 'TRC20',
    address: TRON_ADDRESS,
    txId: 'a1b2c3',
    amount: '250.5',
    confirmations,
    requiredConfirmations: 12,
    status,
    createdAt: Date.UTC(2026, 10, 24, 8, 30),
    creditedAt: status === 'credited' ? Date.UTC(2026, 10, 24, 8, 31) : null,
  };
}

function serveAddress() {
  api.answer((call) =>
    call.path === 'asset/deposit/address'
      ? { data: { currencyId: 1, network: call.query.get('network'), address: TRON_ADDRESS } }
      : undefined,
  );
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('DepositPanel', () => {
  it('shows the address of the network with its QR code, minimum and confirmations, and copies it', async () => {
    serveAddress();
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(TRON_ADDRESS);
    expect(
      screen.getByRole('img', { name: 'QR code of your USDT address on Tron (TRC20)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('deposit-minimum')).toHaveTextContent('1.00 USDT');
    expect(screen.getByText('Confirmations needed').nextElementSibling).toHaveTextContent('12');
    expect(api.calls.find((c) => c.path === 'asset/deposit/address')?.query.toString()).toBe(
      'currencyId=1&network=TRC20',
    );
    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await navigator.clipboard.readText()).toBe(TRON_ADDRESS);
    await waitFor(() => expect(toasts()).toContain('Copied to the clipboard'));
  });

  it('counts a pending deposit’s confirmations and shows it credited, reading again while pending', async () => {
    serveAddress();
    let reads = 0;
    api.answer((call) => {
      if (call.path !== 'asset/deposit/list') return undefined;
      reads += 1;
      const row = reads === 1 ? deposit(3, 'pending') : deposit(12, 'credited');
      return { data: { list: [row], total: 1, page: 1, size: 10 } };
    });
    renderWithProviders(<DepositPanel />);
    const history = await screen.findByRole('table', { name: 'Deposit history' });
    expect(await within(history).findByText('Pending 3/12')).toBeInTheDocument();
    expect(history).toHaveTextContent('250.50000000 USDT');
    await waitFor(() => expect(within(history).getByText('Credited')).toBeInTheDocument(), {
      timeout: PENDING_REFRESH_MS + 2000,
    });
  });

  it('sends a test deposit to the user’s address on the demo exchange', async () => {
    serveAddress();
    api.answer((call) =>
      call.path === 'asset/deposit/demo' ? { data: deposit(0, 'pending') } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await screen.findByTestId('deposit-address');
    const amount = screen.getByRole('textbox', { name: 'Test amount' });
    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(screen.getByRole('button', { name: 'Send test deposit' }));
    await waitFor(() =>
      expect(api.posts('asset/deposit/demo')).toEqual([
        { currencyId: 1, network: 'TRC20', amount: '250.5' },
      ]),
    );
    expect(toasts()).toContain('Test deposit sent. It is credited after 12 confirmations.');
  });

  it('drops the test deposit where the server has no demo source (404)', async () => {
    serveAddress();
    api.answer((call) => (call.path === 'asset/deposit/demo' ? { status: 404 } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send test deposit' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send test deposit' })).toBeNull(),
    );
    expect(toasts()).toContain('Test deposits are turned off on this server.');
  });

  it('says why there is no address where the network has no deposit source', async () => {
    api.answer((call) =>
      call.path === 'asset/deposit/address'
        ? { code: 102600007, message: 'the server’s own sentence', data: { network: 'TRC20' } }
        : undefined,
    );
    renderWithProviders(<DepositPanel />);
    expect(await screen.findByText(/Deposits are not available on TRC20/)).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('says so while the user has no deposits', async () => {
    serveAddress();
    renderWithProviders(<DepositPanel />);
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });
});
