import type { ApiKeyService } from '../auth/api-keys';
import type { ApiKeyPermission } from '../db/schema';

/**
 * The one place that says which private routes accept a signed API-key request, and with which
 * permission: `read` for what only looks, `trade` for anything that changes the account (orders,
 * cancels, positions, transfers between the user's own wallets, leverage and modes, settings).
 * Every route not listed here answers a signed request with 102400006 (session only): key
 * management itself, password, authenticator, verification codes, KYC, opening futures, logout.
 * No route withdraws, and no key could be given that permission.
 *
 * Every private futures route must be listed: the trading route adapter refuses to register one
 * that is not (api/trading-route.ts), so a new route cannot be exposed to keys by accident or
 * silently left out.
 */
export const API_KEY_ROUTES = {
  futures: {
    '/configs/private': 'read',
    '/configs/preferences': 'trade',
    '/future/addFavorite': 'trade',
    '/future/deleteFavorite': 'trade',
    '/future/spotBalance': 'read',
    '/future/accounts': 'read',
    '/future/transfer': 'trade',
    '/future/leverage': 'trade',
    '/future/marginMode': 'trade',
    '/future/positionMode': 'trade',
    '/future/order/open': 'read',
    '/future/order/place': 'trade',
    '/future/order/placeBatch': 'trade',
    '/future/order/amend': 'trade',
    '/future/order/cancel': 'trade',
    '/future/order/cancelGroup': 'trade',
    '/future/order/cancelAll': 'trade',
    '/future/order/history': 'read',
    '/future/order/detail': 'read',
    '/future/trade/history': 'read',
    '/future/pnl/history': 'read',
    '/future/liquidation/history': 'read',
    '/future/funding/history': 'read',
    '/future/position/list': 'read',
    '/future/position/tpsl': 'trade',
    '/future/position/tpsl/partial': 'trade',
    '/future/position/margin': 'trade',
    '/future/position/close': 'trade',
    '/future/position/closeAll': 'trade',
    '/future/position/reverse': 'trade',
    '/future/position/history': 'read',
    '/position/history': 'read',
  },
  v2: {
    '/user/base/info': 'read',
    '/user/limit/country': 'read',
    '/user/futures/status': 'read',
    // The wallet (issue 16): keys may read; moving money in, out or to an address is session
    // only (the demo credits too: free test money is not a program's to take).
    '/asset/demo/deposit': 'session',
    '/asset/deposit/address': 'read',
    '/asset/deposit/list': 'read',
    '/asset/deposit/demo': 'session',
    '/asset/withdraw/info': 'read',
    '/asset/withdraw/list': 'read',
    '/asset/withdraw/apply': 'session',
    '/asset/withdraw/cancel': 'session',
    '/asset/withdraw/address/list': 'read',
    '/asset/withdraw/address/add': 'session',
    '/asset/withdraw/address/delete': 'session',
    '/asset/history': 'read',
    '/asset/ledger': 'read',
    '/rewards/tasks': 'read',
    '/rewards/vouchers': 'read',
    '/rewards/grants': 'read',
    '/rewards/voucher/use': 'session',
    '/referral/info': 'read',
    '/referral/invitees': 'read',
    '/referral/commissions': 'read',
    '/referral/partner/apply': 'session',
    '/referral/partner': 'read',
    '/user/tour': 'read',
    '/user/tour/update': 'session',
    // Copy trading (issue 17): keys may read; following, stopping and offering are session only.
    '/follow/lead/info': 'read',
    '/follow/lead/apply': 'session',
    '/follow/lead/stop': 'session',
    '/follow/start': 'session',
    '/follow/stop': 'session',
    '/follow/list': 'read',
    '/follow/positions': 'read',
    '/follow/trades': 'read',
  },
} as const satisfies Record<string, Record<string, ApiKeyPermission | 'session'>>;

export type ApiBase = keyof typeof API_KEY_ROUTES;

/** The permission a signed request needs on `url` of `base`; undefined: session only. */
export function apiKeyPermissionOf(base: ApiBase, url: string): ApiKeyPermission | undefined {
  const routes: Readonly<Record<string, ApiKeyPermission | 'session'>> = API_KEY_ROUTES[base];
  const listed = Object.hasOwn(routes, url) ? routes[url] : undefined;
  return listed === 'session' ? undefined : listed;
}

/**
 * Whether the table decides `url` of `base` (a permission, or `session`: listed on purpose as
 * refusing keys). The route adapter registers only listed routes.
 */
export function apiKeyRouteListed(base: ApiBase, url: string): boolean {
  return Object.hasOwn(API_KEY_ROUTES[base], url);
}

/** What a route needs to accept signed requests: the keys and which base it is served on. */
export interface ApiKeyRouting {
  keys: ApiKeyService;
  base: ApiBase;
  now: () => number;
}
