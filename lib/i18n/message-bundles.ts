import {
  AUTH_CLIENT_MESSAGES,
  COMMON_CLIENT_MESSAGES,
  DEFAULT_LAYOUT_CLIENT_MESSAGES,
  FOOTER_CLIENT_MESSAGES,
  pickMessages,
  SERVER_ONLY_NAMESPACES,
  TRADING_CLIENT_MESSAGES,
  type MessageTree,
} from './client-messages';
import { layoutShowsFooter, type LayoutName } from '../routes';

/**
 * The message bundles the browser gets: each is a file of its own
 * (`/{lang}/messages/{name}.js?v={version}`), cached for good under its version, rather than a
 * part of every page's HTML. A layout or page names its bundle (components/i18n ClientMessages);
 * the route serving the files reads this same table, so any server can answer for any page.
 *
 * A bundle is a list of namespaces (dotted paths allowed), or a choice made from the catalogue.
 */
type BundleContent = readonly string[] | ((catalogue: MessageTree) => readonly string[]);

/** Every namespace under `namespace` but its page metadata (titles stay on the server). */
function ownNamespaces(namespace: string) {
  return (catalogue: MessageTree): string[] => {
    const own = catalogue[namespace];
    return typeof own === 'object'
      ? Object.keys(own)
          .filter((key) => key !== 'Metadata')
          .map((key) => `${namespace}.${key}`)
      : [];
  };
}

function layoutBundle(layout: LayoutName, namespaces: readonly string[]): readonly string[] {
  return [...namespaces, ...(layoutShowsFooter(layout) ? FOOTER_CLIENT_MESSAGES : [])];
}

/** The latest notices when the server has them (their list, not the retry). */
const LATEST_NOTICES = [
  'Notices.latestTitle',
  'Notices.viewAll',
  'Notices.viewAllLabel',
  'Notices.empty',
  'Notices.pinned',
  'Notices.categories',
];

/** An app download section inside another page (the download page takes the whole namespace). */
const APP_DOWNLOAD_SECTION = [
  'AppDownload.sectionHeading',
  'AppDownload.intro',
  'AppDownload.storesLabel',
  'AppDownload.iosLine',
  'AppDownload.androidLine',
  'AppDownload.qrCaption',
  'AppDownload.qrLinkLabel',
  'AppDownload.morePageLink',
];

