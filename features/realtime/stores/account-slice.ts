import type { Account, AssetBalance } from '../types';

export interface AccountSliceState {
  /** Futures accounts by account id. */
  accounts: Record<string, Account>;
  /** Balances by "<account>:<currencyId>" (or currency id alone); see balanceKey. */
  balances: Record<string, AssetBalance>;
  /** True until the first account or balance data arrives. */
  accountLoading: boolean;
}

export const initialAccountState: AccountSliceState = {
  accounts: {},
  balances: {},
  accountLoading: true,
};
