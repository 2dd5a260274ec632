// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import type { SecondFactor, WireSavedAddress, WithdrawStatus } from '@/lib/contract/wire/wallet';
import { wireSavedAddress, wireWithdrawal, wireWithdrawInfo } from '@/lib/test-utils/wire-wallet';
import { TRON_ADDRESS, stubWalletApi } from '../testing/fake-wallet-api';
import { WithdrawPanel } from './withdraw-panel';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

function serveInfo({
  secondFactor = 'google',
  blockedUntil = null,
  enabled = true,
}: { secondFactor?: SecondFactor; blockedUntil?: number | null; enabled?: boolean } = {}) {
  api.answer((call) =>
    call.path === 'asset/withdraw/info'
      ? { data: wireWithdrawInfo({ blockedUntil, secondFactor, enabled }) }
      : undefined,
  );
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

async function fillForm(user: ReturnType<typeof userEvent.setup>, address: string, amount: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Withdrawal address' }), address);
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
}

describe('WithdrawPanel', () => {
  it('checks the address format, the minimum and what is available, and sends nothing', async () => {
    serveInfo();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    expect(await screen.findByText('Available: 500.5 USDT · Minimum: 10 USDT')).toBeInTheDocument();
    await fillForm(user, 'not-an-address', '5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      screen.getByText(`This is not a Tron (TRC20) address (for example ${TRON_ADDRESS})`),
    ).toBeInTheDocument();
    expect(screen.getByText('The minimum withdrawal is 10 USDT')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500.51');
    expect(
      screen.getByText(
        'At most 500.5 USDT, your available balance (the fee is taken from the amount)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts('asset/withdraw/apply')).toEqual([]);
  });

  it('fills the whole available balance with Max and shows what arrives after the fee', async () => {
    serveInfo();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.5');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('499.50000000 USDT');
  });

  it('withdraws after the authenticator code, with the body the form describes', async () => {
    serveInfo();
    api.answer((call) =>
      call.path === 'asset/withdraw/apply'
        ? { data: wireWithdrawal({ id: 88, address: TRON_ADDRESS }) }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await fillForm(user, TRON_ADDRESS, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(dialog).toHaveTextContent('You receive99.00000000 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      within(dialog).getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts('asset/withdraw/apply')).toEqual([
      { currencyId: 1, network: 'TRC20', address: TRON_ADDRESS, amount: '100', code: '123456' },
    ]);
    expect(toasts()).toContain('Withdrawal requested');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('keeps the dialog open with the server’s refusal of a wrong code', async () => {
    serveInfo();
    api.answer((call) =>
      call.path === 'asset/withdraw/apply'
        ? { code: 102020704, message: 'authenticator code wrong' }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await fillForm(user, TRON_ADDRESS, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      'Wrong authenticator code',
    );
  });

  it('sends an e-mail code when the account uses e-mail, then waits before sending again', async () => {
    serveInfo({ secondFactor: 'email' });
    api.answer((call) =>
      call.path === 'asset/withdraw/sendCode'
        ? { data: { channel: 'email', resendAfterSeconds: 60 } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await fillForm(user, TRON_ADDRESS, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Send a code by e-mail' }));
    expect(
      await within(dialog).findByText('A code was sent to your e-mail address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(api.posts('asset/withdraw/sendCode')).toEqual([{}]);
  });

  it('shows the 24 h block with its end and sends nothing', async () => {
    const until = Date.UTC(2026, 10, 25, 9, 15);
    vi.spyOn(Date, 'now').mockReturnValue(until - 3_600_000);
    serveInfo({ blockedUntil: until });
    renderWithProviders(<WithdrawPanel />);
    const block = await screen.findByTestId('withdraw-blocked');
    const end = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(until);
    expect(block).toHaveTextContent(`Withdrawals are blocked until ${end}`);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('lets a device that was logged in before the change withdraw, although the account has a block', async () => {
    serveInfo({ blockedUntil: null });
    api.answer((call) =>
      call.path === 'user/base/info'
        ? {
            data: {
              userId: 7,
              userName: 'holder',
              email: 'holder@example.com',
              phone: null,
              simpleStatus: 1,
              superStatus: 0,
              googleBound: true,
              residenceCountry: 'JP',
              kycLevel1: 'approved',
              kycLevel2: 'none',
              withdrawBlockedUntil: Date.now() + 3_600_000,
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await fillForm(user, TRON_ADDRESS, '100');
    expect(screen.queryByTestId('withdraw-blocked')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('says when withdrawals on the network are paused and sends nothing', async () => {
    serveInfo({ enabled: false });
    renderWithProviders(<WithdrawPanel />);
    expect(
      await screen.findByText('Withdrawals on Tron (TRC20) are paused right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('saves an address in the address book after the step-up and picks it from there', async () => {
    serveInfo();
    const saved: WireSavedAddress[] = [];
    api.answer((call) => {
      if (call.path === 'asset/withdraw/address/list') return { data: saved };
      if (call.path === 'asset/withdraw/address/add') {
        const { address, label } = call.json as { address: string; label: string };
        saved.push(wireSavedAddress({ id: 3, address, label }));
        return { data: saved[saved.length - 1] };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await user.click(await screen.findByRole('button', { name: 'Address book' }));
    let book = await screen.findByRole('dialog', { name: 'Address book · Tron (TRC20)' });
    expect(
      await within(book).findByText('No saved addresses on this network yet.'),
    ).toBeInTheDocument();
    await user.type(within(book).getByRole('textbox', { name: 'Address' }), 'T-bad');
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    expect(within(book).getByText('Give the address a name')).toBeInTheDocument();
    expect(within(book).getByText(/This is not a Tron \(TRC20\) address/)).toBeInTheDocument();
    await user.clear(within(book).getByRole('textbox', { name: 'Address' }));
    await user.type(within(book).getByRole('textbox', { name: 'Address' }), TRON_ADDRESS);
    await user.type(within(book).getByRole('textbox', { name: 'Name' }), 'Cold wallet');
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    expect(api.posts('asset/withdraw/address/add')).toEqual([]);
    // A new address asks for the password and the authenticator code first.
    await passStepUp(user, { code: '123456' });
    await waitFor(() =>
      expect(api.posts('asset/withdraw/address/add')).toEqual([
        {
          currencyId: 1,
          network: 'TRC20',
          address: TRON_ADDRESS,
          label: 'Cold wallet',
          stepUpToken: STEP_UP_TOKEN,
        },
      ]),
    );
    expect(api.posts('user/security/stepUp')).toEqual([{ password: 'Abcdef12!', code: '123456' }]);
    book = screen.getByRole('dialog', { name: 'Address book · Tron (TRC20)' });
    await user.click(
      await within(book).findByRole('button', { name: 'Use the address “Cold wallet”' }),
    );
    expect(screen.getByRole('textbox', { name: 'Withdrawal address' })).toHaveValue(TRON_ADDRESS);
  });

  it('lists withdrawals with their states and cancels one still requested', async () => {
    serveInfo();
    const row = (id: number, status: WithdrawStatus, needsApproval = false) =>
      wireWithdrawal({ id, status, needsApproval, address: TRON_ADDRESS });
    let first = row(3, 'requested');
    api.answer((call) => {
      if (call.path === 'asset/withdraw/list') {
        return {
          data: {
            list: [first, row(2, 'requested', true), row(1, 'completed')],
            total: 3,
            page: 1,
            size: 10,
          },
        };
      }
      if (call.path === 'asset/withdraw/cancel') {
        first = row(3, 'cancelled');
        return { data: first };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    const list = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(list).findByText('Completed');
    expect(within(list).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Cancel withdrawal/ })).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Cancel withdrawal 3' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(api.posts('asset/withdraw/cancel')).toEqual([{ id: 3 }]));
    expect(await within(list).findByText('Cancelled')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Cancel withdrawal/ })).toHaveLength(1);
  });
});
