import type { Language } from '../../lib/contract/wire/language';
import {
  LISTING_LIMITS,
  type ListingChain,
  type ListingField,
  type ListingProblem,
  type ListingReason,
} from './rules';

/**
 * What the listing endpoint says to an applicant, in the four interface languages: a refused
 * field ("Contract address: …"), a duplicate, throttling. The web form shows its own words for
 * its own checks; these reach API clients and a form that is out of step with the server.
 */

const FIELD_LABELS: Record<Language, Record<ListingField, string>> = {
  en: {
    projectName: 'Project name',
    tokenSymbol: 'Token symbol',
    chain: 'Network',
    contractAddress: 'Contract address',
    website: 'Website',
    whitepaperUrl: 'Whitepaper',
    contactName: 'Contact name',
    contactEmail: 'Contact e-mail',
    telegram: 'Telegram',
    marketCapUsd: 'Market cap estimate',
    dailyVolumeUsd: 'Daily volume estimate',
    description: 'Project description',
  },
  ko: {
    projectName: '프로젝트 이름',
    tokenSymbol: '토큰 심볼',
    chain: '네트워크',
    contractAddress: '컨트랙트 주소',
    website: '웹사이트',
    whitepaperUrl: '백서',
    contactName: '담당자 이름',
    contactEmail: '담당자 이메일',
    telegram: '텔레그램',
    marketCapUsd: '예상 시가총액',
    dailyVolumeUsd: '예상 일일 거래량',
    description: '프로젝트 소개',
  },
  ja: {
    projectName: 'プロジェクト名',
    tokenSymbol: 'トークンシンボル',
    chain: 'ネットワーク',
    contractAddress: 'コントラクトアドレス',
    website: 'ウェブサイト',
    whitepaperUrl: 'ホワイトペーパー',
    contactName: '担当者名',
    contactEmail: '担当者のメールアドレス',
    telegram: 'Telegram',
    marketCapUsd: '時価総額の見込み',
    dailyVolumeUsd: '1日の取引高の見込み',
    description: 'プロジェクトの説明',
  },
  'zh-hant': {
    projectName: '專案名稱',
    tokenSymbol: '代幣代號',
    chain: '區塊鏈網路',
    contractAddress: '合約地址',
    website: '官方網站',
    whitepaperUrl: '白皮書',
    contactName: '聯絡人姓名',
    contactEmail: '聯絡人電子郵件',
    telegram: 'Telegram',
    marketCapUsd: '預估市值',
    dailyVolumeUsd: '預估日交易量',
    description: '專案介紹',
  },
};

const CHAIN_NAMES: Record<Exclude<ListingChain, 'other'>, string> = {
  ethereum: 'Ethereum',
  bsc: 'BNB Smart Chain',
  polygon: 'Polygon',
  arbitrum: 'Arbitrum',
  optimism: 'Optimism',
  base: 'Base',
  avalanche: 'Avalanche C-Chain',
  solana: 'Solana',
  tron: 'TRON',
  ton: 'TON',
};

const OTHER_CHAIN: Record<Language, string> = {
  en: 'another network',
  ko: '기타 네트워크',
  ja: 'その他のネットワーク',
  'zh-hant': '其他網路',
};

/** A network's name as the applicant reads it. */
export function chainName(chain: string, language: Language): string {
  if (chain === 'other') return OTHER_CHAIN[language];
  return CHAIN_NAMES[chain as Exclude<ListingChain, 'other'>] ?? chain;
}

interface ReasonContext {
  min: number;
  max: number;
  chain: string;
  keys: string;
}

type ReasonTexts = Record<
  ListingReason | 'unknownField' | 'body' | 'controlCharacters',
  (c: ReasonContext) => string
>;

