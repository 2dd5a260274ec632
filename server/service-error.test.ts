import { ApiKeyCode, ApiKeyError } from './auth/api-key-errors';
import { serviceText } from './service-error';
import { FollowCode, FollowError } from './services/follow/follow-errors';
import { RewardsCode, RewardsError } from './services/rewards/rewards-errors';
import { WalletCode, WalletError } from './services/wallet/wallet-errors';

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
    expect(new WalletError(WalletCode.belowMinimum, 'en', { minAmount: '10' }).message).toBe(
      'The amount is below the minimum of 10 USDT',
    );
    const expired = new RewardsError(RewardsCode.voucherExpired, 'ko', {
      expiresAt: '2026-11-24 08:00',
    });
    expect(expired.message).toBe('이 바우처는 2026-11-24 08:00(UTC)에 만료되었습니다');
    expect(new FollowError(FollowCode.capInvalid, 'ja', { min: 10, max: 500 }).message).toBe(
      '1取引あたりの上限は 10 USDT 以上、フォロー金額 500 USDT 以下にしてください',
    );
    expect(new ApiKeyError(ApiKeyCode.tooManyKeys, 'zh-hant', { max: 30 }).message).toBe(
      '每個帳戶最多 30 組 API 金鑰，請先刪除一組',
    );
  });

  it('words a narrower reason of a shared code, and says which in data.reason', () => {
    const voucher = new RewardsError(RewardsCode.kycRequired, 'en');
    expect(voucher.code).toBe(1034);
    expect(voucher.data).toEqual({ reason: 'voucherKycRequired' });
    expect(voucher.message).toBe(
      'Complete identity verification (KYC level 1) before using a bonus voucher',
    );
    const follow = new FollowError(1034, 'ko');
    expect(follow.data).toEqual({ reason: 'futuresAccountRequired' });
    expect(follow.message).toBe(
      '거래 권한이 없습니다. 먼저 본인 인증(KYC)을 완료하고 선물 계정을 개설해 주세요',
    );
  });
});
