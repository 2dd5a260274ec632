import type { Language } from '../../lib/contract/wire/language';
import { ServiceError, serviceText } from '../service-error';

/**
 * Codes of API-key management and signed requests (ours: the spec has none; documented in
 * server/docs/auth.md). A signed request that does not authenticate answers HTTP 401, one that
 * authenticates but may not do this HTTP 403; too many keys is a business answer (HTTP 200); a key
 * that is not the caller's 404. The messages are worded in the request's language: API clients
 * and the API page show them as they are.
 */
export const ApiKeyCode = {
  /** The `X-MBX-APIKEY` header names no live key (unknown, deleted or malformed). */
  invalidKey: 102400001,
  /** The signature is not HMAC-SHA256(secret, query string + body) of this request. */
  badSignature: 102400002,
  /** `timestamp` is more than `recvWindow` ms old, or 1 s or more ahead of the server's clock. */
  outsideRecvWindow: 102400003,
  /** The key lacks the permission the endpoint needs (`data.required`). */
  permissionDenied: 102400004,
  /** The key has an IP allow-list and the request's address is not on it (`data.ip`). */
  ipNotAllowed: 102400005,
  /** The endpoint accepts a session only (key management, password, 2FA, KYC, …). */
  keyNotAccepted: 102400006,
  /** The account already holds the most keys it may (`data.max`). */
  tooManyKeys: 102400007,
  /**
   * The same signed request (same key and signature) was already accepted within its recvWindow:
   * a request that changes the account runs once. Signing it again (a new timestamp) sends it anew.
   */
  replayed: 102400008,
  notFound: 404,
} as const;

export type ApiKeyCodeValue = (typeof ApiKeyCode)[keyof typeof ApiKeyCode];

type Texts = Record<Language, string>;

const TEXTS: Record<ApiKeyCodeValue, Texts> = {
  [ApiKeyCode.invalidKey]: {
    en: 'API key invalid or deleted',
    ko: 'API 키가 유효하지 않거나 삭제되었습니다',
    ja: 'APIキーが無効か、削除されています',
    'zh-hant': 'API 金鑰無效或已刪除',
  },
  [ApiKeyCode.badSignature]: {
    en: 'signature does not match the request',
    ko: '서명이 요청과 일치하지 않습니다',
    ja: '署名がリクエストと一致しません',
    'zh-hant': '簽名與請求不符',
  },
  [ApiKeyCode.outsideRecvWindow]: {
    en: 'timestamp is outside recvWindow of the server time: check the clock and sign again',
    ko: 'timestamp가 서버 시간 기준 recvWindow를 벗어났습니다. 시계를 확인하고 다시 서명해 주세요',
    ja: 'timestamp がサーバー時刻の recvWindow の範囲外です。時刻を確認して署名し直してください',
    'zh-hant': 'timestamp 超出伺服器時間的 recvWindow 範圍，請校正時間後重新簽名',
  },
  [ApiKeyCode.permissionDenied]: {
    en: 'this API key lacks the "{required}" permission this endpoint needs',
    ko: '이 API 키에는 이 엔드포인트에 필요한 "{required}" 권한이 없습니다',
    ja: 'このAPIキーには、このエンドポイントに必要な「{required}」権限がありません',
    'zh-hant': '此 API 金鑰沒有此端點所需的「{required}」權限',
  },
  [ApiKeyCode.ipNotAllowed]: {
    en: 'this API key does not allow requests from {ip}',
    ko: '이 API 키는 {ip}에서 보낸 요청을 허용하지 않습니다',
    ja: 'このAPIキーでは {ip} からのリクエストは許可されていません',
    'zh-hant': '此 API 金鑰不允許來自 {ip} 的請求',
  },
  [ApiKeyCode.keyNotAccepted]: {
    en: 'this endpoint does not accept API keys: use it logged in',
    ko: '이 엔드포인트는 API 키를 받지 않습니다. 로그인해서 이용해 주세요',
    ja: 'このエンドポイントはAPIキーを受け付けません。ログインしてご利用ください',
    'zh-hant': '此端點不接受 API 金鑰，請登入後使用',
  },
  [ApiKeyCode.tooManyKeys]: {
    en: 'at most {max} API keys per account: delete one first',
    ko: '계정당 API 키는 최대 {max}개입니다. 먼저 하나를 삭제해 주세요',
    ja: 'APIキーは1アカウントにつき最大{max}件です。先に1件削除してください',
    'zh-hant': '每個帳戶最多 {max} 組 API 金鑰，請先刪除一組',
  },
  [ApiKeyCode.replayed]: {
    en: 'this signed request was already received: sign it again with a new timestamp to send it again',
    ko: '이미 받은 서명 요청입니다. 다시 보내려면 새 timestamp로 다시 서명해 주세요',
    ja: 'この署名付きリクエストは受信済みです。もう一度送るには新しい timestamp で署名し直してください',
    'zh-hant': '已收到此簽名請求，如要再次送出，請以新的 timestamp 重新簽名',
  },
  [ApiKeyCode.notFound]: {
    en: 'API key not found',
    ko: 'API 키를 찾을 수 없습니다',
    ja: 'APIキーが見つかりません',
    'zh-hant': '找不到 API 金鑰',
  },
};

const STATUS: Record<ApiKeyCodeValue, number> = {
  [ApiKeyCode.invalidKey]: 401,
  [ApiKeyCode.badSignature]: 401,
  [ApiKeyCode.outsideRecvWindow]: 401,
  [ApiKeyCode.permissionDenied]: 403,
  [ApiKeyCode.ipNotAllowed]: 403,
  [ApiKeyCode.keyNotAccepted]: 403,
  [ApiKeyCode.tooManyKeys]: 200,
  [ApiKeyCode.replayed]: 401,
  [ApiKeyCode.notFound]: 404,
};

/** The message of `code` in `language`, with `{name}` filled from `data`. */
export function apiKeyText(
  code: ApiKeyCodeValue,
  language: Language,
  data: Record<string, string | number> = {},
): string {
  return serviceText(TEXTS[code][language], data);
}

export class ApiKeyError extends ServiceError {
  declare readonly code: ApiKeyCodeValue;

  constructor(
    code: ApiKeyCodeValue,
    language: Language,
    data: Record<string, string | number> | null = null,
  ) {
    super(code, apiKeyText(code, language, data ?? {}), data);
    this.name = 'ApiKeyError';
  }

  override get httpStatus(): number {
    return STATUS[this.code];
  }
}
