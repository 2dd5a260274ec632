// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiMessageToasts } from '@/components/providers/api-message-toasts';
import { clearToasts, toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { getUserInfoQueryOptions, sessionStore } from '@/features/session';
import { http } from '@/lib/http';
import { renderWithProviders } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import { switchToBonusAccount } from '../../hooks/use-bonus-account';
import { orderFormStore } from '../../stores/order-form-store';
import { OrderPanel } from './order-panel';
import {
  BTC,
  logIn,
  markAt,
  openPanel,
  placedOrders,
  server,
  serveFakeApi,
} from './order-panel.fixtures';
import { wireBalance } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

// The real client, before the fixture replaces it: the refusal test sends through it.
const realFetch = http.fetch.bind(http);
const words = en.Futures.OrderPanel;

/** The bonus account as the 3002 frames show it: a voucher's trial fund, its maximum leverage. */
function bonusBalance(wallet: string, maxLeverage: number | null) {
  act(() =>
    realtimeStore.getState().messagesReceived([
      {
        topic: 'match',
        payload: {
          type: 3002,
          data: [wireBalance({ account: 10, wallet, bonus: wallet, maxLeverage })],
        },
      },
    ]),
  );
}

/**
 * The logged-in user's panel on BTCUSDT at a mark of 97000, with a voucher's 150 USDT trial fund
 * (at most `maxLeverage`x) on the bonus account.
 */
function renderWithBonusAccount(
  ui: ReactElement = <OrderPanel contractId={BTC} code="BTCUSDT" />,
  maxLeverage = 10,
) {
  logIn();
  bonusBalance('150', maxLeverage);
  const rendered = renderWithProviders(ui);
  markAt('97000');
  return { ...rendered, user: userEvent.setup() };
}

async function chooseBonusAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: words.account.bonus }));
}

async function fillLimitBuy(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Price'), '97000');
  await user.type(screen.getByLabelText('Quantity'), '0.01');
  const buy = screen.getByRole('button', { name: 'Buy/Long' });
  await waitFor(() => expect(buy).toBeEnabled());
  return buy;
}

beforeEach(() => {
  serveFakeApi();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.getState().sessionCleared();
  orderFormStore.getState().contractChanged();
  // A reload: nothing chosen on the page yet.
  orderFormStore.setState({ accountType: null });
  act(() =>
    realtimeStore.setState({ positions: [], balances: {}, positionConfigs: {}, openOrders: {} }),
  );
  clearToasts();
  localStorage.clear();
});

