import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode } from '../../engine';
import { ERROR_CODE, ERROR_REASON, type ErrorReason } from '../../../lib/contract/wire/error-codes';
import { errorWords, withReason } from '../../error-words';
import { ServiceError } from '../../service-error';

/**
 * Codes of the copy-trading endpoints (ours: the spec names none), documented in
 * server/docs/rewards-follow.md "Copy trading". Business answers, HTTP 200 like every v2 user
 * route's, worded in the request's language; `data` carries the figures the page shows.
 */
export const FollowCode = {
  /** The id is not an active lead trader (unknown, stopped, or never offered). */
  notLeadTrader: ERROR_CODE.notLeadTrader,
  /** The caller already follows a lead trader (`data.followId`, `data.leaderId`). */
  alreadyFollowing: ERROR_CODE.alreadyFollowing,
  /** The amount is more than the futures account's available balance (`data.available`). */
  overAvailable: ERROR_CODE.followOverAvailable,
  /** The per-trade cap is under the minimum or over the follow amount (`data.min`, `data.max`). */
  capInvalid: ERROR_CODE.tradeCapInvalid,
  /** A lead trader cannot follow their own trading. */
  cannotFollowSelf: ERROR_CODE.cannotFollowSelf,
  /** No follow of the caller has this id (another user's id answers the same). */
  followNotFound: ERROR_CODE.followNotFound,
  /** Another lead trader already uses this nickname. */
  nicknameTaken: ERROR_CODE.nicknameTaken,
  /** The follow amount is under the minimum (`data.min`). */
  amountTooSmall: ERROR_CODE.followAmountTooSmall,
  /** Some follow positions could not be closed at market now (`data.refused`); retry. */
  stopIncomplete: ERROR_CODE.followStopIncomplete,
  /** The follow account still holds positions or orders from before (`data.positions`, `data.orders`). */
  followAccountBusy: ERROR_CODE.followAccountBusy,
  /** The caller is not a lead trader (stopping an offer they do not have). */
  notOffering: ERROR_CODE.notOffering,
} as const;

export type FollowCodeValue = (typeof FollowCode)[keyof typeof FollowCode];

/** The gate's codes, reworded here so the follow pages show them in the user's language. */
type GateCode = typeof ErrorCode.NoPermission | typeof ErrorCode.TradingProhibited;

/** The gate's refusals, worded for copy trading: what to do rather than what is missing. */
const GATE_REASONS: Record<GateCode, ErrorReason> = {
  [ErrorCode.NoPermission]: ERROR_REASON.futuresAccountRequired,
  [ErrorCode.TradingProhibited]: ERROR_REASON.residenceReduceOnly,
};

export class FollowError extends ServiceError {
  /** Worded in `language` from the code table; a gate code carries its reason in `data.reason`. */
  constructor(
    code: FollowCodeValue | GateCode,
    language: Language,
    data: Record<string, unknown> | null = null,
  ) {
    const answered = withReason(data, isGateCode(code) ? GATE_REASONS[code] : undefined);
    super(code, errorWords(code, language, answered), answered, language);
    this.name = 'FollowError';
  }
}

/** Whether a gate refusal is one this module words (1034, 1009). */
export function isGateCode(code: number): code is GateCode {
  return code === ErrorCode.NoPermission || code === ErrorCode.TradingProhibited;
}
