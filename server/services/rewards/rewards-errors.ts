import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode } from '../../engine';
import { ServiceError, serviceText } from '../../service-error';

/**
 * Codes of the rewards, voucher, referral and tour endpoints (issue 17; ours, except 1034, the
 * spec's "no trading permission", which bonus use without KYC answers), documented in
 * server/docs/rewards-follow.md "Rewards". HTTP 200 like every v2 business answer, worded in
 * the request's language; `data` carries what the page shows.
 */
export const RewardsCode = {
  /** Using a voucher needs identity verification (KYC level 1) approved. */
  kycRequired: ErrorCode.NoPermission,
  /** No voucher of the caller has this id (another user's id answers the same). */
  voucherNotFound: 102700001,
  /** The voucher is not usable yet (`data.validFrom`). */
  voucherNotYetValid: 102700002,
  /** The voucher expired unused (`data.expiresAt`). */
  voucherExpired: 102700003,
  /** The voucher was already used (`data.usedAt`). */
  voucherUsed: 102700004,
  /** The bonus account still holds a voucher's trial fund, a position or an order (`data.trialFund`). */
  bonusAccountInUse: 102700005,
  /** The caller already has a partner application waiting for an answer (`data.id`). */
  partnerApplicationOpen: 102700006,
} as const;

export type RewardsCodeValue = (typeof RewardsCode)[keyof typeof RewardsCode];

const TEXTS: Record<RewardsCodeValue, Record<Language, string>> = {
  [RewardsCode.kycRequired]: {
    en: 'complete identity verification (KYC level 1) before using a bonus voucher',
    ko: '보너스 바우처를 사용하려면 먼저 본인 인증(KYC 1단계)을 완료해 주세요',
    ja: 'ボーナスバウチャーを使うには、先に本人確認（KYC レベル1）を完了してください',
    'zh-hant': '使用體驗金券前，請先完成身分驗證（KYC 第一級）',
  },
  [RewardsCode.voucherNotFound]: {
    en: 'voucher not found',
    ko: '바우처를 찾을 수 없습니다',
    ja: 'バウチャーが見つかりません',
    'zh-hant': '找不到此體驗金券',
  },
  [RewardsCode.voucherNotYetValid]: {
    en: 'this voucher can be used from {validFrom} (UTC)',
    ko: '이 바우처는 {validFrom}(UTC)부터 사용할 수 있습니다',
    ja: 'このバウチャーは {validFrom}（UTC）から使えます',
    'zh-hant': '此體驗金券自 {validFrom}（UTC）起才能使用',
  },
  [RewardsCode.voucherExpired]: {
    en: 'this voucher expired on {expiresAt} (UTC)',
    ko: '이 바우처는 {expiresAt}(UTC)에 만료되었습니다',
    ja: 'このバウチャーは {expiresAt}（UTC）に期限切れになりました',
    'zh-hant': '此體驗金券已於 {expiresAt}（UTC）到期',
  },
  [RewardsCode.voucherUsed]: {
    en: 'this voucher has already been used',
    ko: '이미 사용한 바우처입니다',
    ja: 'このバウチャーはすでに使用済みです',
    'zh-hant': '此體驗金券已使用過',
  },
  [RewardsCode.bonusAccountInUse]: {
    en: 'the bonus account still holds a voucher’s trial fund, a position or an order: one voucher at a time',
    ko: '보너스 계정에 아직 바우처 체험금, 포지션 또는 주문이 있습니다. 바우처는 한 번에 하나만 사용할 수 있습니다',
    ja: 'ボーナス口座にまだバウチャーの体験金、ポジション、または注文があります。バウチャーは一度に1枚だけ使えます',
    'zh-hant': '體驗金帳戶中仍有體驗金、持倉或委託，一次只能使用一張體驗金券',
  },
  [RewardsCode.partnerApplicationOpen]: {
    en: 'your partner application is still being reviewed',
    ko: '제출하신 파트너 신청서를 아직 검토 중입니다',
    ja: 'パートナー申請はまだ審査中です',
    'zh-hant': '您的合作夥伴申請仍在審核中',
  },
};

/** The message of `code` in `language`, with `{name}` filled from `data`. */
export function rewardsText(
  code: RewardsCodeValue,
  language: Language,
  data: Record<string, string | number | null> = {},
): string {
  return serviceText(TEXTS[code][language], data);
}

export class RewardsError extends ServiceError {
  declare readonly code: RewardsCodeValue;

  constructor(
    code: RewardsCodeValue,
    language: Language,
    data: Record<string, string | number | null> | null = null,
  ) {
    super(code, rewardsText(code, language, data ?? {}), data);
    this.name = 'RewardsError';
  }
}

/** A time as the messages show it: `2026-11-24 08:00`. */
export function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
