import { readFileSync } from 'node:fs';
import path from 'node:path';
import type en from '../../messages/en.json';

type Messages = typeof en;

function messagesOf(code: string): Messages {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', `${code}.json`), 'utf8'),
  ) as Messages;
}

export const languages = [
  { code: 'en', htmlLang: 'en', messages: messagesOf('en') },
  { code: 'ko', htmlLang: 'ko', messages: messagesOf('ko') },
  { code: 'ja', htmlLang: 'ja', messages: messagesOf('ja') },
  { code: 'zh-hant', htmlLang: 'zh-Hant', messages: messagesOf('zh-hant') },
] as const;

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * The wallet, orders and fee pages: a visitor is asked to log in there (page-widths.spec.ts), a
 * logged-in user sees their balances (wallet.spec.ts, accessibility.spec.ts).
 */
export const WALLET_PATHS = [
  '/assets',
  '/assets/spot',
  '/assets/futures',
  '/assets/fund',
  '/assets/transfer',
  '/assets/deposit',
  '/assets/withdraw',
  '/assets/history',
  '/orders',
  '/fees',
];

export const mobileServerUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1}`;

/** A rich catalogue message as the page reads: its words without the tags (`<terms>…</terms>`). */
export function plainWords(message: string): string {
  return message.replace(/<\/?\w+>/g, '');
}

/**
 * A catalogue message with its `{name}` placeholders filled, as the page shows it (simple
 * arguments only: no plural or select). A placeholder without a value fails the test at once,
 * so a renamed argument never turns into an empty string that a loose match still finds.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${text}"`);
    return String(value);
  });
}
