import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

const file = (head: string, body = '## Body\n') => `---\n${head}\n---\n${body}`;

describe('help article front matter', () => {
  it('reads title, summary and date and returns the body after it', () => {
    const parsed = parseFrontMatter(
      file('title: Funding\nsummary: "How funding: works"\nupdated: 2026-11-24'),
    );
    expect(parsed.meta).toEqual({
      title: 'Funding',
      summary: 'How funding: works',
      updated: '2026-11-24',
    });
    expect(parsed.body).toBe('## Body\n');
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    const parsed = parseFrontMatter(
      '\uFEFF---\r\ntitle: A\r\nsummary: B\r\nupdated: 2026-01-31\r\n---\r\nText',
    );
    expect(parsed.meta.title).toBe('A');
    expect(parsed.body).toBe('Text');
  });

  it('refuses a file without front matter', () => {
    expect(() => parseFrontMatter('## Just a body')).toThrow(/front matter missing/);
  });

  it('names missing fields, unknown fields and impossible dates', () => {
    expect(() => parseFrontMatter(file('title: A\nupdated: 2026-11-24'))).toThrow(
      /summary is missing/,
    );
    expect(() =>
      parseFrontMatter(file('title: A\nsummary: B\nupdated: 2026-11-24\nauthor: me')),
    ).toThrow(/unknown field "author"/);
    expect(() => parseFrontMatter(file('title: A\nsummary: B\nupdated: 2026-02-30'))).toThrow(
      /calendar date/,
    );
    expect(() => parseFrontMatter(file('title: A\nsummary: B\nupdated: yesterday'))).toThrow(
      /calendar date/,
    );
  });
});
