/**
 * The route table from the spec (section 2). One place says, per page, which layout it uses,
 * whether the footer and back link show, whether it forces a theme or opens in one unless the
 * visitor chose, and whether it is indexed.
 * Paths are given without the language prefix.
 */
import { contracts, contractCode, findContractByCode } from './contract/reference-data';
import { HELP_ARTICLE_SLUGS, isHelpArticleSlug } from './help/slugs';

export type LayoutName = 'default' | 'auth' | 'trading';
export type ForcedTheme = 'dark' | 'light';

export interface RouteDefinition {
  id: RouteId;
  /** Path pattern without the language prefix; `:symbol?` marks the optional contract code. */
  pattern: string;
  layout: LayoutName;
  hideFooter: boolean;
  hideBackLink: boolean;
  forcedTheme?: ForcedTheme;
  /** The theme the page opens in while the visitor has chosen none (light, dark or system). */
  defaultTheme?: ForcedTheme;
  /** Listed in sitemap.xml. */
  indexed: boolean;
}

export type RouteId =
  | 'home'
  | 'markets'
  | 'forgot'
  | 'futures'
  | 'futuresFund'
  | 'fundingRate'
  | 'logIn'
  | 'signUp'
  | 'officialVerification'
  | 'account'
  | 'accountApi'
  | 'futuresInfo'
  | 'help'
  | 'helpArticle'
  | 'notices'
  | 'notice'
  | 'listingApply'
  | 'download'
  | 'devUi'
  | 'assets'
  | 'assetsSpot'
  | 'assetsFutures'
  | 'assetsFund'
  | 'assetsTransfer'
  | 'assetsDeposit'
  | 'assetsWithdraw'
  | 'assetsHistory'
  | 'orders'
  | 'fees'
  | 'rewards'
  | 'referral'
  | 'copyTrading'
  | 'terms'
  | 'privacy';

