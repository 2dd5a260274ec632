// A stand-in for the futures and v2 APIs as the order panel sees them, for component tests, and
// the steps the tests take on the panel.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/toast';
import { livePositionOf, realtimeStore } from '@/features/realtime';
import { sessionStore, type UserInfo } from '@/features/session';
import { http, type RequestOptions } from '@/lib/http';
import { renderWithProviders, type ProviderOptions } from '@/lib/test-utils/render';
import { wirePosition } from '@/lib/test-utils/wire-position';
import type { FuturesAccount } from '../../api/get-accounts';
import type { PrivateConfigs } from '../../api/get-private-configs';
import { createOrderFormStore, orderFormStore } from '../../stores/order-form-store';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OrderPanel } from './order-panel';

export const BTC = 1;

export interface FakeServer {
  hedge: boolean;
  confirmOrders: boolean;
  quantityUnit: 'contract' | 'base' | 'quote';
  user: Partial<UserInfo>;
  accounts: FuturesAccount[];
  /** The bonus account's leverage on every contract (configs/private?accountType=10). */
  bonusLeverage: number;
  /** POST bodies by path, in order. */
  requests: { path: string; json: unknown }[];
  /** Answers a path with this instead (e.g. a thrown ApiError); it gets the request. */
  override: Record<string, (options: RequestOptions) => unknown>;
}

export const server: FakeServer = {
  hedge: false,
  confirmOrders: false,
  quantityUnit: 'base',
  user: {},
  accounts: [],
  bonusLeverage: 10,
  requests: [],
  override: {},
};

export function resetServer(): void {
  Object.assign(server, {
    hedge: false,
    confirmOrders: false,
    quantityUnit: 'base',
    user: {},
    accounts: [{ aid: 701, at: 1, assets: [{ cid: 1, avail: '10000' }], posis: [] }],
    bonusLeverage: 10,
    requests: [],
    override: {},
  });
}

function privateConfigs(accountType?: unknown): PrivateConfigs {
  const bonus = accountType === 10;
  return {
    favorites: [],
    positionMode: { hedge: bonus ? false : server.hedge },
    positionConfigs: bonus
      ? [{ contractId: BTC, isolated: false, leverage: server.bonusLeverage }]
      : [],
    preferences: {
      confirmOrders: server.confirmOrders,
      dismissedNotices: {},
      colorConvention: 'greenUp',
      quantityUnit: server.quantityUnit,
    },
  };
}

function answer(options: RequestOptions): unknown {
  const { path } = options;
  if (options.method === 'POST') server.requests.push({ path, json: options.json });
  const override = server.override[path];
  if (override) return override(options);
  switch (path) {
    case 'configs/public':
      return { contracts: [] };
    case 'configs/private':
      return privateConfigs(options.query?.accountType);
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
        ...server.user,
      };
    case 'user/limit/country':
      return { country: 'KR', restricted: false, futuresAllowed: true, reason: null };
    case 'future/accounts':
      return server.accounts;
    case 'future/spotBalance':
      return [{ currencyId: 1, real: '500.5', trade: '500.5', frozen: '0' }];
    case 'future/order/place':
      return { ...wireOrder(9, 2), duplicate: false };
    case 'configs/preferences':
      server.confirmOrders = false;
      return privateConfigs().preferences;
    case 'future/transfer':
      return { from: 'spot', to: 1, currencyId: 1, amount: '500.5', balances: [] };
    default:
      throw new Error(`unexpected request ${path}`);
  }
}

/** Routes every request of the http client to the fake server. */
export function serveFakeApi(): void {
  resetServer();
  vi.spyOn(http, 'fetch').mockImplementation(async (options) => answer(options) as never);
}

export function logIn(): void {
  sessionStore.getState().tokenChanged('tok-1');
}

export function markAt(price: string): void {
  act(() => {
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: BTC, lp: price, mp: price }] } },
      ]);
  });
}

/** The order book of BTCUSDT as a depth snapshot shows it: [price, quantity] levels. */
export function bookAt(asks: [string, string][], bids: [string, string][]): void {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'future_snapshot_depth', payload: { sc: 'BTCUSDT', asks, bids } },
      ]),
  );
}

/** The order panel of BTCUSDT, for whoever is logged in (a visitor unless the test logs in). */
export function renderPanel(options?: ProviderOptions) {
  return renderWithProviders(
    createElement(OrderPanel, { contractId: BTC, code: 'BTCUSDT' }),
    options,
  );
}

export interface OpenPanelOptions extends ProviderOptions {
  /** The mark and last price once the panel shows; null for none. */
  mark?: string | null;
  /** A BTC position the user holds before the panel opens (a long for a positive size). */
  position?: { size: string; entryPrice: string };
}

/**
 * The logged-in user's panel on BTCUSDT, the mark and last at 97,000 unless told otherwise.
 * Returns the user who drives it.
 */
export function openPanel({ mark = '97000', position, ...providers }: OpenPanelOptions = {}) {
  logIn();
  if (position) {
    const held = wirePosition({ positionId: 5, contractId: BTC, ...position });
    act(() => realtimeStore.setState({ positions: [livePositionOf(held)] }));
  }
  renderPanel(providers);
  if (mark !== null) markAt(mark);
  return userEvent.setup();
}

/** Types a limit order's price and quantity into the panel; returns the user who typed them. */
export async function typeLimitOrder(price: string, quantity: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Price'), price);
  await user.type(screen.getByLabelText('Quantity'), quantity);
  return user;
}

export const placedOrders = () => server.requests.filter((r) => r.path === 'future/order/place');

/**
 * For every test of the calling file: the fake API serves the panel, and afterwards the session,
 * the form (its tabs included), the positions, the book, the toasts and the stored preferences are as if new.
 */
export function serveFakeApiInEachTest(): void {
  beforeEach(() => {
    serveFakeApi();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.getState().sessionCleared();
    // The data of a new store; its actions stay this store's own.
    const { price, quantity, quantityUnit, choices } = createOrderFormStore().getState();
    orderFormStore.setState({ price, quantity, quantityUnit, choices });
    act(() => realtimeStore.setState({ positions: [], depth: {} }));
    clearToasts();
    localStorage.clear();
  });
}
