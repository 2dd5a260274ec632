/**
 * Every code the exchange's web API can answer with, by name: the one table the server's errors,
 * the web client and the tests read. The words of each code, in the four languages, are in
 * `messages/<language>.json` under `Errors.<code>` (and `ErrorReasons.<reason>` for the few errors
 * that a route words more narrowly than its code); `error-codes.test.ts` walks this table against
 * them and against every code the server's sources throw. Plain data without zod, so a page can
 * import a name without loading a schema library.
 *
 * The spec (§8) names the trading, balance and log-in codes; the rest are ours and are documented
 * in server/docs. Business codes answer HTTP 200 (the web client treats another status as a
 * network failure); the few with another status are in `ERROR_STATUS`.
 */
export const ERROR_CODE = {
  // The API's own: the HTTP status repeated as the code.
  badParameter: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,

  // Trading (spec §8), answered by the engine and the trading gate.
  appIdentification: 1003,
  tradingProhibited: 1009,
  accountSeized: 1010,
  invalidDirection: 1012,
  belowMinimum: 1016,
  /**
   * Ours, next to 1016: the order's value (size × price) is under the contract's minimum order
   * value; `data.minValue` names the minimum in USDT. 1016 stays for a size under the minimum lot.
   */
  belowMinimumValue: 102900002,
  noCounterparty: 1020,
  contractExists: 1027,
  leverageLimit: 1032,
  noPermission: 1034,
  wouldLiquidate: 1042,
  depthLimit: 1044,
  postOnlyWouldTake: 1046,
  triggerNotReady: 1050,
  unreasonableTrigger: 1051,
  conditionalQtyLimit: 1053,
  /** The "failure" family: unknown order, nothing to cancel or close, invalid request. */
  failure: 101010400,
  insufficientBalance: 101030400,
  bonusCloseRejected: 101040501,
  /** Ours: the position or margin mode cannot change while positions or open orders exist. */
  positionsOrOrdersOpen: 102900001,
  /**
   * Ours (the spec's "maximum N selections"): a list the user picks into is full (favourites);
   * `data.max` names its size.
   */
  tooManySelections: 102900003,
  /**
   * Ours (amending an order; the spec has no amend call): the new quantity is not above what the
   * order has already filled (`data.filled` names it, in the base asset).
   */
  amendBelowFilled: 102900004,
  /**
   * Ours (several partial TP/SL pairs per position, as Binance and Bybit): the position already
   * carries the most partial TP/SL pairs it may (`data.max` names the limit).
   */
  tooManyTpSlPairs: 102900005,

  // Sign-up, log-in and the user (spec §8, and ours from 102020717).
  credentialsEmpty: 102020502,
  accountEmpty: 102020503,
  regionEmpty: 102020504,
  wrongAuthenticatorCode: 102020704,
  invalidEmail: 102020710,
  weakPassword: 102020711,
  emailTaken: 102020712,
  phoneTaken: 102020713,
  wrongCode: 102020714,
  expiredCode: 102020715,
  linkExpired: 102020716,
  sendCooldown: 102020717,
  wrongPassword: 102020718,
  invalidMobile: 102020719,
  sliderRequired: 102020720,
  sliderFailed: 102020721,
  termsNotAgreed: 102020722,
  restrictedJurisdiction: 102020723,
  kycRequired: 102020724,
  riskNotAccepted: 102020725,
  authenticatorState: 102020726,
  kycState: 102020727,
  loginCredentialsEmpty: 102030501,

  // Token listing applications.
  listingDuplicate: 102300001,

  // API keys and signed requests.
  apiKeyInvalid: 102400001,
  signatureMismatch: 102400002,
  outsideRecvWindow: 102400003,
  keyPermissionDenied: 102400004,
  ipNotAllowed: 102400005,
  keyNotAccepted: 102400006,
  tooManyKeys: 102400007,
  signedRequestReplayed: 102400008,

  // Account security: sessions, anti-phishing code, step-up.
  sessionNotFound: 102500001,
  invalidAntiPhishingCode: 102500002,
  stepUpRequired: 102500003,

  // Wallet: deposits, withdrawals, address book.
  invalidAddress: 102600001,
  withdrawBelowMinimum: 102600002,
  withdrawOverAvailable: 102600003,
  withdrawBlocked: 102600004,
  withdrawalNotCancellable: 102600005,
  withdrawalNotFound: 102600006,
  depositsUnavailable: 102600007,
  withdrawalsUnavailable: 102600008,
  addressNotFound: 102600009,
  addressBookFull: 102600010,
  addressExists: 102600011,

  // Rewards: vouchers and partner applications.
  voucherNotFound: 102700001,
  voucherNotYetValid: 102700002,
  voucherExpired: 102700003,
  voucherUsed: 102700004,
  bonusAccountInUse: 102700005,
  partnerApplicationOpen: 102700006,

  // Copy trading.
  notLeadTrader: 102800001,
  alreadyFollowing: 102800002,
  followOverAvailable: 102800003,
  tradeCapInvalid: 102800004,
  cannotFollowSelf: 102800005,
  followNotFound: 102800006,
  nicknameTaken: 102800007,
  followAmountTooSmall: 102800008,
  followStopIncomplete: 102800009,
  followAccountBusy: 102800010,
  notOffering: 102800011,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODE;
export type ErrorCodeValue = (typeof ERROR_CODE)[ErrorCodeName];

export const ERROR_CODES: readonly ErrorCodeValue[] = Object.values(ERROR_CODE);

const knownCodes = new Set<number>(ERROR_CODES);

export function isErrorCode(code: number): code is ErrorCodeValue {
  return knownCodes.has(code);
}

/** The HTTP status of the codes that do not answer 200 (a business outcome answers 200). */
export const ERROR_STATUS: Readonly<Partial<Record<ErrorCodeValue, number>>> = {
  400: 400,
  401: 401,
  404: 404,
  405: 405,
  413: 413,
  415: 415,
  429: 429,
  500: 500,
  503: 503,
  // A signed request that does not authenticate: 401; one that may not do this: 403.
  102400001: 401,
  102400002: 401,
  102400003: 401,
  102400004: 403,
  102400005: 403,
  102400006: 403,
  102400008: 401,
};

export function errorStatus(code: number): number {
  return isErrorCode(code) ? (ERROR_STATUS[code] ?? 200) : 200;
}

/**
 * A narrower wording of a code for one route, sent as `data.reason` so that every reader can word
 * it: the bonus voucher's 1034 says what is missing (identity verification), copy trading's 1034
 * and 1009 say what to do. Words under `ErrorReasons.<reason>`.
 */
export const ERROR_REASON = {
  /** 1034 of copy trading: verify identity and open a futures account first. */
  futuresAccountRequired: 'futuresAccountRequired',
  /** 1009 of copy trading: the residence only allows reducing or closing. */
  residenceReduceOnly: 'residenceReduceOnly',
  /** 1034 of a bonus voucher: identity verification (KYC level 1) first. */
  voucherKycRequired: 'voucherKycRequired',
  /** 404 of the API-key routes. */
  apiKeyNotFound: 'apiKeyNotFound',
  /** 1034 of a bonus account's order: it holds one position (or order) at a time, in one contract. */
  bonusOnePosition: 'bonusOnePosition',
  /** 102020504 of identity verification: the country of residence is not one we know. */
  unknownCountry: 'unknownCountry',
} as const;

export type ErrorReason = (typeof ERROR_REASON)[keyof typeof ERROR_REASON];

export const ERROR_REASONS: readonly ErrorReason[] = Object.values(ERROR_REASON);

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * Which form field a code is about, where a form shows it beside that field rather than as a
 * toast: a wrong password beside the password, a wrong or expired code beside the code.
 */
export type ErrorField = 'password' | 'code' | 'email' | 'mobile' | 'address' | 'amount';

export const ERROR_FIELD: Readonly<Partial<Record<ErrorCodeValue, ErrorField>>> = {
  [ERROR_CODE.credentialsEmpty]: 'password',
  [ERROR_CODE.wrongPassword]: 'password',
  [ERROR_CODE.weakPassword]: 'password',
  [ERROR_CODE.wrongAuthenticatorCode]: 'code',
  [ERROR_CODE.wrongCode]: 'code',
  [ERROR_CODE.expiredCode]: 'code',
  [ERROR_CODE.invalidEmail]: 'email',
  [ERROR_CODE.emailTaken]: 'email',
  [ERROR_CODE.invalidMobile]: 'mobile',
  [ERROR_CODE.phoneTaken]: 'mobile',
  [ERROR_CODE.invalidAddress]: 'address',
  [ERROR_CODE.addressExists]: 'address',
  [ERROR_CODE.withdrawBelowMinimum]: 'amount',
  [ERROR_CODE.withdrawOverAvailable]: 'amount',
};

/** The field `code` is about, or null when it is shown as a toast. */
export function errorField(code: number): ErrorField | null {
  return isErrorCode(code) ? (ERROR_FIELD[code] ?? null) : null;
}
