// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFormStore } from '@/features/futures';
import { grants, NOW, voucher } from '@/features/rewards/testing';
import { stubWalletApi, type Handler } from '@/features/wallet/testing/fake-wallet-api';
import { renderWithProviders } from '@/lib/test-utils/render';
import { wirePosition } from '@/lib/test-utils/wire-position';
import en from '@/messages/en.json';
import { FundAccountsView } from './fund-accounts-view';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const f = en.Wallet.Fund;
const api = stubWalletApi();

afterEach(() => act(() => orderFormStore.setState({ accountType: null })));

const HOUR = 3_600_000;

/** future/accounts: one account of each fund type, as the server sends them. */
const FUNDED_ACCOUNTS = [
  wireAccount({
    aid: 710,
    at: 10,
    // A 150 USDT voucher in use (20x) and its one position: 0.005 BTC long at 20x, bought at
    // 100 000 and marked at 99 000, 5 USDT under water, holding 24.75 of margin.
    assets: [
      wireAccountAsset({
        wallet: '150',
        avail: '120.25',
        upnl: '-5',
        bonus: '150',
        maxLeverage: 20,
      }),
    ],
    posis: [
      wirePosition({
        positionId: 9,
        accountType: 10,
        size: '0.005',
        entryPrice: '100000',
        markPrice: '99000',
        margin: '24.75',
        upnl: '-5',
        openedAt: NOW - HOUR,
        autoCloseAt: NOW + 23 * HOUR,
      }),
    ],
  }),
  wireAccount({
    aid: 730,
    at: 30,
    assets: [wireAccountAsset({ wallet: '25', bonus: '25' })],
  }),
  wireAccount({
    aid: 711,
    at: 11,
    assets: [wireAccountAsset({ wallet: '500', avail: '400', upnl: '12.3' })],
  }),
];

const FOLLOW = {
  followId: 5,
  leaderId: 41,
  nickname: 'Aurora',
  amount: '500',
  tradeCap: '200',
  status: 'active',
  stopReason: null,
  createdAt: NOW - HOUR,
  stoppedAt: null,
  equity: '512.3',
  returned: null,
  pnl: '12.3',
  roi: '0.0246',
};

function serve({
  accounts = [] as unknown[],
  vouchers = [] as unknown[],
  summary = grants({ granted: '0', available: '0', count: 0 }),
  follow = null as unknown,
} = {}) {
  const handler: Handler = (call) => {
    switch (call.path) {
      case 'future/accounts':
        return { data: accounts };
      case 'rewards/vouchers':
        return { data: { list: vouchers } };
      case 'rewards/grants':
        return { data: summary };
      case 'follow/positions':
        return { data: { follow, account: null, positions: [] } };
      default:
        return undefined;
    }
  };
  api.answer(handler);
}