const REASONS: Record<Language, ReasonTexts> = {
  en: {
    required: () => 'this field is required',
    length: (c) => `enter ${c.min} to ${c.max} characters`,
    symbol: () => 'use 2 to 12 capital letters or digits',
    chain: () => 'choose a network from the list',
    address: (c) => `this is not a valid contract address on ${c.chain}`,
    httpsUrl: () => 'enter a full address starting with https://',
    email: () => 'enter a valid e-mail address',
    telegram: () => 'enter a Telegram username (5 to 32 letters, digits or underscores)',
    amount: () => 'enter a US dollar amount in digits, with at most 2 decimals',
    invalid: () => 'this value is not accepted',
    unknownField: (c) => `unknown field ${c.keys}`,
    body: () => 'send the application as a JSON object',
    controlCharacters: () => 'line breaks, tabs and other control characters are not allowed',
  },
  ko: {
    required: () => '필수 입력 항목입니다',
    length: (c) => `${c.min}~${c.max}자로 입력해 주세요`,
    symbol: () => '영문 대문자 또는 숫자 2~12자로 입력해 주세요',
    chain: () => '목록에서 네트워크를 선택해 주세요',
    address: (c) => `${c.chain}의 올바른 컨트랙트 주소가 아닙니다`,
    httpsUrl: () => 'https://로 시작하는 전체 주소를 입력해 주세요',
    email: () => '올바른 이메일 주소를 입력해 주세요',
    telegram: () => '텔레그램 사용자 이름(영문, 숫자, 밑줄 5~32자)을 입력해 주세요',
    amount: () => '미국 달러 금액을 숫자로 입력해 주세요(소수점 이하 2자리까지)',
    invalid: () => '허용되지 않는 값입니다',
    unknownField: (c) => `알 수 없는 항목입니다: ${c.keys}`,
    body: () => '신청서는 JSON 객체로 보내야 합니다',
    controlCharacters: () => '줄바꿈, 탭 등 제어 문자는 사용할 수 없습니다',
  },
  ja: {
    required: () => '必須項目です',
    length: (c) => `${c.min}～${c.max}文字で入力してください`,
    symbol: () => '英大文字または数字2～12文字で入力してください',
    chain: () => 'リストからネットワークを選択してください',
    address: (c) => `${c.chain}の有効なコントラクトアドレスではありません`,
    httpsUrl: () => 'https:// で始まるURLを入力してください',
    email: () => '有効なメールアドレスを入力してください',
    telegram: () => 'Telegramのユーザー名（英数字とアンダースコア5～32文字）を入力してください',
    amount: () => '米ドル建ての金額を半角数字で入力してください（小数点以下2桁まで）',
    invalid: () => 'この値は受け付けられません',
    unknownField: (c) => `不明な項目です: ${c.keys}`,
    body: () => '申請内容はJSONオブジェクトで送信してください',
    controlCharacters: () => '改行やタブなどの制御文字は使用できません',
  },
  'zh-hant': {
    required: () => '此欄位為必填',
    length: (c) => `請輸入 ${c.min} 至 ${c.max} 個字元`,
    symbol: () => '請輸入 2 至 12 個大寫英文字母或數字',
    chain: () => '請從清單中選擇區塊鏈網路',
    address: (c) => `不是有效的 ${c.chain} 合約地址`,
    httpsUrl: () => '請輸入以 https:// 開頭的完整網址',
    email: () => '請輸入有效的電子郵件地址',
    telegram: () => '請輸入 Telegram 使用者名稱（5 至 32 個英文字母、數字或底線）',
    amount: () => '請以數字輸入美元金額，最多 2 位小數',
    invalid: () => '不接受此值',
    unknownField: (c) => `無法辨識的欄位：${c.keys}`,
    body: () => '申請內容須以 JSON 物件傳送',
    controlCharacters: () => '不可使用換行、定位字元等控制字元',
  },
};

const LENGTHS: Partial<Record<ListingField, { min: number; max: number }>> = {
  projectName: LISTING_LIMITS.projectName,
  contactName: LISTING_LIMITS.contactName,
  description: LISTING_LIMITS.description,
};

const SEPARATOR: Record<Language, string> = { en: ': ', ko: ': ', ja: '：', 'zh-hant': '：' };

/** "Contract address: this is not a valid contract address on Ethereum; Website: …" */
export function describeProblems(
  problems: readonly (
    ListingProblem | { field: ListingField | undefined; reason: 'controlCharacters' }
  )[],
  language: Language,
  chain: unknown,
): string {
  return problems
    .map((problem) => {
      const context: ReasonContext = {
        ...((problem.field ? LENGTHS[problem.field] : undefined) ?? { min: 0, max: 0 }),
        chain: chainName(typeof chain === 'string' ? chain : 'other', language),
        keys: 'keys' in problem && problem.keys ? problem.keys.join(', ') : '',
      };
      const reason = REASONS[language][problem.reason](context);
      return problem.field
        ? `${FIELD_LABELS[language][problem.field]}${SEPARATOR[language]}${reason}`
        : reason;
    })
    .join('; ');
}

const GENERAL: Record<Language, { tooMany: string; unreadable: string; tooLarge: string }> = {
  en: {
    tooMany: 'Too many applications from here. Please try again later.',
    unreadable: 'The application could not be read. Please send it again from the form.',
    tooLarge: 'The application is too long. Please shorten the description and send it again.',
  },
  ko: {
    tooMany: '신청 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    unreadable: '신청서를 읽을 수 없습니다. 신청 양식에서 다시 제출해 주세요.',
    tooLarge: '신청서가 너무 깁니다. 프로젝트 소개를 줄여서 다시 제출해 주세요.',
  },
  ja: {
    tooMany: '申請回数が多すぎます。しばらくしてから再度お試しください。',
    unreadable: '申請内容を読み取れませんでした。申請フォームからもう一度送信してください。',
    tooLarge: '申請内容が長すぎます。プロジェクトの説明を短くして、もう一度送信してください。',
  },
  'zh-hant': {
    tooMany: '申請次數過多，請稍後再試。',
    unreadable: '無法讀取申請內容，請從申請表單重新提交。',
    tooLarge: '申請內容過長，請縮短專案介紹後重新提交。',
  },
};

export function generalText(
  language: Language,
  key: 'tooMany' | 'unreadable' | 'tooLarge',
): string {
  return GENERAL[language][key];
}
