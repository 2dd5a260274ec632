import { ApiKeyCode, apiKeyText } from './auth/api-key-errors';
import { serviceText } from './service-error';
import { FollowCode, followText } from './services/follow/follow-errors';
import { RewardsCode, rewardsText } from './services/rewards/rewards-errors';
import { WalletCode, walletText } from './services/wallet/wallet-errors';

describe('service messages with their figures filled in', () => {
  it('fills each {name} with the string or number of that name', () => {
    expect(serviceText('at least {min} USDT, at most {max} USDT', { min: '10', max: 2500 })).toBe(
      'at least 10 USDT, at most 2500 USDT',
    );
  });

  it('keeps {name} where the figure is missing, null or not text', () => {
    expect(serviceText('{a} {b} {c} {d}', { b: null, c: { x: 1 }, d: true })).toBe(
      '{a} {b} {c} {d}',
    );
  });

  it('does not fill a name from the object prototype', () => {
    expect(serviceText('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('words each service’s codes in the request’s language with the figures', () => {
    expect(walletText(WalletCode.belowMinimum, 'en', { minAmount: '10' })).toBe(
      'the amount is below the minimum of 10 USDT',
    );
    expect(rewardsText(RewardsCode.voucherExpired, 'ko', { expiresAt: '2026-11-24 08:00' })).toBe(
      '이 바우처는 2026-11-24 08:00(UTC)에 만료되었습니다',
    );
    expect(followText(FollowCode.capInvalid, 'ja', { min: 10, max: 500 })).toBe(
      '1取引あたりの上限は 10 USDT 以上、フォロー金額 500 USDT 以下にしてください',
    );
    expect(apiKeyText(ApiKeyCode.tooManyKeys, 'zh-hant', { max: 30 })).toBe(
      '每個帳戶最多 30 組 API 金鑰，請先刪除一組',
    );
  });
});
