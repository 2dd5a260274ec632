import { ApiError } from '../../api/envelope';
import { ApiKeyCode, ApiKeyError } from '../../auth/api-key-errors';
import { ErrorCode } from '../../engine';
import { ServiceError } from '../../service-error';

/**
 * Binance's error shape (`{ "code": -1121, "msg": "Invalid symbol." }`) and the translation of this
 * server's own refusals (engine codes, the trading gate, API-key checks, schema 400s) into the
 * Binance codes clients such as CCXT map to their exception classes. The message keeps this
 * server's wording after Binance's, so nothing the engine said is lost.
 */
export class BinanceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'BinanceError';
  }
}

export const BinanceCode = {
  unknown: -1000,
  disconnected: -1001,
  tooManyRequests: -1003,
  tooManyOrders: -1015,
  invalidTimestamp: -1021,
  invalidSignature: -1022,
  illegalChars: -1100,
  mandatoryParam: -1102,
  paramNotRequired: -1106,
  badPrecision: -1111,
  invalidOrderType: -1116,
  invalidSide: -1117,
  badInterval: -1120,
  badSymbol: -1121,
  invalidParameter: -1130,
  filterFailure: -1013,
  newOrderRejected: -2010,
  cancelRejected: -2011,
  noSuchOrder: -2013,
  badApiKeyFormat: -2014,
  rejectedKey: -2015,
  marginInsufficient: -2019,
  wouldImmediatelyTrigger: -2021,
  reduceOnlyRejected: -2022,
  maxLeverageRatio: -2027,
  quantityTooLarge: -4005,
  priceNotOnTick: -4014,
  quantityNotOnStep: -4023,
  invalidLeverage: -4028,
  noNeedToChangeMarginType: -4046,
  marginTypeOpenOrders: -4047,
  marginTypePosition: -4048,
  noNeedToChangePositionSide: -4059,
  positionSideOpenOrders: -4067,
  positionSidePosition: -4068,
  positionSideMismatch: -4061,
  counterpartyPrice: -4131,
  reduceOnlyOnly: -4400,
  fokRejected: -5021,
  postOnlyRejected: -5022,
  noNeedToModify: -5027,
} as const;

export const invalidSymbol = () => new BinanceError(BinanceCode.badSymbol, 'Invalid symbol.');

export const mandatory = (name: string) =>
  new BinanceError(
    BinanceCode.mandatoryParam,
    `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`,
  );

export const invalidParameter = (name: string, detail?: string) =>
  new BinanceError(
    BinanceCode.invalidParameter,
    `Data sent for parameter '${name}' is not valid.${detail ? ` ${detail}` : ''}`,
  );

/** What an order refusal of the engine (spec §8 codes) is on Binance. */
const ENGINE_CODES: Record<number, number> = {
  [ErrorCode.TradingProhibited]: BinanceCode.reduceOnlyOnly,
  [ErrorCode.InvalidDirection]: BinanceCode.positionSideMismatch,
  [ErrorCode.BelowMinimum]: BinanceCode.filterFailure,
  [ErrorCode.BelowMinimumValue]: BinanceCode.filterFailure,
  [ErrorCode.NoCounterparty]: BinanceCode.counterpartyPrice,
  [ErrorCode.LeverageLimit]: BinanceCode.maxLeverageRatio,
  [ErrorCode.NoPermission]: BinanceCode.rejectedKey,
  [ErrorCode.WouldLiquidate]: BinanceCode.marginInsufficient,
  [ErrorCode.DepthLimit]: BinanceCode.quantityTooLarge,
  [ErrorCode.PostOnlyWouldTake]: BinanceCode.postOnlyRejected,
  [ErrorCode.TriggerNotReady]: BinanceCode.newOrderRejected,
  [ErrorCode.UnreasonableTrigger]: BinanceCode.wouldImmediatelyTrigger,
  [ErrorCode.ConditionalQtyLimit]: BinanceCode.quantityTooLarge,
  [ErrorCode.InsufficientBalance]: BinanceCode.marginInsufficient,
  [ErrorCode.Failure]: BinanceCode.unknown,
  [ErrorCode.BonusCloseRejected]: BinanceCode.newOrderRejected,
  [ErrorCode.PositionsOrOrdersOpen]: BinanceCode.positionSidePosition,
  [ErrorCode.AmendBelowFilled]: BinanceCode.newOrderRejected,
  [ErrorCode.TooManyTpSlPairs]: BinanceCode.newOrderRejected,
};

/**
 * Where a refusal happened decides a few codes (an unknown id is -2011 on cancel, -2013 on a query;
 * a mode change refused for a position or an open order has one code per mode).
 */
export type ErrorContext =
  'query' | 'cancel' | 'leverage' | 'marginType' | 'positionSide' | 'other';

/** Any error a route or a service threw, as Binance would answer it. */
export function toBinanceError(error: unknown, context: ErrorContext = 'other'): BinanceError {
  if (error instanceof BinanceError) return error;
  if (error instanceof ApiKeyError) return fromKeyError(error);
  if (error instanceof ServiceError) return fromServiceError(error, context);
  if (error instanceof ApiError) return fromBadRequest(error.code, error.message);
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return fromBadRequest(status, (error as Error).message);
  }
  if (status === 503) {
    return new BinanceError(
      BinanceCode.disconnected,
      'Internal error; unable to process your request. Please try again.',
      503,
    );
  }
  return new BinanceError(
    BinanceCode.unknown,
    'An unknown error occurred while processing the request.',
    500,
  );
}

