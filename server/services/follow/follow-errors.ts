import type { Language } from '../../../lib/contract/wire/language';
import { ErrorCode } from '../../engine';
import { ServiceError, serviceText } from '../../service-error';

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

const TEXTS: Record<FollowCodeValue | GateCode, Record<Language, string>> = {
  [FollowCode.notLeadTrader]: {
    en: 'this user is not a lead trader',
    ko: '이 사용자는 리드 트레이더가 아닙니다',
    ja: 'このユーザーはリードトレーダーではありません',
    'zh-hant': '此用戶不是帶單交易員',
  },
  [FollowCode.alreadyFollowing]: {
    en: 'you already follow a lead trader: stop following first',
    ko: '이미 리드 트레이더를 팔로우하고 있습니다. 먼저 팔로우를 중지해 주세요',
    ja: 'すでにリードトレーダーをフォロー中です。先にフォローを停止してください',
    'zh-hant': '您已在跟隨一位帶單交易員，請先停止跟單',
  },
  [FollowCode.overAvailable]: {
    en: 'the amount is more than your futures account’s available balance of {available} USDT',
    ko: '선물 계정의 사용 가능 잔고 {available} USDT를 초과했습니다',
    ja: '先物口座の利用可能残高 {available} USDT を超えています',
    'zh-hant': '金額超過合約帳戶的可用餘額 {available} USDT',
  },
  [FollowCode.capInvalid]: {
    en: 'the per-trade cap must be between {min} USDT and the follow amount of {max} USDT',
    ko: '거래당 한도는 {min} USDT 이상, 팔로우 금액 {max} USDT 이하여야 합니다',
    ja: '1取引あたりの上限は {min} USDT 以上、フォロー金額 {max} USDT 以下にしてください',
    'zh-hant': '單筆上限須介於 {min} USDT 與跟單金額 {max} USDT 之間',
  },
  [FollowCode.cannotFollowSelf]: {
    en: 'you cannot follow yourself',
    ko: '자기 자신은 팔로우할 수 없습니다',
    ja: '自分自身をフォローすることはできません',
    'zh-hant': '您無法跟隨自己',
  },
  [FollowCode.followNotFound]: {
    en: 'follow not found',
    ko: '팔로우 내역을 찾을 수 없습니다',
    ja: 'フォローが見つかりません',
    'zh-hant': '找不到此跟單',
  },
  [FollowCode.nicknameTaken]: {
    en: 'this nickname is already taken',
    ko: '이미 사용 중인 닉네임입니다',
    ja: 'このニックネームはすでに使われています',
    'zh-hant': '此暱稱已被使用',
  },
  [FollowCode.amountTooSmall]: {
    en: 'the follow amount must be at least {min} USDT',
    ko: '팔로우 금액은 최소 {min} USDT 이상이어야 합니다',
    ja: 'フォロー金額は {min} USDT 以上にしてください',
    'zh-hant': '跟單金額至少須為 {min} USDT',
  },
  [FollowCode.stopIncomplete]: {
    en: 'following could not be stopped yet: some follow positions could not be closed at market now; please try again',
    ko: '아직 팔로우를 중지하지 못했습니다. 일부 팔로우 포지션을 지금 시장가로 종료할 수 없습니다. 다시 시도해 주세요',
    ja: 'まだフォローを停止できません。一部のフォローポジションを現在成行で決済できませんでした。もう一度お試しください',
    'zh-hant': '尚無法停止跟單：部分跟單倉位目前無法以市價平倉，請再試一次',
  },
  [FollowCode.followAccountBusy]: {
    en: 'your follow account still holds positions or open orders: close them first',
    ko: '팔로우 계정에 아직 포지션 또는 미체결 주문이 있습니다. 먼저 정리해 주세요',
    ja: 'フォロー口座にまだポジションまたは未約定の注文があります。先に決済してください',
    'zh-hant': '您的跟單帳戶仍有倉位或未成交委託，請先處理',
  },
  [FollowCode.notOffering]: {
    en: 'you are not offering your trading to be followed',
    ko: '현재 트레이딩을 팔로우용으로 공개하고 있지 않습니다',
    ja: '現在、取引をフォロー対象として公開していません',
    'zh-hant': '您目前未開放帶單',
  },
  [ErrorCode.NoPermission]: {
    en: 'no trading permission: verify your identity (KYC) and open a futures account first',
    ko: '거래 권한이 없습니다. 먼저 본인 인증(KYC)을 완료하고 선물 계정을 개설해 주세요',
    ja: '取引権限がありません。先に本人確認（KYC）を完了し、先物口座を開設してください',
    'zh-hant': '沒有交易權限：請先完成身分驗證（KYC）並開通合約帳戶',
  },
  [ErrorCode.TradingProhibited]: {
    en: 'trading is temporarily prohibited in your country of residence: you may only reduce or close',
    ko: '거주 국가에서는 거래가 일시적으로 제한됩니다. 포지션 축소 또는 종료만 가능합니다',
    ja: 'お住まいの国では取引が一時的に制限されています。できるのはポジションの縮小または決済だけです',
    'zh-hant': '您的居住國家暫時禁止交易：僅可減倉或平倉',
  },
};

/** The message of `code` in `language`, with `{name}` filled from `data`. */
export function followText(
  code: FollowCodeValue | GateCode,
  language: Language,
  data: Record<string, unknown> = {},
): string {
  return serviceText(TEXTS[code][language], data);
}

export class FollowError extends ServiceError {
  constructor(
    code: FollowCodeValue | GateCode,
    language: Language,
    data: Record<string, unknown> | null = null,
  ) {
    super(code, followText(code, language, data ?? {}), data);
    this.name = 'FollowError';
  }
}

/** Whether a gate refusal is one this module words (1034, 1009). */
export function isGateCode(code: number): code is GateCode {
  return code === ErrorCode.NoPermission || code === ErrorCode.TradingProhibited;
}
