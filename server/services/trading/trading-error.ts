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
};

/**
 * Refusals worded in the caller's language: the codes that are ours (the spec's are worded by the
 * web app from their code, and in English here).
 */
const LOCALIZED_MESSAGES: Partial<Record<ErrorCodeValue, Record<Language, string>>> = {
  [ErrorCode.PositionsOrOrdersOpen]: {
    en: TRADING_MESSAGES[ErrorCode.PositionsOrOrdersOpen],
    ko: '포지션 또는 미체결 주문이 있어 모드를 변경할 수 없습니다. 먼저 포지션을 종료하고 주문을 취소해 주세요',
    ja: 'ポジションまたは未約定の注文があるため、モードを変更できません。先にポジションを決済し、注文をキャンセルしてください',
    'zh-hant': '目前有倉位或未成交委託，無法變更模式：請先平倉並撤銷委託',
  },
};

/** The wording of `code` in `language`: its own where it has one, else the spec's English. */
export function tradingText(code: ErrorCodeValue, language: Language): string {
  return LOCALIZED_MESSAGES[code]?.[language] ?? TRADING_MESSAGES[code];
}

/** A trading outcome: the spec's code and wording, HTTP 200 unless `status` says otherwise. */
export class TradingError extends ServiceError {
  constructor(
    code: number,
    message: string,
    data: Record<string, unknown> | null = null,
    private readonly status = 200,
  ) {
    super(code, message, data);
    this.name = 'TradingError';
  }

  override get httpStatus(): number {
    return this.status;
  }
}

/** The engine refused a command: its code with the spec's wording (and a detail when useful). */
export function refusal(code: ErrorCodeValue, detail?: string): TradingError {
  const message = TRADING_MESSAGES[code];
  return new TradingError(code, detail ? `${message}: ${detail}` : message);
}

/**
 * An id that is not the caller's answers exactly like one that does not exist (404): whether an
 * id belongs to someone else is never confirmed.
 */
export function notFound(what: string): TradingError {
  return new TradingError(404, `${what} not found`, null, 404);
}

/** The engine host, or 503 on a process that does not run the engine. */
export function requireEngine(host: EngineHost | undefined): EngineHost {
  if (!host) throw engineUnavailable();
  return host;
}

export function engineUnavailable(): TradingError {
  return new TradingError(503, 'the trading engine is not running on this server', null, 503);
}

/**
 * Input that passed its schema but does not fit the contract (a price off the tick, a quantity off
 * the lot): 400 with the field, like a schema error.
 */
export function invalidInput(field: string, message: string): TradingError {
  return new TradingError(400, `${field}: ${message}`, { field }, 400);
}
