import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode } from '../../engine';
import { ERROR_REASON, type ErrorReason } from '../../../lib/contract/wire/error-codes';
import { errorWords } from '../../error-words';
import { ServiceError } from '../../service-error';

/**
 * Codes of the copy-trading endpoints (ours: the spec names none), documented in
 * server/docs/rewards-follow.md "Copy trading". Business answers, HTTP 200 like every v2 user
 * route's, worded in the request's language; `data` carries the figures the page shows.
 */
export const FollowCode = {
  /** The id is not an active lead trader (unknown, stopped, or never offered). */
  notLeadTrader: 102800001,
  /** The caller already follows a lead trader (`data.followId`, `data.leaderId`). */
  alreadyFollowing: 102800002,
  /** The amount is more than the futures account's available balance (`data.available`). */
  overAvailable: 102800003,
  /** The per-trade cap is under the minimum or over the follow amount (`data.min`, `data.max`). */
  capInvalid: 102800004,
  /** A lead trader cannot follow their own trading. */
  cannotFollowSelf: 102800005,
  /** No follow of the caller has this id (another user's id answers the same). */
  followNotFound: 102800006,
  /** Another lead trader already uses this nickname. */
  nicknameTaken: 102800007,
  /** The follow amount is under the minimum (`data.min`). */
  amountTooSmall: 102800008,
  /** Some follow positions could not be closed at market now (`data.refused`); retry. */
  stopIncomplete: 102800009,
  /** The follow account still holds positions or orders from before (`data.positions`, `data.orders`). */
  followAccountBusy: 102800010,
  /** The caller is not a lead trader (stopping an offer they do not have). */
  notOffering: 102800011,
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
    const answered = isGateCode(code) ? { ...data, reason: GATE_REASONS[code] } : data;
    super(
      code,
      errorWords(code, language, answered, isGateCode(code) ? GATE_REASONS[code] : undefined),
      answered,
      language,
    );
    this.name = 'FollowError';
  }
}

/** Whether a gate refusal is one this module words (1034, 1009). */
export function isGateCode(code: number): code is GateCode {
  return code === ErrorCode.NoPermission || code === ErrorCode.TradingProhibited;
}
