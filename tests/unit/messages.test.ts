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
 * placeholders-only strings. The chart's indicator symbols (MA, MACD, DIF, UP…) read the same on
 * every exchange in every language; their full names are translated.
 */
const INDICATOR_SYMBOLS = /\b(MA|EMA|BOLL|SAR|VOL|MACD|RSI|KDJ|OBV|MB|UP|DN|DIF|DEA|K|D|J)\b/g;

function isLanguageNeutral(value: string): boolean {
  const stripped = value
    .replace(/\{[^}]*\}/g, '')
    .replace(INDICATOR_SYMBOLS, '')
    .replace(
      /\b(Exchange|USDT|BTC|ETH|API|KYC|TP|SL|PnL|ROI|ROE|ADL|ID|UTC|X|Google|Telegram|LinkedIn|Medium|YouTube|TikTok|Facebook|PC)\b/g,
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

  it('reads the arguments of an ICU message, not the words of its arms', () => {
    expect(icuArguments('Est. fee ({role, select, maker {maker} other {taker}})')).toEqual([
      'role',
    ]);
    expect(
      icuArguments('{count, plural, one {# order at {price}} other {# orders}} on {symbol}'),
    ).toEqual(['count', 'price', 'symbol']);
    expect(icuArguments('{value, number, ::percent} of {total}')).toEqual(['value', 'total']);
  });

  it('keep the same rich-text tags as English (a link or bold part of a sentence)', () => {
    const tags = (value: string) => [...value.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
    expect(tags('I agree to the <terms>Terms</terms> and <privacy>Policy</privacy>')).toEqual([
      'privacy',
      'terms',
    ]);
    for (const language of ['ko', 'ja', 'zh-hant'] as const) {
      for (const [key, value] of messages[language]) {
        expect(tags(value), `${language}:${key}`).toEqual(tags(messages.en.get(key) ?? ''));
      }
    }
  });

  it('keep the same ICU placeholders as English', () => {
    const placeholders = (value: string) => icuArguments(value).sort();
    for (const language of ['ko', 'ja', 'zh-hant'] as const) {
      for (const [key, value] of messages[language]) {
        expect(placeholders(value), `${language}:${key}`).toEqual(
          placeholders(messages.en.get(key) ?? ''),
        );
      }
    }
  });
});

/**
 * The argument names of an ICU message (`{count}`, `{count, plural, …}`), also those inside the
 * arms of a plural or select, but not the arms' own words: `{role, select, maker {maker} …}` has
 * the one argument `role` (a regular expression also takes the arm `{maker}` for an argument).
 */
function icuArguments(message: string): string[] {
  const names: string[] = [];
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const word = () => {
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at] ?? '')) at += 1;
    return message.slice(start, at);
  };
  // Text up to the `}` that closes it (or the end), with the arguments in it.
  const text = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') argument();
      else at += 1;
    }
  };
  const argument = (): void => {
    at += 1; // {
    skipSpace();
    names.push(word());
    skipSpace();
    if (message[at] === ',') {
      at += 1;
      skipSpace();
      const type = word();
      skipSpace();
      if (message[at] === ',') at += 1;
      if (type === 'plural' || type === 'select' || type === 'selectordinal') {
        for (skipSpace(); at < message.length && message[at] !== '}'; skipSpace()) {
          word(); // the arm's key (or offset:n)
          skipSpace();
          if (message[at] === '{') {
            at += 1;
            text();
            at += 1; // the arm's }
          }
        }
      } else {
        while (at < message.length && message[at] !== '}') at += 1; // number/date style
      }
    }
    at += 1; // the argument's }
  };
  text();
  return names;
}
