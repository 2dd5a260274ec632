import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const languages = ['en', 'ko', 'ja', 'zh-hant'] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

function load(language: string): Map<string, string> {
  const file = path.join(process.cwd(), 'messages', `${language}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

/**
 * Values that are legitimately identical in every language: brand names, tickers, symbols and
 * placeholders-only strings.
 */
function isLanguageNeutral(value: string): boolean {
  const stripped = value
    .replace(/\{[^}]*\}/g, '')
    .replace(
      /\b(Exchange|USDT|BTC|ETH|API|KYC|TP|SL|PnL|ROI|ROE|ADL|ID|X|Google|Telegram|LinkedIn|Medium|YouTube|TikTok|Facebook|PC)\b/g,
      '',
    )
    .replace(/[\d\s.,:;!?%()+\-–—/|©@#*×x→←·…'"]/g, '');
  return stripped.length === 0;
}

const messages = Object.fromEntries(languages.map((l) => [l, load(l)])) as Record<
  (typeof languages)[number],
  Map<string, string>
>;

describe('message files', () => {
  it('have exactly the same keys in all four languages', () => {
    const english = [...messages.en.keys()].sort();
    for (const language of languages) {
      expect([...messages[language].keys()].sort(), language).toEqual(english);
    }
  });

  it('have no empty values', () => {
    for (const language of languages) {
      const empty = [...messages[language]].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, language).toEqual([]);
    }
  });

  it('are translated: Korean, Japanese and Chinese values are not copies of the English ones', () => {
    for (const language of ['ko', 'ja', 'zh-hant'] as const) {
      const copies = [...messages[language]]
        .filter(([key, value]) => value === messages.en.get(key) && !isLanguageNeutral(value))
        .map(([key]) => key);
      expect(copies, language).toEqual([]);
    }
  });

  it('keep the same ICU placeholders as English', () => {
    const placeholders = (value: string) =>
      [...value.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const language of ['ko', 'ja', 'zh-hant'] as const) {
      for (const [key, value] of messages[language]) {
        expect(placeholders(value), `${language}:${key}`).toEqual(
          placeholders(messages.en.get(key) ?? ''),
        );
      }
    }
  });
});
