import type { WireUserInfo } from '@/lib/contract/wire/user';

/**
 * user/base/info as the server's `toUserInfo` builds it (lib/contract/wire/user): a user known by
 * e-mail with nothing verified, unless `overrides` say otherwise; the two statuses follow the KYC
 * reviews as the server's do.
 */
export function wireUserInfo(overrides: Partial<WireUserInfo> = {}): WireUserInfo {
  const info: WireUserInfo = {
    userId: 7,
    userName: null,
    email: 'trader@example.com',
    phone: null,
    simpleStatus: 0,
    superStatus: 0,
    googleBound: false,
    residenceCountry: null,
    kycLevel1: 'none',
    kycLevel2: 'none',
    withdrawBlockedUntil: null,
    ...overrides,
  };
  return {
    ...info,
    simpleStatus: info.kycLevel1 === 'approved' ? 1 : 0,
    superStatus: info.kycLevel2 === 'approved' ? 1 : 0,
    ...overrides,
  };
}
