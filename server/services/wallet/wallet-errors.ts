import type { Language } from '../../../lib/contract/wire/language';
import { ServiceError, serviceText } from '../../service-error';

/**
 * Codes of the deposit, withdrawal and address-book endpoints (ours: the spec names none),
 * documented in server/docs/wallet.md. Business answers, HTTP 200 as every v2 user route's
 * (the web client treats any other status as a network failure), worded in the request's language;
 * `data` carries the figures the page shows (minimum, available, the time a block ends).
 */
export const WalletCode = {
  /** The address is not valid for the network (format or checksum). */
  invalidAddress: 102600001,
  /** The amount is below the network's minimum (`data.minAmount`). */
  belowMinimum: 102600002,
  /** The amount is more than the spot wallet holds (`data.available`). */
  overAvailable: 102600003,
  /** Withdrawals from this device are blocked after a password change (`data.blockedUntil`). */
  withdrawBlocked: 102600004,
  /** Only a withdrawal still `requested` can be cancelled (`data.status`). */
  notCancellable: 102600005,
  /** No withdrawal of the caller has this id (another user's id answers the same). */
  withdrawalNotFound: 102600006,
  /** No deposit source runs here, or the network takes no deposits. */
  depositsUnavailable: 102600007,
  /** No withdrawal processor runs here, or the network takes no withdrawals. */
  withdrawalsUnavailable: 102600008,
  /** No address-book entry of the caller has this id. */
  addressNotFound: 102600009,
  /** The address book holds its maximum (`data.max`). */
  addressBookFull: 102600010,
  /** This address is already in the caller's address book for the network (`data.id`). */
  addressExists: 102600011,
} as const;

export type WalletCodeValue = (typeof WalletCode)[keyof typeof WalletCode];

const TEXTS: Record<WalletCodeValue, Record<Language, string>> = {
  [WalletCode.invalidAddress]: {
    en: 'this is not a valid {network} address',
    ko: '올바른 {network} 주소가 아닙니다',
    ja: '有効な{network}アドレスではありません',
    'zh-hant': '這不是有效的 {network} 地址',
  },
  [WalletCode.belowMinimum]: {
    en: 'the amount is below the minimum of {minAmount} USDT',
    ko: '최소 금액 {minAmount} USDT보다 적습니다',
    ja: '最低金額 {minAmount} USDT を下回っています',
    'zh-hant': '金額低於最低限額 {minAmount} USDT',
  },
  [WalletCode.overAvailable]: {
    en: 'the amount is more than your available balance of {available} USDT',
    ko: '출금 가능 잔액 {available} USDT를 초과했습니다',
    ja: '利用可能残高 {available} USDT を超えています',
    'zh-hant': '金額超過可用餘額 {available} USDT',
  },
  [WalletCode.withdrawBlocked]: {
    en: 'withdrawals from this device are blocked until {time} (UTC) after the password change',
    ko: '비밀번호 변경 후 이 기기에서는 {time}(UTC)까지 출금할 수 없습니다',
    ja: 'パスワード変更後のため、この端末からの出金は {time}（UTC）まで制限されています',
    'zh-hant': '密碼變更後，此裝置在 {time}（UTC）前無法提領',
  },
  [WalletCode.notCancellable]: {
    en: 'this withdrawal can no longer be cancelled',
    ko: '이 출금은 더 이상 취소할 수 없습니다',
    ja: 'この出金はもう取り消せません',
    'zh-hant': '此筆提領已無法取消',
  },
  [WalletCode.withdrawalNotFound]: {
    en: 'withdrawal not found',
    ko: '출금 내역을 찾을 수 없습니다',
    ja: '出金が見つかりません',
    'zh-hant': '找不到此筆提領',
  },
  [WalletCode.depositsUnavailable]: {
    en: 'deposits are not available on {network}',
    ko: '{network} 입금은 현재 이용할 수 없습니다',
    ja: '現在 {network} での入金はご利用いただけません',
    'zh-hant': '目前無法透過 {network} 入金',
  },
  [WalletCode.withdrawalsUnavailable]: {
    en: 'withdrawals are not available on {network}',
    ko: '{network} 출금은 현재 이용할 수 없습니다',
    ja: '現在 {network} での出金はご利用いただけません',
    'zh-hant': '目前無法透過 {network} 提領',
  },
  [WalletCode.addressNotFound]: {
    en: 'address not found in your address book',
    ko: '주소록에서 주소를 찾을 수 없습니다',
    ja: 'アドレス帳にこのアドレスが見つかりません',
    'zh-hant': '地址簿中找不到此地址',
  },
  [WalletCode.addressBookFull]: {
    en: 'your address book is full ({max} addresses): delete one first',
    ko: '주소록이 가득 찼습니다(최대 {max}개). 먼저 하나를 삭제해 주세요',
    ja: 'アドレス帳がいっぱいです（最大 {max} 件）。先に1件削除してください',
    'zh-hant': '地址簿已滿（最多 {max} 筆），請先刪除一筆',
  },
  [WalletCode.addressExists]: {
    en: 'this address is already in your address book',
    ko: '이미 주소록에 있는 주소입니다',
    ja: 'このアドレスはすでにアドレス帳にあります',
    'zh-hant': '此地址已在地址簿中',
  },
};

/** The message of `code` in `language`, with `{name}` filled from `data`. */
export function walletText(
  code: WalletCodeValue,
  language: Language,
  data: Record<string, string | number | null> = {},
): string {
  return serviceText(TEXTS[code][language], data);
}

export class WalletError extends ServiceError {
  declare readonly code: WalletCodeValue;

  constructor(
    code: WalletCodeValue,
    language: Language,
    data: Record<string, string | number | null> | null = null,
  ) {
    super(code, walletText(code, language, data ?? {}), data);
    this.name = 'WalletError';
  }
}
