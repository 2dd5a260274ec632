/**
 * Which messages reach the browser. The full catalogue is about 45 kB per language; serialized
 * into every page's RSC payload it was a third of the home page's HTML. The browser gets the
 * namespaces its client components translate with, chosen per layout and page.
 */

export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Errors a call from any page can meet: no answer, a timeout, the rate limit, and every code the
 * toaster translates. The toaster sits in the root layout, above the layouts' own bundles, so
 * these words must be in the common one: with them only in the trading bundle, a refused mode
 * change showed the server's English sentence on every page.
 */
const GENERAL_ERRORS = ['Errors', 'ErrorReasons'];

/** Used on every page: the header, toasts, network errors, the kit. */
export const COMMON_CLIENT_MESSAGES = [
  'Common',
  ...GENERAL_ERRORS,
  'Http',
  'UI',
  'UIData',
  'Nav',
  'UserMenu',
  'Language',
  'Theme',
  'BuildCheck',
  'Realtime',
  'NotFound',
  // The "Learn more" link of error toasts (components/providers/api-message-toasts).
  'HelpCentre.learnMore',
] as const;

/**
 * The parts of `messages` named by dotted paths ("Futures", "Auth.Kyc"), in their places.
 * A path that names nothing is skipped: the component then reports a missing message.
 */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let source: string | MessageTree | undefined = messages;
    for (const part of parts) {
      source = typeof source === 'object' ? source[part] : undefined;
    }
    if (source === undefined) continue;
    let target = picked;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        const existing = target[part];
        target[part] =
          typeof existing === 'object' && typeof source === 'object'
            ? mergeTrees(existing, source)
            : (source as string | MessageTree);
        return;
      }
      const next = target[part];
      if (typeof next !== 'object') target[part] = {};
      target = target[part] as MessageTree;
    });
  }
  return picked;
}

/**
 * `b` laid over `a`; what `b` does not touch keeps its object from `a`. Nested providers built
 * from one shared common tree then share its objects, and the page's data refers to them instead
 * of repeating them.
 */
export function mergeTrees(a: MessageTree, b: MessageTree): MessageTree {
  const merged: MessageTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key];
    merged[key] =
      typeof existing === 'object' && typeof value === 'object'
        ? mergeTrees(existing, value)
        : value;
  }
  return merged;
}

/**
 * Namespaces only server components translate with (titles): never sent to the
 * browser. tests/unit/client-messages.test.ts checks no client component uses them.
 */
export const SERVER_ONLY_NAMESPACES = [
  'Metadata',
  'Wallet.Metadata',
  'Orders.Metadata',
  'Fees.Metadata',
  'Rewards.Metadata',
  'Referral.Metadata',
  'CopyTrading.Metadata',
];

/** The footer's words (a client component, see components/layout/site-footer), where it shows. */
export const FOOTER_CLIENT_MESSAGES = ['Footer', 'Social'];

/**
 * The default layout (home, info pages, help, notices…) gives only the common messages: each of
 * its pages, or a layout of a few of them, gives its own (ClientMessages), so a page's HTML
 * carries what its client components translate with and nothing else.
 */
export const DEFAULT_LAYOUT_CLIENT_MESSAGES: string[] = [];

/** Errors are in the common messages (every page's): not repeated here or for the auth pages. */
export const TRADING_CLIENT_MESSAGES = [
  'Futures',
  'Chart',
  'ChartView',
  'ChartTimeZone',
  'ChartIndicators',
  'DepthChart',
  'OrderBook',
  'RecentTrades',
  'RecentTradesMine',
  'TrailingStop',
  // The order panel's scaled order and the open orders' group badge.
  'ScaledOrder',
  'Markets',
  // Opening futures in place and the identity verification it may ask for: not the log-in,
  // sign-up and authenticator words of the auth pages.
  'Auth.Futures',
  'Auth.Kyc',
  'Auth.Validation',
  'Auth.Fields',
  // The guided tour (features/rewards, loaded lazily) and its entry in the preferences.
  'Tour',
];

export const AUTH_CLIENT_MESSAGES = ['Auth', 'AuthPages'];
