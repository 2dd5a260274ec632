'use client';

import { useQuery } from '@tanstack/react-query';
import {
  useIsLoggedIn,
  useUserInfo,
  useUserLimitCountry,
  type UserInfo,
  type UserLimitCountry,
} from '@/features/session';
import { getAccountsQueryOptions, type FuturesAccount } from '../api/get-accounts';

/**
 * What stands between the user and an order, in the order they meet it (spec §4, §6 and the
 * server's trading gate): a session, a country that allows futures, identity verification, an
 * opened futures account.
 */
export type TradingGate =
  | 'visitor'
  | 'loading'
  | 'restricted'
  | 'kycUnderReview'
  | 'kycRequired'
  | 'futuresAccountRequired'
  | 'ready';

export interface TradingGateInput {
  loggedIn: boolean;
  userInfo: Pick<UserInfo, 'simpleStatus' | 'superStatus' | 'kycLevel1'> | null;
  limit: Pick<UserLimitCountry, 'restricted' | 'futuresAllowed'> | undefined;
  /** GET future/accounts; undefined while loading. */
  accounts: readonly FuturesAccount[] | undefined;
  /** Set by the screen when it knows better (e.g. right after the user opened futures). */
  futuresOpened?: boolean | undefined;
}

export function tradingGateOf(input: TradingGateInput): TradingGate {
  if (!input.loggedIn) return 'visitor';
  if (input.userInfo === null) return 'loading';
  if (input.limit && (input.limit.restricted || !input.limit.futuresAllowed)) return 'restricted';
  const verified = input.userInfo.simpleStatus === 1 || input.userInfo.superStatus === 1;
  if (!verified) return input.userInfo.kycLevel1 === 'pending' ? 'kycUnderReview' : 'kycRequired';
  if (input.futuresOpened === true) return 'ready';
  if (input.accounts === undefined)
    return input.futuresOpened === false ? 'futuresAccountRequired' : 'ready';
  // The server lists no account before futures are opened (nor any balance in them).
  return input.accounts.length === 0 ? 'futuresAccountRequired' : 'ready';
}

/** The trading gate of the current session; see `tradingGateOf`. */
export function useTradingGate(futuresOpened?: boolean): TradingGate {
  const loggedIn = useIsLoggedIn();
  const userInfo = useUserInfo();
  const limit = useUserLimitCountry();
  const verified = userInfo?.simpleStatus === 1 || userInfo?.superStatus === 1;
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: loggedIn && verified });
  return tradingGateOf({
    loggedIn,
    userInfo,
    limit: loggedIn ? limit.data : undefined,
    accounts: accounts.data,
    futuresOpened,
  });
}