function fromKeyError(error: ApiKeyError): BinanceError {
  switch (error.code) {
    case ApiKeyCode.badSignature:
      return new BinanceError(
        BinanceCode.invalidSignature,
        'Signature for this request is not valid.',
      );
    case ApiKeyCode.outsideRecvWindow:
      return new BinanceError(
        BinanceCode.invalidTimestamp,
        'Timestamp for this request is outside of the recvWindow.',
      );
    case ApiKeyCode.replayed:
      // Binance has no code for a repeated request; a used timestamp is what clients map -1021
      // to (CCXT: InvalidNonce) and the cure is the same: sign again with a new timestamp.
      return new BinanceError(
        BinanceCode.invalidTimestamp,
        'Timestamp for this request was already used: the same signed request was received within its recvWindow. Sign it again with a new timestamp.',
      );
    default:
      return new BinanceError(
        BinanceCode.rejectedKey,
        `Invalid API-key, IP, or permissions for action. (${error.message})`,
        401,
      );
  }
}

function fromServiceError(error: ServiceError, context: ErrorContext): BinanceError {
  const status = error.httpStatus;
  if (status === 429) {
    const retry = Number(error.data?.retryAfterSeconds ?? 1);
    return new BinanceError(
      BinanceCode.tooManyOrders,
      `Too many new orders; ${error.message}.`,
      429,
      Math.max(1, Math.ceil(retry)),
    );
  }
  if (status === 503) {
    return new BinanceError(
      BinanceCode.disconnected,
      `Internal error; unable to process your request. Please try again. (${error.message})`,
      503,
    );
  }
  if (status === 404) {
    return context === 'cancel'
      ? new BinanceError(BinanceCode.cancelRejected, 'Unknown order sent.')
      : new BinanceError(BinanceCode.noSuchOrder, 'Order does not exist.');
  }
  if (status === 401) {
    return new BinanceError(
      BinanceCode.rejectedKey,
      'Invalid API-key, IP, or permissions for action.',
      401,
    );
  }
  if (status === 400) return fromBadRequest(400, error.message);
  if (context === 'leverage' && error.code === ErrorCode.LeverageLimit) {
    return new BinanceError(BinanceCode.invalidLeverage, `Leverage is not valid: ${error.message}`);
  }
  if (error.code === ErrorCode.PositionsOrOrdersOpen) return modeChangeRefused(error, context);
  const code = ENGINE_CODES[error.code] ?? BinanceCode.unknown;
  return new BinanceError(code, `${error.message} (${error.code})`);
}

/**
 * Binance's words for a mode change the account's position or open orders stand in the way of:
 * the position first (closing it is the bigger step), as Binance answers when both exist.
 */
function modeChangeRefused(error: ServiceError, context: ErrorContext): BinanceError {
  const orders = Number(error.data?.openOrders ?? 0) > 0;
  const position = Number(error.data?.positions ?? 0) > 0 || !orders;
  if (context === 'marginType') {
    return position
      ? new BinanceError(
          BinanceCode.marginTypePosition,
          'Margin type cannot be changed if there exists position.',
        )
      : new BinanceError(
          BinanceCode.marginTypeOpenOrders,
          'Margin type cannot be changed if there exists open orders.',
        );
  }
  return position
    ? new BinanceError(
        BinanceCode.positionSidePosition,
        'Position side cannot be changed if there exists position.',
      )
    : new BinanceError(
        BinanceCode.positionSideOpenOrders,
        'Position side cannot be changed if there exists open orders.',
      );
}

/** A 400 naming a field (`price: must be a multiple of the tick size 0.1`). */
function fromBadRequest(status: number, message: string): BinanceError {
  if (status === 415 || status === 413)
    return new BinanceError(BinanceCode.unknown, message, status);
  if (status === 429) return new BinanceError(BinanceCode.tooManyRequests, message, 429);
  if (status === 404) return new BinanceError(BinanceCode.unknown, message, 404);
  const field = /^([A-Za-z.]+):/.exec(message)?.[1] ?? '';
  if (field === 'signature' || field === 'timestamp') return mandatory(field);
  if (/control character/i.test(message)) {
    return new BinanceError(
      BinanceCode.illegalChars,
      `Illegal characters found in a parameter. (${message})`,
    );
  }
  if (/multiple of the tick size/.test(message)) {
    return new BinanceError(
      BinanceCode.priceNotOnTick,
      `Price not increased by tick size. (${message})`,
    );
  }
  if (/multiple of the lot size/.test(message)) {
    return new BinanceError(
      BinanceCode.quantityNotOnStep,
      `Quantity not increased by step size. (${message})`,
    );
  }
  return invalidParameter(field || 'request', message);
}

/** The body Binance answers an error with. */
export function errorBody(error: BinanceError): { code: number; msg: string } {
  return { code: error.code, msg: error.message };
}