describe('order panel account selector', () => {
  it('offers no account choice without a bonus account, and trades the main account', async () => {
    const user = openPanel();
    await user.click(await fillLimitBuy(user));

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(screen.queryByRole('tablist', { name: words.account.label })).toBeNull();
    expect(placedOrders()[0]?.json).toMatchObject({ accountType: 1 });
  });

  it('trades the bonus account once chosen: its balance, its leverage, cross and one-way fixed, accountType 10', async () => {
    server.hedge = true;
    const { user } = renderWithBonusAccount();
    const accounts = await screen.findByRole('tablist', { name: words.account.label });
    // The main account first: hedge mode with its Open / Close tabs.
    expect(within(accounts).getByRole('tab', { name: words.account.main })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(accounts).getByRole('tab', { name: words.account.bonus }));
    expect(within(accounts).getByRole('tab', { name: words.account.bonus })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(words.account.availableBonus)).toBeInTheDocument();
    expect(screen.getByTestId('order-available')).toHaveTextContent(/^150\.00\s*USDT$/);
    expect(screen.getByTestId('bonus-rules')).toHaveTextContent(
      words.account.rulesWithLeverage.replace('{max}', '10'),
    );
    const margin = screen.getByRole('button', {
      name: 'Margin mode: Cross, fixed on the bonus account',
    });
    const mode = screen.getByRole('button', {
      name: 'Position mode: One-way, fixed on the bonus account',
    });
    expect(margin).toBeDisabled();
    expect(mode).toBeDisabled();
    expect(margin).toHaveAccessibleDescription(/cross margin and one-way mode only/);
    // The bonus account's own leverage (configs/private?accountType=10), not the main one's.
    expect(await screen.findByRole('button', { name: 'Leverage 10x. Change' })).toBeEnabled();
    // One-way: no Open / Close tabs, Buy/Long and Sell/Short.
    expect(screen.queryByRole('tab', { name: 'Close' })).toBeNull();

    await user.click(await fillLimitBuy(user));
    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({
      accountType: 10,
      side: 'buy',
      price: '97000',
      quantity: '0.01',
    });
  });

  it('names the bonus account in the order confirmation', async () => {
    server.confirmOrders = true;
    const { user } = renderWithBonusAccount();
    await chooseBonusAccount(user);
    await user.click(await fillLimitBuy(user));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Account')).toBeInTheDocument();
    expect(within(dialog).getByText(words.account.bonus)).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ accountType: 10 });
  });

  it('caps the leverage at the voucher’s maximum and sets it on the bonus account', async () => {
    server.override['future/leverage'] = () => ({
      accountType: 10,
      contractId: BTC,
      isolated: false,
      leverage: 5,
      hedge: false,
    });
    const { user } = renderWithBonusAccount();
    await chooseBonusAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Leverage 10x. Change' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Leverage' });
    await user.clear(input);
    await user.type(input, '15');
    expect(
      within(dialog).getByText('Leverage must be a whole number from 1 to 10'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(server.requests.find((r) => r.path === 'future/leverage')?.json).toEqual({
        contractId: BTC,
        leverage: 5,
        accountType: 10,
      }),
    );
  });

  it('hands the panel back to the main account once the bonus account holds nothing', async () => {
    const { user } = renderWithBonusAccount();
    await chooseBonusAccount(user);
    expect(screen.getByTestId('order-panel-BTCUSDT')).toHaveAttribute('data-account', '10');

    // The trial fund expired: nothing left to trade on the bonus account.
    bonusBalance('0', null);
    await waitFor(() =>
      expect(screen.queryByRole('tablist', { name: words.account.label })).toBeNull(),
    );
    expect(screen.getByTestId('order-panel-BTCUSDT')).toHaveAttribute('data-account', '1');
    await user.click(await fillLimitBuy(user));
    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ accountType: 1 });
  });

  it('is chosen by the guided tour’s “switch to bonus account”', async () => {
    renderWithBonusAccount(undefined, 20);
    const bonus = await screen.findByRole('tab', { name: words.account.bonus });
    act(() => switchToBonusAccount());
    await waitFor(() => expect(bonus).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(bonus).toHaveFocus());
    expect(screen.getByTestId('bonus-rules')).toHaveTextContent('up to 20x');
    // Remembered like a choice made in the panel.
    await waitFor(() => expect(localStorage.getItem('futures.orderAccount.7')).toBe('10'));
  });

  it('remembers the chosen account across a reload, for this user only', async () => {
    const first = renderWithBonusAccount();
    await chooseBonusAccount(first.user);
    await waitFor(() => expect(localStorage.getItem('futures.orderAccount.7')).toBe('10'));
    first.unmount();

    // The page reloads: the store starts empty, the bonus balance arrives again.
    orderFormStore.setState({ accountType: null });
    const second = renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    const accounts = await screen.findByRole('tablist', { name: words.account.label });
    await waitFor(() =>
      expect(within(accounts).getByRole('tab', { name: words.account.bonus })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(screen.getByTestId('order-panel-BTCUSDT')).toHaveAttribute('data-account', '10');
    second.unmount();

    // Another user of the same browser starts on the main account.
    orderFormStore.setState({ accountType: null });
    server.user = { userId: 8 };
    const { queryClient } = renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    const theirs = await screen.findByRole('tablist', { name: words.account.label });
    // Once their user info is in, so the choice read is theirs, not "nobody's yet".
    await waitFor(() =>
      expect(queryClient.getQueryData(getUserInfoQueryOptions().queryKey)).toMatchObject({
        userId: 8,
      }),
    );
    expect(within(theirs).getByRole('tab', { name: words.account.main })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('order-panel-BTCUSDT')).toHaveAttribute('data-account', '1');
    expect(localStorage.getItem('futures.orderAccount.8')).toBeNull();
  });

  it('trades the main account after a reload when the remembered bonus account is empty', async () => {
    localStorage.setItem('futures.orderAccount.7', '10');
    logIn();
    bonusBalance('0', null);
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    markAt('97000');
    const user = userEvent.setup();
    await user.click(await fillLimitBuy(user));

    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ accountType: 1 });
    expect(screen.queryByRole('tablist', { name: words.account.label })).toBeNull();
    expect(screen.getByTestId('order-panel-BTCUSDT')).toHaveAttribute('data-account', '1');
    // Still remembered: the next voucher's trial fund opens on the bonus account again.
    expect(localStorage.getItem('futures.orderAccount.7')).toBe('10');
  });

  it('shows the server’s refusal of a bonus order as the translated code, not the server’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 101040501,
              message: 'trial / bonus position cannot be closed now',
              success: false,
              data: null,
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    server.override['future/order/place'] = (options) => realFetch(options);
    const { user } = renderWithBonusAccount(
      <>
        <ApiMessageToasts />
        <OrderPanel contractId={BTC} code="BTCUSDT" />
      </>,
    );
    await chooseBonusAccount(user);
    await user.click(await fillLimitBuy(user));

    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(en.Errors['101040501']),
    );
    expect(placedOrders()[0]?.json).toMatchObject({ accountType: 10 });
    expect(toastStore.getState().toasts.map((t) => t.message)).not.toContain('Order placed');
  });
});
