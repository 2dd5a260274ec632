import { describe, expect, it } from 'vitest';
import type { FuturesAccount } from '../api/get-accounts';
import { tradingGateOf, type TradingGateInput } from './use-trading-gate';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

const verified = { simpleStatus: 1, superStatus: 0, kycLevel1: 'approved' } as const;
const account: FuturesAccount = wireAccount({
  aid: 101,
  assets: [wireAccountAsset({ avail: '10' })],
});
const allowed = { restricted: false, futuresAllowed: true };

function gate(input: Partial<TradingGateInput>) {
  return tradingGateOf({
    loggedIn: true,
    userInfo: verified,
    limit: allowed,
    accounts: [account],
    ...input,
  });
}

describe('trading gate', () => {
  it('a visitor must log in', () => {
    expect(gate({ loggedIn: false })).toBe('visitor');
  });

  it('waits for the user info before deciding', () => {
    expect(gate({ userInfo: null })).toBe('loading');
  });

  it('a resident of a restricted country is told why, before anything else', () => {
    expect(
      gate({
        limit: { restricted: true, futuresAllowed: false },
        userInfo: { simpleStatus: 0, superStatus: 0, kycLevel1: 'none' },
      }),
    ).toBe('restricted');
  });

  it('an unverified user needs KYC; a submitted one waits for the review', () => {
    expect(gate({ userInfo: { simpleStatus: 0, superStatus: 0, kycLevel1: 'none' } })).toBe(
      'kycRequired',
    );
    expect(gate({ userInfo: { simpleStatus: 0, superStatus: 0, kycLevel1: 'pending' } })).toBe(
      'kycUnderReview',
    );
  });

  it('a verified user without a futures account must open one', () => {
    expect(gate({ accounts: [] })).toBe('futuresAccountRequired');
  });

  it('the screen can say futures were just opened', () => {
    expect(gate({ accounts: [], futuresOpened: true })).toBe('ready');
  });

  it('a verified user with an account may trade', () => {
    expect(gate({})).toBe('ready');
  });
});
