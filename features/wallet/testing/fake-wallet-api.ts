// A stand-in for the futures and v2 endpoints the wallet pages call, for component tests: the
// global fetch answers by path, so the app's own http client, envelopes and schemas run.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/toast';
import { balanceKey, realtimeStore, type AssetBalance } from '@/features/realtime';
import { forgetStepUp } from '@/features/security-verification';
import { sessionStore } from '@/features/session';
import { stepUpGrant } from '@/lib/test-utils/step-up';
import { wireBalance } from '@/lib/test-utils/wire-balance';
import { spotSymbols } from '@/lib/contract/reference-data';
import { WALLET_PREFERENCES_KEY, walletPreferencesStore } from '../stores/wallet-preferences';
import { closeTransferDialog } from '../stores/transfer-dialog-store';

export interface RecordedCall {
  method: string;
  /** Path after the API base, e.g. "future/transfer" or "asset/withdraw/apply". */
  path: string;
  query: URLSearchParams;
  json: unknown;
}

/** An answer: the `data` of a success envelope, or a refusal (`{ code, message }`, or an HTTP status). */
export type Answer =
  { data: unknown } | { code: number; message: string; data?: unknown } | { status: number };

export type Handler = (call: RecordedCall) => Answer | undefined | Promise<Answer | undefined>;

export const USDT_NETWORK = {
  network: 'TRC20',
  name: 'Tron (TRC20)',
  depositEnabled: true,
  withdrawEnabled: true,
  minDeposit: '1',
  confirmations: 12,
  minWithdraw: '10',
  withdrawFee: '1',
  addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  addressExample: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
};

export const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

export interface FakeWalletApi {
  calls: RecordedCall[];
  /** Answers tried before the defaults, newest first; return undefined to fall through. */
  handlers: Handler[];
  answer: (handler: Handler) => void;
  posts: (path: string) => unknown[];
}

function defaults(call: RecordedCall): Answer {
  switch (call.path) {
    case 'future/spotBalance':
      return { data: [{ currencyId: 1, real: '0', trade: '0', frozen: '0' }] };
    case 'future/accounts':
      return { data: [] };
    case 'future/pnl/history':
      return {
        data: {
          range: call.query.get('range'),
          from: 0,
          to: 0,
          list: [],
          total: { realizedPnl: '0', fees: '0', funding: '0', net: '0' },
        },
      };
    case 'asset/coin/list':
      return { data: [{ currencyId: 1, currency: 'USDT', networks: [USDT_NETWORK] }] };
    case 'asset/deposit/list':
    case 'asset/withdraw/list':
    case 'asset/history':
      return { data: { list: [], total: 0, page: 1, size: 20 } };
    case 'asset/ledger':
      return { data: { list: [], totals: {}, total: 0, page: 1, size: 20 } };
    case 'asset/withdraw/address/list':
      return { data: [] };
    // The step-up a new withdrawal address asks for, granted for 5 minutes, and its codes.
    case 'user/security/stepUp':
      return { data: stepUpGrant() };
    case 'user/common/gateway/send/email':
    case 'user/common/gateway/send/sms':
      return { data: { retryAfterSeconds: 60 } };
    case 'user/futures/status':
      return { data: { opened: false, openedAt: null } };
    case 'user/base/info':
      return {
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
          withdrawBlockedUntil: null,
        },
      };
    default:
      throw new Error(`unexpected request ${call.method} ${call.path}`);
  }
}

function envelope(answer: Answer): Response {
  if ('status' in answer) return new Response('', { status: answer.status });
  const body =
    'code' in answer
      ? { code: answer.code, success: false, message: answer.message, data: answer.data ?? null }
      : { code: 0, success: true, message: 'ok', data: answer.data };
  return new Response(JSON.stringify(body), { status: 200 });
}

/** For each test of the file: a fresh fake API, a logged-in session, empty stores. */
export function stubWalletApi(): FakeWalletApi {
  const api: FakeWalletApi = {
    calls: [],
    handlers: [],
    answer: (handler) => api.handlers.unshift(handler),
    posts: (path) =>
      api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.json),
  };
  beforeEach(() => {
    api.calls.length = 0;
    api.handlers.length = 0;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api\/(v2|futures|market)\//, '');
      const call: RecordedCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        path,
        query: url.searchParams,
        json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      api.calls.push(call);
      for (const handler of api.handlers) {
        const answer = await handler(call);
        if (answer) return envelope(answer);
      }
      return envelope(defaults(call));
    });
    sessionStore.getState().tokenChanged('tok-wallet');
    forgetStepUp();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Before the store is reset: a page still mounted reads the preferences again when `loaded`
    // turns false, and would carry this test's "hide amounts" into the next one.
    localStorage.removeItem(WALLET_PREFERENCES_KEY);
    act(() => {
      sessionStore.getState().sessionCleared();
      realtimeStore.getState().privateDataCleared();
      // A spot price of one test would value the next one's total.
      realtimeStore.setState({ spotMarkets: {} });
      closeTransferDialog();
      walletPreferencesStore.setState({
        hideSmallBalances: false,
        hideAmounts: false,
        loaded: false,
      });
      clearToasts();
    });
  });
  return api;
}

/**
 * A 3002 balance frame, as the socket delivers it: whole rows, each the wallet's row in the store
 * with the figures given changed (a wallet the store lacks: an empty one, lib/test-utils).
 */
export function balanceFrame(
  changes: (Partial<AssetBalance> & Pick<AssetBalance, 'account' | 'currencyId'>)[],
): void {
  const { balances } = realtimeStore.getState();
  const data = changes.map((change) => {
    const current = balances[balanceKey(change)];
    return current ? { ...current, ...change } : wireBalance({ real: '0', ...change });
  });
  act(() => {
    realtimeStore.getState().messagesReceived([{ topic: 'match', payload: { type: 3002, data } }]);
  });
}

/** The BTCUSDT last price (contract 1) as the indicator topic carries it. */
export function btcPriceAt(price: string): void {
  act(() => {
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: price, mp: price }] } },
      ]);
  });
}

/** The spot BTC/USDT market's last price, as the `indicator` topic's `markets` carry it. */
export function spotBtcPriceAt(price: string): void {
  const btc = spotSymbols.find((s) => s.symbol === 'btcusdt');
  act(() => {
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { markets: [{ cid: btc?.instrumentId ?? 0, lp: price }] } },
      ]);
  });
}

/** The text of the CSV the export button hands to the browser. */
export function captureCsv(): () => Promise<string> {
  let blob: Blob | undefined;
  const create = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:csv';
  });
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    if (!blob) throw new Error('no CSV was exported');
    // The BOM first, so spreadsheets read UTF-8.
    return (await blob.text()).replace(/^\uFEFF/, '');
  };
}
