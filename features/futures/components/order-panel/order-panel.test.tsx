// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { sessionStore } from '@/features/session';
import { http, type RequestOptions } from '@/lib/http';
import { renderWithProviders } from '@/lib/test-utils/render';
import type { PrivateConfigs } from '../../api/get-private-configs';
import { orderFormStore } from '../../stores/order-form-store';
import { OrderPanel } from './order-panel';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const BTC = 1;
let confirmOrders: boolean;
const requests: { path: string; json: unknown }[] = [];

function privateConfigs(): PrivateConfigs {
  return {
    favorites: [],
    positionMode: { hedge: false },
    positionConfigs: [],
    preferences: {
      confirmOrders,
      dismissedNotices: {},
      colorConvention: 'greenUp',
      quantityUnit: 'base',
    },
  };
}

/** The server as the panel sees it: a verified user with 10 000 USDT in futures, 500.5 in spot. */
function answer(options: RequestOptions): unknown {
  const { path } = options;
  if (options.method === 'POST') requests.push({ path, json: options.json });
  switch (path) {
    case 'configs/public':
      return { contracts: [] };
    case 'configs/private':
      return privateConfigs();
    case 'user/base/info':
      return {
        userId: 7,
        userName: 'trader',
        email: null,
        phone: null,
        simpleStatus: 1,
        superStatus: 0,
        googleBound: false,
        residenceCountry: 'KR',
        kycLevel1: 'approved',
        kycLevel2: 'none',
        withdrawBlockedUntil: null,
      };
    case 'user/limit/country':
      return { country: 'KR', restricted: false, futuresAllowed: true, reason: null };
    case 'future/accounts':
      return [{ aid: 701, at: 1, assets: [{ cid: 1, avail: '10000' }], posis: [] }];
    case 'future/spotBalance':
      return [{ currencyId: 1, real: '500.5', trade: '500.5', frozen: '0' }];
    case 'future/order/place':
      return { orderId: 9, orderStatus: 2, filledQuantity: '0', duplicate: false };
    case 'configs/preferences':
      confirmOrders = false;
      return privateConfigs().preferences;
    case 'future/transfer':
      return { from: 'spot', to: 1, currencyId: 1, amount: '500.5', balances: [] };
    default:
      throw new Error(`unexpected request ${path}`);
  }
}

function logIn() {
  sessionStore.getState().tokenChanged('tok-1');
}

function markAt(price: string) {
  act(() => {
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: BTC, lp: price, mp: price }] } },
      ]);
  });
}

const placed = () => requests.filter((r) => r.path === 'future/order/place');

beforeEach(() => {
  confirmOrders = false;
  requests.length = 0;
  vi.spyOn(http, 'fetch').mockImplementation(async (options) => answer(options) as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().sessionCleared();
  orderFormStore.getState().contractChanged();
  clearToasts();
  localStorage.clear();
});

async function fillLimitOrder(price: string, quantity: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Price'), price);
  await user.type(screen.getByLabelText('Quantity'), quantity);
  return user;
}

describe('order panel', () => {
  it('shows a visitor the ticket with Log in and Sign up instead of order buttons', async () => {
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('button', { name: 'Buy/Long' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Limit' })).toBeInTheDocument();
  });

  it('places a limit order with the body the form describes, then keeps the price', async () => {
    logIn();
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    markAt('97000');
    const user = await fillLimitOrder('97000', '0.01');
    const buy = await screen.findByRole('button', { name: 'Buy/Long' });
    await waitFor(() => expect(buy).toBeEnabled());
    // 0.01 BTC at 97 000 = 970 USDT: 48.5 margin at 20x + 0.485 taker fee.
    expect(within(screen.getByTestId('order-summary-buy')).getByText('48.98')).toBeInTheDocument();
    await user.click(buy);

    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toEqual({
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      quantity: '0.01',
      quantityUnit: 'base',
      price: '97000',
      timeInForce: 'GTC',
      accountType: 1,
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9._:/-]{1,36}$/),
    });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Order placed'),
    );
    expect(screen.getByLabelText('Price')).toHaveValue('97000');
    expect(screen.getByLabelText('Quantity')).toHaveValue('');
  });

  it("shows the model's error under the quantity and keeps the buttons disabled", async () => {
    logIn();
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    markAt('97000');
    await fillLimitOrder('97000', '0.001');
    expect(
      await screen.findByText('Order value is below the minimum of 100 USDT'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy/Long' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell/Short' })).toBeDisabled();
  });

  it('asks for confirmation, and "Don\'t show again" turns it off in preferences', async () => {
    confirmOrders = true;
    logIn();
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    markAt('97000');
    const user = await fillLimitOrder('96000', '0.01');
    const sell = await screen.findByRole('button', { name: 'Sell/Short' });
    await waitFor(() => expect(sell).toBeEnabled());
    await user.click(sell);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sell')).toBeInTheDocument();
    expect(within(dialog).getByText('96,000.0')).toBeInTheDocument();
    expect(placed()).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.json).toMatchObject({ side: 'sell', price: '96000' });
    expect(requests.find((r) => r.path === 'configs/preferences')?.json).toEqual({
      confirmOrders: false,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('warns about easy liquidation above 10x in the leverage dialog', async () => {
    logIn();
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leverage 20x. Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Leverage above 10x makes liquidation easy to reach',
    );
    const input = within(dialog).getByRole('textbox', { name: 'Leverage' });
    await user.clear(input);
    await user.type(input, '10');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('leverage-max-position')).toHaveTextContent(
      /Maximum position at 10x: [\d,]+ USDT/,
    );
  });

  it('transfers the whole spot balance with Max and says so', async () => {
    logIn();
    renderWithProviders(<OrderPanel contractId={BTC} code="BTCUSDT" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Available: 500.50000000 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    await waitFor(() =>
      expect(requests.find((r) => r.path === 'future/transfer')?.json).toEqual({
        from: 'spot',
        to: 1,
        currencyId: 1,
        amount: '500.5',
      }),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Transfer was successful!',
      ),
    );
  });
});