export const routes: Record<RouteId, RouteDefinition> = {
  home: {
    id: 'home',
    pattern: '/',
    layout: 'default',
    hideFooter: false,
    // The back link leads home: the home page has none.
    hideBackLink: true,
    indexed: true,
  },
  /** Every contract's market figures, searchable and sortable (the header's "Markets"). */
  markets: {
    id: 'markets',
    pattern: '/markets',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  forgot: {
    id: 'forgot',
    pattern: '/forgot',
    layout: 'auth',
    hideFooter: true,
    hideBackLink: true,
    indexed: false,
  },
  futures: {
    id: 'futures',
    pattern: '/futures/:symbol?',
    layout: 'trading',
    hideFooter: true,
    hideBackLink: false,
    // Dark unless the trader chose: the trading screens of Binance, Bybit and OKX open dark, and
    // a choice of light (or of the system's) is kept here too (the chart, book and panels follow
    // the theme tokens).
    defaultTheme: 'dark',
    indexed: true,
  },
  futuresFund: {
    id: 'futuresFund',
    pattern: '/futures/fund',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  fundingRate: {
    id: 'fundingRate',
    pattern: '/futures/funding-rate',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  logIn: {
    id: 'logIn',
    pattern: '/log-in',
    layout: 'auth',
    hideFooter: true,
    hideBackLink: true,
    indexed: true,
  },
  signUp: {
    id: 'signUp',
    pattern: '/sign-up',
    layout: 'auth',
    hideFooter: true,
    hideBackLink: true,
    indexed: true,
  },
  officialVerification: {
    id: 'officialVerification',
    pattern: '/official-verification',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /**
   * Account and security (header menu "account"): profile, KYC, password, authenticator,
   * anti-phishing code, sessions, login history, futures account.
   */
  account: {
    id: 'account',
    pattern: '/account',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** API management (header menu "API"): the user's API keys and how to sign requests. */
  accountApi: {
    id: 'accountApi',
    pattern: '/account/api',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Contract specifications: tick size, sizes, leverage, risk tiers, fees, funding interval. */
  futuresInfo: {
    id: 'futuresInfo',
    pattern: '/futures/info/:code',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  help: {
    id: 'help',
    pattern: '/help',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  helpArticle: {
    id: 'helpArticle',
    pattern: '/help/:article',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  notices: {
    id: 'notices',
    pattern: '/notices',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /** One notice; the ids live in SQL, so the sitemap reads them from the server. */
  notice: {
    id: 'notice',
    pattern: '/notices/:id',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  listingApply: {
    id: 'listingApply',
    pattern: '/listing-apply',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  download: {
    id: 'download',
    pattern: '/download',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /** The UI kit page: development only (the page answers 404 unless UI_KIT_PAGE=on). */
  devUi: {
    id: 'devUi',
    pattern: '/dev/ui',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Wallet overview (header menu "wallet"): the total and each account, live. */
  assets: {
    id: 'assets',
    pattern: '/assets',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Spot assets per currency (header menu "spot asset"). */
  assetsSpot: {
    id: 'assetsSpot',
    pattern: '/assets/spot',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Futures accounts with margin, equity, PnL and fund leverage (header menu "futures asset"). */
  assetsFutures: {
    id: 'assetsFutures',
    pattern: '/assets/futures',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /**
   * The funding account (header menu "fund"): the bonus (trial fund), grants (voucher) and follow
   * accounts, each with its figures, rules and actions.
   */
  assetsFund: {
    id: 'assetsFund',
    pattern: '/assets/fund',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Transfers between the user's wallets, with their history. */
  assetsTransfer: {
    id: 'assetsTransfer',
    pattern: '/assets/transfer',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Deposit address per network, test deposit in the demo, deposit history. */
  assetsDeposit: {
    id: 'assetsDeposit',
    pattern: '/assets/deposit',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Withdrawal with the second factor, address book, withdrawals with their states. */
  assetsWithdraw: {
    id: 'assetsWithdraw',
    pattern: '/assets/withdraw',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Every movement of the user's money: filters, pages, CSV. */
  assetsHistory: {
    id: 'assetsHistory',
    pattern: '/assets/history',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Open orders, order history and trade history across contracts (header menu "order"). */
  orders: {
    id: 'orders',
    pattern: '/orders',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Maker and taker fee per contract (header menu "fee"); public, the user's tier in the browser. */
  fees: {
    id: 'fees',
    pattern: '/fees',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /** Rewards centre: new-user tasks, vouchers, the bonus (type 10) and grants (type 30) accounts. */
  rewards: {
    id: 'rewards',
    pattern: '/rewards',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Affiliate programme: invite code and link, referred users, commissions, partner form. */
  referral: {
    id: 'referral',
    pattern: '/referral',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: false,
  },
  /** Copy trading: the public leaderboard; "my following" and the lead trader's offer in the browser. */
  copyTrading: {
    id: 'copyTrading',
    pattern: '/copy-trading',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /** Terms of Use (content/legal): public, linked from sign-up's agreement and the footer. */
  terms: {
    id: 'terms',
    pattern: '/terms',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
  /** Privacy Policy (content/legal): public, linked from sign-up's agreement and the footer. */
  privacy: {
    id: 'privacy',
    pattern: '/privacy',
    layout: 'default',
    hideFooter: false,
    hideBackLink: false,
    indexed: true,
  },
};

function routesOf(layout: LayoutName): RouteDefinition[] {
  return Object.values(routes).filter((route) => route.layout === layout);
}

/**
 * The footer belongs to the layout (each layout renders the chrome once for all its pages), so
 * every route of a layout must agree on it.
 */
/** The theme every page of a layout opens in while the visitor chose none, if they share one. */
export function layoutDefaultTheme(layout: LayoutName): ForcedTheme | undefined {
  const themes = new Set(routesOf(layout).map((route) => route.defaultTheme));
  if (themes.size > 1) throw new Error(`Routes of the ${layout} layout disagree on the theme`);
  return [...themes][0];
}

export function layoutShowsFooter(layout: LayoutName): boolean {
  const hidden = new Set(routesOf(layout).map((route) => route.hideFooter));
  if (hidden.size > 1) throw new Error(`Routes of the ${layout} layout disagree on the footer`);
  return !hidden.has(true);
}

/**
 * Where a layout's header shows the back link: on every page of the layout (`true`), or on the
 * listed path patterns only (`:name` stands for one segment; see `pathMatchesPattern`).
 */
export function backLinkPaths(layout: LayoutName): true | string[] {
  const layoutRoutes = routesOf(layout);
  if (layoutRoutes.every((route) => !route.hideBackLink)) return true;
  return layoutRoutes.filter((route) => !route.hideBackLink).map((route) => route.pattern);
}

/** Whether a path without language fits a pattern of the table (`:name` is one segment). */
export function pathMatchesPattern(path: string, pattern: string): boolean {
  const pathParts = path.split('/');
  const patternParts = pattern.split('/');
  return (
    pathParts.length === patternParts.length &&
    patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index])
  );
}

/** Internal page the middleware rewrites unmatched paths to (with status 404). */
export const NOT_FOUND_PATH = '/page-not-found';

/**
 * The UI kit page is a development tool: `next dev` shows it, a production server only when
 * UI_KIT_PAGE=on is in its environment. Read per request, so switching it needs no rebuild.
 */
export function isUiKitPageEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.UI_KIT_PAGE === 'on';
}

/** Static segments win over the symbol, as in the app router. */
export function matchRoute(path: string): RouteDefinition | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '') return routes.home;
  const staticMatch = Object.values(routes).find(
    (r) => !r.pattern.includes(':') && r.pattern === clean,
  );
  // A closed UI kit page is an unknown path: the middleware answers with the translated 404 page.
  if (staticMatch?.id === 'devUi') return isUiKitPageEnabled() ? staticMatch : undefined;
  if (staticMatch) return staticMatch;
  const info = /^\/futures\/info\/([^/]+)$/.exec(clean);
  if (info) return isKnownContractCode(info[1] ?? '') ? routes.futuresInfo : undefined;
  const article = /^\/help\/([^/]+)$/.exec(clean);
  if (article) return isHelpArticleSlug(article[1] ?? '') ? routes.helpArticle : undefined;
  // Whether the notice exists is asked of the server (see lib/notices); the shape is checked here.
  if (/^\/notices\/[1-9]\d{0,9}$/.test(clean)) return routes.notice;
  const futures = /^\/futures(?:\/([^/]+))?$/.exec(clean);
  if (futures) {
    const symbol = futures[1];
    return symbol === undefined || isKnownContractCode(symbol) ? routes.futures : undefined;
  }
  return undefined;
}

/** Contract codes are matched case-insensitively; the page redirects to the upper-case form. */
export function isKnownContractCode(symbol: string): boolean {
  return findContractByCode(symbol) !== undefined;
}

/**
 * Pages that are the same for every visitor (the page cache may share one render): the indexed
 * pages and each notice. Their server components never look at who is asking.
 */
export function isSharedRoute(route: RouteDefinition): boolean {
  return route.indexed || route.id === 'notice';
}

/** Every indexable path (without language), for the sitemap. */
export function indexedPaths(): string[] {
  const paths: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route.indexed) continue;
    if (route.id === 'futures') {
      paths.push('/futures', ...contracts.map((c) => `/futures/${contractCode(c.name)}`));
    } else if (route.id === 'futuresInfo') {
      paths.push(...contracts.map((c) => `/futures/info/${contractCode(c.name)}`));
    } else if (route.id === 'helpArticle') {
      paths.push(...HELP_ARTICLE_SLUGS.map((slug) => `/help/${slug}`));
    } else {
      paths.push(route.pattern);
    }
  }
  return paths;
}
