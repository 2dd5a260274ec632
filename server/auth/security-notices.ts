import type { Language } from '../../lib/contract/wire/language';
import {
  DEVICE_RECORD_WORDS,
  deviceInWords,
  type DeviceWords,
} from '../../lib/contract/wire/security';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { codeChannelOf, userById } from './accounts';
import { antiPhishingLine } from './anti-phishing';
import type { MessageTransport } from './transports';

/**
 * What happened to an account that its owner must hear about at once (issue 30): each is sent as
 * an e-mail (or an SMS to an account without e-mail) in the language of the request that caused
 * it, headed by the owner's anti-phishing code, with addresses masked.
 */
export type SecurityEvent =
  /** `device` as recorded (describeDevice): the message words it in its own language. */
  | { kind: 'login'; ip: string; device: string }
  | { kind: 'password-changed'; ip: string }
  | { kind: 'password-reset'; ip: string }
  | { kind: 'authenticator-bound'; ip: string }
  | { kind: 'authenticator-replaced'; ip: string }
  | { kind: 'authenticator-unbound'; ip: string }
  | { kind: 'anti-phishing-changed'; ip: string }
  | { kind: 'contact-changed'; channel: 'email' | 'phone'; newTarget: string; ip: string }
  | { kind: 'api-key-created'; label: string; apiKey: string; permissions: string[]; ip: string }
  | { kind: 'withdrawal-requested'; amount: string; network: string; address: string }
  | { kind: 'withdrawal-address-added'; network: string; address: string; label: string };

export type SecurityEventKind = SecurityEvent['kind'];

