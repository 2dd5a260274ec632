/**
 * Header menu entries from the spec (section 2). Paths are without the language prefix;
 * `action` entries are handled by the header instead of navigating.
 */
export type UserMenuEntryId =
  | 'wallet'
  | 'spotAsset'
  | 'futuresAsset'
  | 'fund'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'order'
  | 'account'
  | 'api'
  | 'fee'
  | 'rewards'
  | 'referral'
  | 'copyTrading'
  | 'logout';

export interface UserMenuEntry {
  id: UserMenuEntryId;
  group: 'assets' | 'orders' | 'rewards' | 'account';
  href?: string;
  action?: 'transfer' | 'logout';
}

export const userMenuEntries: readonly UserMenuEntry[] = [
  { id: 'wallet', group: 'assets', href: '/assets' },
  { id: 'spotAsset', group: 'assets', href: '/assets/spot' },
  { id: 'futuresAsset', group: 'assets', href: '/assets/futures' },
  { id: 'fund', group: 'assets', href: '/assets/fund' },
  { id: 'deposit', group: 'assets', href: '/assets/deposit' },
  { id: 'withdraw', group: 'assets', href: '/assets/withdraw' },
  { id: 'transfer', group: 'assets', action: 'transfer' },
  { id: 'order', group: 'orders', href: '/orders' },
  { id: 'rewards', group: 'rewards', href: '/rewards' },
  { id: 'referral', group: 'rewards', href: '/referral' },
  { id: 'copyTrading', group: 'rewards', href: '/copy-trading' },
  { id: 'account', group: 'account', href: '/account' },
  { id: 'api', group: 'account', href: '/account/api' },
  { id: 'fee', group: 'account', href: '/fees' },
  { id: 'logout', group: 'account', action: 'logout' },
];
