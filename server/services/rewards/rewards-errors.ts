import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode } from '../../engine';
import { ERROR_CODE, ERROR_REASON } from '../../../lib/contract/wire/error-codes';
import { errorWords, withReason } from '../../error-words';
import { ServiceError } from '../../service-error';

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
  voucherNotFound: ERROR_CODE.voucherNotFound,
  /** The voucher is not usable yet (`data.validFrom`). */
  voucherNotYetValid: ERROR_CODE.voucherNotYetValid,
  /** The voucher expired unused (`data.expiresAt`). */
  voucherExpired: ERROR_CODE.voucherExpired,
  /** The voucher was already used (`data.usedAt`). */
  voucherUsed: ERROR_CODE.voucherUsed,
  /** The bonus account still holds a voucher's trial fund, a position or an order (`data.trialFund`). */
  bonusAccountInUse: ERROR_CODE.bonusAccountInUse,
  /** The caller already has a partner application waiting for an answer (`data.id`). */
  partnerApplicationOpen: ERROR_CODE.partnerApplicationOpen,
} as const;

export type RewardsCodeValue = (typeof RewardsCode)[keyof typeof RewardsCode];

export class RewardsError extends ServiceError {
  declare readonly code: RewardsCodeValue;

  /**
   * Worded in `language` from the code table, `{name}` filled from `data`; 1034 here says what a
   * voucher needs (identity verification), as its reason in `data.reason`.
   */
  constructor(
    code: RewardsCodeValue,
    language: Language,
    data: Record<string, string | number | null> | null = null,
  ) {
    const reason = code === RewardsCode.kycRequired ? ERROR_REASON.voucherKycRequired : undefined;
    const answered = withReason(data, reason);
    super(code, errorWords(code, language, answered), answered, language);
    this.name = 'RewardsError';
  }
}

/** A time as the messages show it: `2026-11-24 08:00`. */
export function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