type Words = {
  subject: Record<SecurityEventKind, string>;
  /** The event's own sentence. */
  what: { [K in SecurityEventKind]: (event: Extract<SecurityEvent, { kind: K }>) => string };
  time: string;
  ip: string;
  device: string;
  /** A device's description around its brand names ("Chrome on Windows" in English). */
  deviceNames: DeviceWords;
  notYou: string;
  changeEffects: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: {
      login: 'New log-in to your account',
      'password-changed': 'Your password was changed',
      'password-reset': 'Your password was reset',
      'authenticator-bound': 'An authenticator app was bound to your account',
      'authenticator-replaced': 'Your authenticator app was replaced',
      'authenticator-unbound': 'Your authenticator app was removed',
      'anti-phishing-changed': 'Your anti-phishing code was changed',
      'contact-changed': 'Your account contact details were changed',
      'api-key-created': 'A new API key was created',
      'withdrawal-requested': 'Withdrawal requested',
      'withdrawal-address-added': 'A withdrawal address was added',
    },
    what: {
      login: () => 'Your account was just logged in to.',
      'password-changed': () => 'The password of your account was changed.',
      'password-reset': () => 'The password of your account was reset through password recovery.',
      'authenticator-bound': () => 'An authenticator app was bound to your account.',
      'authenticator-replaced': () => 'The authenticator app of your account was replaced.',
      'authenticator-unbound': () => 'The authenticator app was removed from your account.',
      'anti-phishing-changed': () => 'The anti-phishing code of your account was changed.',
      'contact-changed': (e) =>
        `The ${e.channel === 'email' ? 'e-mail address' : 'phone number'} of your account was changed to ${e.newTarget}.`,
      'api-key-created': (e) =>
        `An API key "${e.label}" (${e.apiKey}, permissions: ${e.permissions.join(', ')}) was created.`,
      'withdrawal-requested': (e) =>
        `A withdrawal of ${e.amount} USDT on ${e.network} to ${e.address} was requested.`,
      'withdrawal-address-added': (e) =>
        `The address ${e.address} (${e.network}, "${e.label}") was added to your withdrawal address book.`,
    },
    time: 'Time (UTC)',
    ip: 'IP address',
    device: 'Device',
    deviceNames: DEVICE_RECORD_WORDS,
    notYou:
      'If this was not you, change your password at once, end your other sessions on the account security page and contact support.',
    changeEffects:
      'For your safety, withdrawals from a new device are blocked for 24 hours, your other sessions were ended and your API keys were deleted.',
  },
  ko: {
    subject: {
      login: '계정에 새로 로그인했습니다',
      'password-changed': '비밀번호가 변경되었습니다',
      'password-reset': '비밀번호가 재설정되었습니다',
      'authenticator-bound': '계정에 인증 앱이 연결되었습니다',
      'authenticator-replaced': '인증 앱이 변경되었습니다',
      'authenticator-unbound': '인증 앱 연결이 해제되었습니다',
      'anti-phishing-changed': '피싱 방지 코드가 변경되었습니다',
      'contact-changed': '계정 연락처가 변경되었습니다',
      'api-key-created': '새 API 키가 생성되었습니다',
      'withdrawal-requested': '출금이 신청되었습니다',
      'withdrawal-address-added': '출금 주소가 추가되었습니다',
    },
    what: {
      login: () => '방금 계정에 로그인했습니다.',
      'password-changed': () => '계정 비밀번호가 변경되었습니다.',
      'password-reset': () => '비밀번호 찾기를 통해 계정 비밀번호가 재설정되었습니다.',
      'authenticator-bound': () => '계정에 인증 앱이 연결되었습니다.',
      'authenticator-replaced': () => '계정의 인증 앱이 변경되었습니다.',
      'authenticator-unbound': () => '계정에서 인증 앱 연결이 해제되었습니다.',
      'anti-phishing-changed': () => '계정의 피싱 방지 코드가 변경되었습니다.',
      'contact-changed': (e) =>
        `계정의 ${e.channel === 'email' ? '이메일 주소' : '휴대폰 번호'}가 ${e.newTarget}(으)로 변경되었습니다.`,
      'api-key-created': (e) =>
        `API 키 "${e.label}"(${e.apiKey}, 권한: ${e.permissions.join(', ')})가 생성되었습니다.`,
      'withdrawal-requested': (e) =>
        `${e.network} 네트워크로 ${e.address} 주소에 ${e.amount} USDT 출금이 신청되었습니다.`,
      'withdrawal-address-added': (e) =>
        `출금 주소록에 ${e.address}(${e.network}, "${e.label}") 주소가 추가되었습니다.`,
    },
    time: '시간(UTC)',
    ip: 'IP 주소',
    device: '기기',
    deviceNames: {
      on: (browser, system) => `${system}의 ${browser}`,
      unknownBrowser: '알 수 없는 브라우저',
      unknownDevice: '알 수 없는 기기',
    },
    notYou:
      '본인이 아니라면 즉시 비밀번호를 변경하고, 계정 보안 페이지에서 다른 세션을 종료한 뒤 고객센터에 문의해 주세요.',
    changeEffects:
      '안전을 위해 새 기기에서의 출금이 24시간 동안 제한되며, 다른 세션은 종료되고 API 키는 삭제되었습니다.',
  },
  ja: {
    subject: {
      login: 'アカウントへの新しいログイン',
      'password-changed': 'パスワードが変更されました',
      'password-reset': 'パスワードが再設定されました',
      'authenticator-bound': '認証アプリが連携されました',
      'authenticator-replaced': '認証アプリが変更されました',
      'authenticator-unbound': '認証アプリの連携が解除されました',
      'anti-phishing-changed': 'フィッシング対策コードが変更されました',
      'contact-changed': 'アカウントの連絡先が変更されました',
      'api-key-created': '新しいAPIキーが作成されました',
      'withdrawal-requested': '出金が申請されました',
      'withdrawal-address-added': '出金アドレスが追加されました',
    },
    what: {
      login: () => 'アカウントにログインがありました。',
      'password-changed': () => 'アカウントのパスワードが変更されました。',
      'password-reset': () => 'パスワード再設定によりアカウントのパスワードが変更されました。',
      'authenticator-bound': () => 'アカウントに認証アプリが連携されました。',
      'authenticator-replaced': () => 'アカウントの認証アプリが変更されました。',
      'authenticator-unbound': () => 'アカウントから認証アプリの連携が解除されました。',
      'anti-phishing-changed': () => 'アカウントのフィッシング対策コードが変更されました。',
      'contact-changed': (e) =>
        `アカウントの${e.channel === 'email' ? 'メールアドレス' : '電話番号'}が ${e.newTarget} に変更されました。`,
      'api-key-created': (e) =>
        `APIキー「${e.label}」（${e.apiKey}、権限: ${e.permissions.join(', ')}）が作成されました。`,
      'withdrawal-requested': (e) =>
        `${e.network} で ${e.address} への ${e.amount} USDT の出金が申請されました。`,
      'withdrawal-address-added': (e) =>
        `出金アドレス帳に ${e.address}（${e.network}、「${e.label}」）が追加されました。`,
    },
    time: '日時（UTC）',
    ip: 'IPアドレス',
    device: 'デバイス',
    deviceNames: {
      on: (browser, system) => `${system} の ${browser}`,
      unknownBrowser: '不明なブラウザ',
      unknownDevice: '不明なデバイス',
    },
    notYou:
      'お心当たりがない場合は、直ちにパスワードを変更し、アカウントセキュリティのページでほかのセッションを終了して、サポートにご連絡ください。',
    changeEffects:
      '安全のため、新しいデバイスからの出金を24時間制限し、ほかのセッションを終了し、APIキーを削除しました。',
  },
  'zh-hant': {
    subject: {
      login: '您的帳戶有新的登入',
      'password-changed': '您的密碼已變更',
      'password-reset': '您的密碼已重設',
      'authenticator-bound': '您的帳戶已綁定驗證器',
      'authenticator-replaced': '您的驗證器已更換',
      'authenticator-unbound': '您的驗證器已解除綁定',
      'anti-phishing-changed': '您的防釣魚碼已變更',
      'contact-changed': '您的帳戶聯絡方式已變更',
      'api-key-created': '已建立新的 API 金鑰',
      'withdrawal-requested': '已申請提領',
      'withdrawal-address-added': '已新增提領地址',
    },
    what: {
      login: () => '您的帳戶剛剛有一次登入。',
      'password-changed': () => '您的帳戶密碼已變更。',
      'password-reset': () => '您的帳戶密碼已透過找回密碼重設。',
      'authenticator-bound': () => '您的帳戶已綁定驗證器。',
      'authenticator-replaced': () => '您帳戶的驗證器已更換。',
      'authenticator-unbound': () => '您的帳戶已解除綁定驗證器。',
      'anti-phishing-changed': () => '您帳戶的防釣魚碼已變更。',
      'contact-changed': (e) =>
        `您帳戶的${e.channel === 'email' ? '電子郵件地址' : '手機號碼'}已變更為 ${e.newTarget}。`,
      'api-key-created': (e) =>
        `已建立 API 金鑰「${e.label}」（${e.apiKey}，權限：${e.permissions.join(', ')}）。`,
      'withdrawal-requested': (e) =>
        `已申請透過 ${e.network} 提領 ${e.amount} USDT 至 ${e.address}。`,
      'withdrawal-address-added': (e) =>
        `提領地址簿已新增 ${e.address}（${e.network}，「${e.label}」）。`,
    },
    time: '時間（UTC）',
    ip: 'IP 位址',
    device: '裝置',
    deviceNames: {
      on: (browser, system) => `${system} 上的 ${browser}`,
      unknownBrowser: '未知瀏覽器',
      unknownDevice: '未知裝置',
    },
    notYou: '如非本人操作，請立即變更密碼，在帳戶安全頁面結束其他登入工作階段，並聯絡客服。',
    changeEffects:
      '為保障安全，新裝置的提領將暫停 24 小時，其他登入工作階段已結束，API 金鑰已刪除。',
  },
};