export const MESSAGE_BUNDLES = {
  /** Every page: the root layout. */
  common: COMMON_CLIENT_MESSAGES,
  'layout-default': layoutBundle('default', DEFAULT_LAYOUT_CLIENT_MESSAGES),
  'layout-trading': layoutBundle('trading', TRADING_CLIENT_MESSAGES),
  'layout-auth': layoutBundle('auth', AUTH_CLIENT_MESSAGES),
  /** The transfer dialog loads its words when first opened (it is on every page, opened on few). */
  transfer: ['Wallet.Transfer', 'Wallet.wallets'],
  /** The trading screen's transaction history tab (the wallet's ledger) loads its words when opened. */
  ledger: ['Wallet.Ledger', 'Wallet.wallets', 'Wallet.History', 'Wallet.Common'],
  home: [
    // The hero and the markets heading.
    'Home.headline',
    'Home.subheadline',
    'Home.rewards',
    'Home.marketsTitle',
    'Home.ctaTrade',
    'Home.equityLabel',
    'Home.noFuturesAccount',
    'Home.ctaTradeNow',
    'HomeContent',
    'Markets',
    'Futures.FavoriteToggle',
    // Its notices and app sections take their words from the page's bundle: one script, not three.
    ...LATEST_NOTICES,
    ...APP_DOWNLOAD_SECTION,
  ],
  /** The markets page: its table and the favourite stars. */
  markets: ['Markets', 'MarketsPage', 'Futures.FavoriteToggle'],
  'notices-latest': LATEST_NOTICES,
  notices: ['Notices'],
  'app-download-section': APP_DOWNLOAD_SECTION,
  'app-download': ['AppDownload'],
  'futures-info': ['FundingRatePage', 'FundPage', 'ContractInfo', 'Futures.Terms'],
  help: ['HelpCentre', 'ContactSupport', 'Errors'],
  'listing-apply': ['Errors', 'ListingApply'],
  'official-verification': ['OfficialVerification'],
  fees: ownNamespaces('Fees'),
  orders: (catalogue) => [
    'Errors',
    'Futures.BottomTabs',
    'Futures.Dialogs.CancelAll',
    'Futures.Dialogs.OrderDetail',
    // The open orders' Edit action and the trailing stops' columns.
    'Futures.OrderAmend',
    'TrailingStop',
    // A scaled order's group badge and its Cancel group action.
    'ScaledOrder',
    'Wallet.Common',
    ...ownNamespaces('Orders')(catalogue),
  ],
  wallet: [
    'Errors',
    'Wallet.wallets',
    'Wallet.Nav',
    'Wallet.Common',
    'Wallet.Overview',
    'Wallet.Spot',
    'Wallet.Futures',
    'Wallet.Transfer',
    'Wallet.Deposit',
    'Wallet.Withdraw',
    'Wallet.History',
    'Wallet.Ledger',
    // The address book's "save address" asks for the step-up.
    'SecurityVerification',
  ],
  /**
   * The funding account page, on top of the wallet bundle: its own words, and those of the
   * vouchers (rewards) and the current follow (copy trading) it shows in its accounts.
   */
  'wallet-fund': [
    'Wallet.Fund',
    'Rewards.Fund',
    'Rewards.Bonus',
    'Rewards.Grants',
    'Rewards.Vouchers',
    'Rewards.Rules',
    'Rewards.Use',
    'CopyTrading.Fund',
    'CopyTrading.Mine',
  ],
  account: [
    'Errors',
    'Auth',
    'Account.Gate',
    'Account.Copy',
    'Account.Errors',
    'Account.Profile',
    'Account.Contact',
    'Account.Password',
    'SecurityVerification',
    'Account.AntiPhishing',
    'Account.LoginHistory',
    'Account.Sessions',
    'Account.Validation',
  ],
  /** Key management (the signing guide stays on the server). */
  'account-api': [
    'Errors',
    'Auth.Validation',
    'Account.Gate',
    'Account.Copy',
    'Account.Errors',
    'SecurityVerification',
    'Account.ApiKeys',
    'Account.Validation',
  ],
  rewards: [
    'Errors',
    'Rewards.Gate',
    'Rewards.Centre',
    'Rewards.Tasks',
    'Rewards.Vouchers',
    'Rewards.Rules',
    'Rewards.Use',
    'Rewards.Grants',
    'Rewards.Bonus',
  ],
  referral: [
    'Errors',
    'Rewards.Gate',
    'Referral.Invite',
    'Referral.Invitees',
    'Referral.Commissions',
    'Referral.Pager',
    'Referral.Partner',
  ],
  'copy-trading': [
    'Errors',
    'CopyTrading.Tabs',
    'CopyTrading.Gate',
    'CopyTrading.Leaderboard',
    'CopyTrading.Profile',
    'CopyTrading.Follow',
    'CopyTrading.Mine',
    'CopyTrading.Lead',
  ],
  /** The kit's showcase (development only) translates with everything. */
  'dev-ui': (catalogue) => Object.keys(catalogue),
} satisfies Record<string, BundleContent>;

export type MessageBundleName = keyof typeof MESSAGE_BUNDLES;

export function isMessageBundleName(name: string): name is MessageBundleName {
  return Object.hasOwn(MESSAGE_BUNDLES, name);
}

export interface BundledMessageSet {
  messages: MessageTree;
  /** The bundle as JSON, served as is. */
  json: string;
  /** Changes whenever the content does: the files' cache key. */
  version: string;
}

const serverOnly = new Set(SERVER_ONLY_NAMESPACES);
const byCatalogue = new WeakMap<MessageTree, Map<MessageBundleName, BundledMessageSet>>();

/** A bundle's messages from a language's catalogue, worked out once per catalogue. */
export function bundledMessages(
  catalogue: MessageTree,
  name: MessageBundleName,
): BundledMessageSet {
  let bundles = byCatalogue.get(catalogue);
  if (!bundles) {
    bundles = new Map();
    byCatalogue.set(catalogue, bundles);
  }
  let set = bundles.get(name);
  if (!set) {
    const content: BundleContent = MESSAGE_BUNDLES[name];
    const paths = (typeof content === 'function' ? content(catalogue) : content).filter(
      (path) => !serverOnly.has(path),
    );
    const messages = pickMessages(catalogue, paths);
    const json = JSON.stringify(messages);
    set = { messages, json, version: contentVersion(json) };
    bundles.set(name, set);
  }
  return set;
}

/**
 * A short fingerprint of a text (cyrb53): not for security, only so a changed bundle gets a new
 * address and the browser's year-long copy of the old one is never used for it.
 */
export function contentVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