function figure(card: HTMLElement, label: string): string {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('the funding account page', () => {
  it('shows a user with each account funded its figures, vouchers, follow and rules', async () => {
    serve({
      accounts: FUNDED_ACCOUNTS,
      vouchers: [
        voucher({ state: 'used', usedAt: NOW - HOUR }),
        voucher({ id: 12, taskKey: 'signUp', amount: '10' }),
      ],
      summary: grants({
        granted: '160',
        available: '10',
        used: '150',
        count: 2,
        bonusAccount: {
          balance: '150',
          trialFund: '150',
          ownFunds: '0',
          maxLeverage: 20,
          expiresAt: NOW + 14 * 24 * HOUR,
          position: {
            positionId: 9,
            contractId: 1,
            openedAt: NOW - HOUR,
            autoCloseAt: NOW + 23 * HOUR,
          },
        },
      }),
      follow: FOLLOW,
    });
    renderWithProviders(<FundAccountsView />);

    const bonus = await screen.findByTestId('fund-account-10');
    await waitFor(() => expect(bonus).toHaveAttribute('data-status', 'open'));
    expect(within(bonus).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Bonus account · USDT',
    );
    expect(figure(bonus, f.figures.equity)).toBe('145.00 USDT');
    expect(figure(bonus, f.figures.wallet)).toBe('150.00 USDT');
    expect(figure(bonus, f.figures.available)).toBe('120.25 USDT');
    expect(figure(bonus, f.figures.unrealizedPnl)).toBe('−5.00 USDT');
    expect(figure(bonus, f.figures.trialFund)).toBe('150.00 USDT');
    expect(figure(bonus, f.figures.leverage)).toBe('20x');
    // The voucher's terms from the rewards: its expiry and the open position's countdown.
    expect(await within(bonus).findByText(/^The trial fund expires on /)).toBeInTheDocument();
    expect(within(bonus).getByTestId('bonus-auto-close-countdown')).toBeInTheDocument();
    const bonusRules = within(bonus).getByRole('list', { name: f.rulesHeading });
    expect(bonusRules).toHaveTextContent(
      'Positions trade at the leverage the voucher designates: at most 20x.',
    );
    expect(bonusRules).toHaveTextContent(f.bonus.rules.notWithdrawable);
    expect(bonusRules).toHaveTextContent(f.bonus.rules.depositFirst);
    expect(
      within(bonus).getByRole('button', { name: 'Transfer with the Bonus account' }),
    ).toBeInTheDocument();
    const trade = within(bonus).getByRole('link', { name: 'Trade with the Bonus account' });
    expect(trade).toHaveAttribute('href', '/futures/BTCUSDT');

    const vouchers = screen.getByTestId('fund-account-30');
    expect(within(vouchers).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Bonus voucher account · USDT',
    );
    expect(figure(vouchers, f.figures.wallet)).toBe('25.00 USDT');
    expect(figure(vouchers, f.figures.voucherLeft)).toBe('25.00 USDT');
    const list = await within(vouchers).findAllByTestId('voucher');
    expect(list.map((v) => v.getAttribute('data-state'))).toEqual(['used', 'available']);
    expect(within(vouchers).getByTestId('grants-granted')).toHaveTextContent('160 USDT');
    // One voucher at a time: the bonus account holds this one's trial fund.
    expect(within(vouchers).getByTestId('use-voucher')).toBeDisabled();
    expect(vouchers).toHaveTextContent(en.Rewards.Vouchers.bonusBusy);
    expect(within(vouchers).getByRole('list', { name: f.rulesHeading })).toHaveTextContent(
      f.grants.rules.selectFirst,
    );
    expect(within(vouchers).queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();

    const follow = screen.getByTestId('fund-account-11');
    expect(figure(follow, f.figures.equity)).toBe('512.30 USDT');
    expect(figure(follow, f.figures.unrealizedPnl)).toBe('+12.30 USDT');
    const current = await within(follow).findByTestId('current-follow-summary');
    expect(current).toHaveTextContent('Following Aurora');
    expect(figure(current, en.CopyTrading.Fund.amount)).toBe('500.00 USDT');
    expect(within(follow).getByRole('list', { name: f.rulesHeading })).toHaveTextContent(
      'A follow starts with at least 10 USDT.',
    );
    expect(within(follow).getByRole('link', { name: f.copyTrading })).toHaveAttribute(
      'href',
      '/copy-trading',
    );
  });

  it('trades with the bonus account: the order panel is switched to it', async () => {
    serve({ accounts: FUNDED_ACCOUNTS });
    const user = userEvent.setup();
    renderWithProviders(<FundAccountsView />);
    const trade = await screen.findByRole('link', { name: 'Trade with the Bonus account' });
    // jsdom cannot follow links: the test only checks what happens before the navigation.
    trade.addEventListener('click', (event) => event.preventDefault());
    await user.click(trade);
    expect(orderFormStore.getState().accountType).toBe(10);
  });

  it('tells a user with no fund account how each one opens', async () => {
    serve();
    renderWithProviders(<FundAccountsView />);
    const bonus = await screen.findByTestId('fund-account-10');
    await waitFor(() => expect(bonus).toHaveAttribute('data-status', 'notOpened'));
    expect(bonus).toHaveTextContent(f.bonus.notOpened);
    // No voucher in use: the rule names no number.
    expect(within(bonus).getByRole('list', { name: f.rulesHeading })).toHaveTextContent(
      f.bonus.rules.leverageOfVoucher,
    );
    expect(within(bonus).queryByRole('link', { name: /^Trade/ })).not.toBeInTheDocument();
    expect(within(bonus).queryByTestId('bonus-voucher-terms')).not.toBeInTheDocument();

    const vouchers = screen.getByTestId('fund-account-30');
    expect(vouchers).toHaveAttribute('data-status', 'notOpened');
    expect(vouchers).toHaveTextContent(f.grants.notOpened);
    expect(
      await within(vouchers).findByText(en.Rewards.Fund.noVouchers, { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(vouchers).getByRole('link', { name: en.Rewards.Fund.earnVouchers }),
    ).toHaveAttribute('href', '/rewards');

    const follow = screen.getByTestId('fund-account-11');
    expect(follow).toHaveAttribute('data-status', 'notOpened');
    expect(follow).toHaveTextContent(f.follow.notOpened);
    expect(await within(follow).findByTestId('current-follow-summary')).toHaveTextContent(
      en.CopyTrading.Fund.none,
    );
  });

  it('uses a voucher from the voucher account once it is selected', async () => {
    serve({
      vouchers: [voucher()],
      summary: grants({ granted: '150', available: '150', count: 1 }),
    });
    api.answer((call) =>
      call.path === 'rewards/voucher/use'
        ? {
            data: {
              voucher: voucher({ state: 'used', usedAt: NOW }),
              bonusAccount: {
                balance: '150',
                trialFund: '150',
                ownFunds: '0',
                maxLeverage: 20,
                expiresAt: NOW + HOUR,
                position: null,
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<FundAccountsView />);
    const vouchers = await screen.findByTestId('fund-account-30');
    const use = await within(vouchers).findByTestId('use-voucher');
    expect(use).toBeDisabled();
    expect(vouchers).toHaveTextContent(en.Rewards.Vouchers.selectFirst);
    await user.click(within(vouchers).getByRole('radio', { name: '150 USDT' }));
    await user.click(use);
    const dialog = await screen.findByRole('dialog', { name: en.Rewards.Use.title });
    await user.click(within(dialog).getByTestId('confirm-use-voucher'));
    expect(await screen.findByTestId('voucher-used')).toHaveTextContent(
      '150 USDT is now in your bonus account.',
    );
    expect(api.posts('rewards/voucher/use')).toEqual([{ voucherId: 11 }]);
  });

  it('says when the balances cannot be read, and reads them again', async () => {
    serve();
    let fail = true;
    api.answer((call) => (call.path === 'future/accounts' && fail ? { status: 503 } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<FundAccountsView />);
    const retry = await screen.findByRole('button', { name: en.Wallet.Common.retry });
    expect(screen.getByTestId('fund-account-10')).toHaveAttribute('data-status', 'failed');
    // Unknown is not "not opened".
    expect(screen.queryByText(f.bonus.notOpened)).not.toBeInTheDocument();
    fail = false;
    api.answer((call) => (call.path === 'future/accounts' ? { data: FUNDED_ACCOUNTS } : undefined));
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByTestId('fund-account-10')).toHaveAttribute('data-status', 'open'),
    );
    expect(screen.queryByRole('button', { name: en.Wallet.Common.retry })).not.toBeInTheDocument();
  });
});