/** Changes after which withdrawals pause, other sessions end and API keys go. */
const FACTOR_CHANGES: ReadonlySet<SecurityEventKind> = new Set([
  'password-changed',
  'password-reset',
  'authenticator-bound',
  'authenticator-replaced',
  'authenticator-unbound',
  'contact-changed',
]);

/** `0x12ab…cdef`: enough to recognise an address, not enough to copy it. */
export function maskAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** `a***@example.com`, `+82 10****78`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(dialCode: string, national: string): string {
  return `${dialCode} ${national.slice(0, 2)}****${national.slice(-2)}`;
}

/** What the message says, addresses already masked by the caller where they are the user's. */
export function securityMessage(
  event: SecurityEvent,
  language: Language,
  at: number,
): { subject: string; text: string } {
  const words = WORDS[language];
  const what = (words.what[event.kind] as (e: SecurityEvent) => string)(event);
  const lines = [
    what,
    '',
    `${words.time}: ${new Date(at).toISOString().slice(0, 19).replace('T', ' ')}`,
  ];
  if ('ip' in event) lines.push(`${words.ip}: ${event.ip}`);
  // The event carries the recorded (English) description; its brand names stay as they are.
  if ('device' in event)
    lines.push(`${words.device}: ${deviceInWords(event.device, words.deviceNames)}`);
  lines.push('');
  if (FACTOR_CHANGES.has(event.kind)) lines.push(words.changeEffects, '');
  lines.push(words.notYou);
  return { subject: words.subject[event.kind], text: lines.join('\n') };
}

/**
 * Sends security notices. Delivery problems are logged and never undo or fail what happened: the
 * change is already made, and a refused notice must not turn into a refused password change.
 */
export class SecurityNotices {
  constructor(
    private readonly database: Database,
    /** The bare transport: the notice adds the owner's anti-phishing code itself (see `send`). */
    private readonly transport: MessageTransport,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  /**
   * To the account's own e-mail (else phone). `to` overrides the address: the old address of a
   * contact change hears of it too, though it no longer belongs to the account, so the
   * anti-phishing line is taken from the user's row, not looked up by address.
   */
  async send(
    userId: number,
    event: SecurityEvent,
    language: Language,
    to?: { channel: 'email' | 'sms'; target: string },
  ): Promise<void> {
    try {
      const user = await userById(this.database, userId);
      const destination = to ?? codeChannelOf(user);
      const masked = this.maskedEvent(event);
      const { subject, text } = securityMessage(masked, language, this.now());
      if (destination.channel === 'email') {
        const body = user.antiPhishingCode
          ? `${antiPhishingLine(language, user.antiPhishingCode)}\n\n${text}`
          : text;
        await this.transport.sendEmail(destination.target, subject, body, language);
      } else {
        await this.transport.sendSms(destination.target, `${subject}. ${WORDS[language].notYou}`);
      }
      this.log.info({ event: 'security-notice', kind: event.kind, userId }, 'security notice sent');
    } catch (error) {
      this.log.warn(
        { err: error, event: 'security-notice', kind: event.kind, userId },
        'security notice not delivered',
      );
    }
  }

  /** Sends without making the caller wait for delivery (SMTP may take seconds). */
  notify(userId: number, event: SecurityEvent, language: Language): void {
    void this.send(userId, event, language);
  }

  private maskedEvent(event: SecurityEvent): SecurityEvent {
    switch (event.kind) {
      case 'withdrawal-requested':
      case 'withdrawal-address-added':
        return { ...event, address: maskAddress(event.address) };
      case 'api-key-created':
        return { ...event, apiKey: maskAddress(event.apiKey) };
      default:
        return event;
    }
  }
}
