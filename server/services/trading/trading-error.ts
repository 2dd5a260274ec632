import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode, type ErrorCodeValue } from '../../engine';
import { ServiceError } from '../../service-error';
import type { EngineHost } from '../../engine-runtime/engine-host';

/** The spec's wording for each trading code the engine or the gate answers with (spec §8). */
export const TRADING_MESSAGES: Record<ErrorCodeValue, string> = {
  [ErrorCode.Ok]: 'success',
  [ErrorCode.TradingProhibited]: 'trading temporarily prohibited, contact customer service',
  [ErrorCode.InvalidDirection]: 'invalid order direction',
  [ErrorCode.BelowMinimum]: 'order quantity below minimum order unit',
  [ErrorCode.BelowMinimumValue]: 'order value below the minimum order value',
  [ErrorCode.NoCounterparty]: 'no orders on the counterparty side',
  [ErrorCode.LeverageLimit]: 'position exceeds current leverage limit',
  [ErrorCode.NoPermission]: 'no trading permission for this contract',
  [ErrorCode.WouldLiquidate]:
    'order may quickly reach forced liquidation; adjust price and quantity',
  [ErrorCode.DepthLimit]: 'order exceeds market trading / depth limit; reduce quantity',
  [ErrorCode.PostOnlyWouldTake]: 'price cannot be a resting order; order cancelled',
  [ErrorCode.TriggerNotReady]: 'trigger type not ready',
  [ErrorCode.UnreasonableTrigger]: 'unreasonable trigger price',
  [ErrorCode.ConditionalQtyLimit]: 'conditional order quantity exceeds limit',
  [ErrorCode.Failure]: 'failure',
  [ErrorCode.InsufficientBalance]: 'insufficient available balance',
  [ErrorCode.BonusCloseRejected]: 'trial / bonus position cannot be closed now, contact support',
  [ErrorCode.PositionsOrOrdersOpen]:
    'the mode cannot be changed while positions or open orders exist: close your positions and cancel your orders first',
  [ErrorCode.AmendBelowFilled]: 'the new quantity must be above the quantity already filled',
  [ErrorCode.TooManyTpSlPairs]: 'the position already carries the most partial TP/SL pairs it may',
};

/**
 * A trading outcome: the spec's code and wording (English, with a detail where useful; the route
 * answers another language from the code table), at the HTTP status of the code table.
 */
export class TradingError extends ServiceError {
  constructor(
    code: number,
    message: string,
    data: Record<string, unknown> | null = null,
    language?: Language,
  ) {
    super(code, message, data, language);
    this.name = 'TradingError';
  }
}

/**
 * The engine refused a command: its code with the spec's wording (and a detail when useful), and
 * the data its words name (figures, a narrower reason).
 */
export function refusal(
  code: ErrorCodeValue,
  detail?: string,
  data: Record<string, unknown> | null = null,
): TradingError {
  const message = TRADING_MESSAGES[code];
  return new TradingError(code, detail ? `${message}: ${detail}` : message, data);
}

/**
 * An id that is not the caller's answers exactly like one that does not exist (404): whether an
 * id belongs to someone else is never confirmed.
 */
export function notFound(what: string): TradingError {
  return new TradingError(404, `${what} not found`);
}

/** The engine host, or 503 on a process that does not run the engine. */
export function requireEngine(host: EngineHost | undefined): EngineHost {
  if (!host) throw engineUnavailable();
  return host;
}

export function engineUnavailable(): TradingError {
  return new TradingError(503, 'the trading engine is not running on this server');
}

/**
 * Input that passed its schema but does not fit the contract (a price off the tick, a quantity off
 * the lot): 400 with the field, like a schema error.
 */
export function invalidInput(field: string, message: string): TradingError {
  return new TradingError(400, `${field}: ${message}`, { field });
}
