import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  matchRanges,
  normalizeForSearch,
  queryTerms,
  searchHelp,
  snippetAround,
  type HelpSearchEntry,
} from './search';

const entry = (slug: string, fields: Partial<HelpSearchEntry>): HelpSearchEntry => ({
  slug,
  title: '',
  summary: '',
  headings: [],
  text: '',
  ...fields,
});

const entries = [
  entry('fees', {
    title: 'Fees',
    summary: 'Maker and taker fees.',
    headings: ['Funding is not a fee'],
    text: 'Maker 0.02%. Funding is not a fee.',
  }),
  entry('funding', {
    title: 'Funding',
    summary: 'How funding works.',
    headings: ['When it is settled'],
    text: 'Longs pay shorts.',
  }),
  entry('security', {
    title: 'Account security',
    summary: 'Passwords and codes.',
    text: 'Bind Google Authenticator.',
  }),
  entry('ja-funding', {
    title: '資金調達率（ファンディング）',
    summary: 'ロングとショートの間の支払い。',
    text: '証拠金から差し引かれます。',
  }),
];

const slugs = (query: string) => searchHelp(entries, query).map((hit) => hit.entry.slug);

describe('help search', () => {
  it('finds articles by title, headings, summary and body, the title first', () => {
    expect(slugs('funding')).toEqual(['funding', 'fees']);
    expect(slugs('authenticator')).toEqual(['security']);
  });

  it('ignores case and full-width or half-width forms', () => {
    expect(slugs('FUNDING')).toEqual(['funding', 'fees']);
    expect(slugs('ＦＵＮＤＩＮＧ')).toEqual(['funding', 'fees']);
    expect(slugs('ﾌｧﾝﾃﾞｨﾝｸﾞ')).toEqual(['ja-funding']);
  });

  it('matches CJK text by substring, without spaces between words', () => {
    expect(slugs('資金')).toEqual(['ja-funding']);
    expect(slugs('証拠金')).toEqual(['ja-funding']);
    expect(slugs('調達率')).toEqual(['ja-funding']);
  });

  it('needs every term of the query somewhere in the article', () => {
    expect(slugs('maker funding')).toEqual(['fees']);
    expect(slugs('maker　longs')).toEqual([]);
  });

  it('finds nothing for an empty or blank query, or an unknown word', () => {
    expect(slugs('')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('withdrawal')).toEqual([]);
  });

  it('gives a passage when the match is only in a heading or the body', () => {
    const [fees] = searchHelp(entries, 'not a fee');
    expect(fees?.field).toBe('heading');
    expect(fees?.snippet).toBe('Funding is not a fee');
    const [security] = searchHelp(entries, 'google');
    expect(security?.field).toBe('body');
    expect(security?.snippet).toBe('Bind Google Authenticator.');
    expect(searchHelp(entries, 'fees')[0]?.snippet).toBeNull();
  });
});

describe('highlighting', () => {
  it('marks each occurrence in the original text, whatever its case or width', () => {
    expect(highlightParts('Funding and ＦＵＮＤＩＮＧ', queryTerms('funding'))).toEqual([
      { text: 'Funding', match: true },
      { text: ' and ', match: false },
      { text: 'ＦＵＮＤＩＮＧ', match: true },
    ]);
  });

  it('maps composed half-width kana back to the original characters', () => {
    const text = 'ﾊﾟｽﾜｰﾄﾞを変更';
    expect(normalizeForSearch(text).text).toBe('パスワードを変更');
    expect(highlightParts(text, queryTerms('パスワード'))).toEqual([
      { text: 'ﾊﾟｽﾜｰﾄﾞ', match: true },
      { text: 'を変更', match: false },
    ]);
  });

  it('merges overlapping matches of several terms', () => {
    expect(matchRanges('margin balance', ['margin', 'gin bal'])).toEqual([[0, 10]]);
  });

  it('cuts a passage around the first match with ellipses', () => {
    const text = `${'word '.repeat(40)}needle ${'tail '.repeat(40)}`;
    const snippet = snippetAround(text, ['needle'], 30) ?? '';
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('needle');
    expect(snippet.length).toBeLessThan(90);
  });
});
