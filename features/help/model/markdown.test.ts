import { describe, expect, it } from 'vitest';
import { headingSlug, isSameOriginHref, parseMarkdown, plainTextOf } from './markdown';

describe('the help Markdown subset', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const { blocks, issues } = parseMarkdown(
      [
        '## Why funding exists',
        'A perpetual never',
        'expires.',
        '',
        '- one',
        '- two',
        '  continued',
        '',
        '3. third',
        '4. fourth',
        '### Detail',
      ].join('\n'),
    );
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      {
        kind: 'heading',
        level: 2,
        id: 'why-funding-exists',
        text: 'Why funding exists',
        children: [{ kind: 'text', text: 'Why funding exists' }],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'A perpetual never expires.' }] },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two continued' }]],
      },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [[{ kind: 'text', text: 'third' }], [{ kind: 'text', text: 'fourth' }]],
      },
      {
        kind: 'heading',
        level: 3,
        id: 'detail',
        text: 'Detail',
        children: [{ kind: 'text', text: 'Detail' }],
      },
    ]);
  });

  it('reads bold, inline code and same-origin links, also nested in bold', () => {
    const { blocks, issues } = parseMarkdown(
      'Pay **0.02% as [maker](/help/fees#maker)** with `Post only`.',
    );
    expect(issues).toEqual([]);
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Pay ' },
        {
          kind: 'strong',
          children: [
            { kind: 'text', text: '0.02% as ' },
            { kind: 'link', href: '/help/fees#maker', children: [{ kind: 'text', text: 'maker' }] },
          ],
        },
        { kind: 'text', text: ' with ' },
        { kind: 'code', text: 'Post only' },
        { kind: 'text', text: '.' },
      ],
    });
  });

  it('keeps raw HTML as plain text and reports it', () => {
    const { blocks, issues } = parseMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>',
    );
    expect(plainTextOf(blocks)).toBe(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>',
    );
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>' },
      ],
    });
    expect(issues.some((issue) => issue.includes('raw HTML'))).toBe(true);
  });

  it('turns links to other sites or scripts into plain text and reports them', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,<b>x</b>',
      'mailto:a@b.c',
      '/help/fees onclick=x',
    ]) {
      const { blocks, issues } = parseMarkdown(`Go [there](${href}) now`);
      expect(JSON.stringify(blocks), href).not.toContain('"link"');
      expect(plainTextOf(blocks), href).toContain('Go there');
      expect(issues.length, href).toBeGreaterThan(0);
    }
  });

  it('reports what the subset does not allow and shows it as text', () => {
    const { blocks, issues } = parseMarkdown(
      ['# Title', '#### Deep', '> quote', '```', 'code', '```', '![alt](/x.png)', '| a |'].join(
        '\n',
      ),
    );
    expect(blocks.every((block) => block.kind === 'paragraph')).toBe(true);
    expect(issues).toHaveLength(7);
    expect(plainTextOf(blocks)).toContain('# Title');
  });

  it('keeps unclosed markers as literal text', () => {
    const { blocks, issues } = parseMarkdown('a **b and `c and [d](/x');
    expect(plainTextOf(blocks)).toBe('a **b and `c and [d](/x');
    expect(issues.length).toBeGreaterThan(0);
  });

  it('honours backslash escapes', () => {
    const { blocks, issues } = parseMarkdown('2 \\* 3 and \\[not a link\\](/x) and \\<b>');
    expect(plainTextOf(blocks)).toBe('2 * 3 and [not a link](/x) and <b>');
    expect(issues).toEqual([]);
  });

  it('gives headings unique anchors, CJK letters kept', () => {
    const { blocks } = parseMarkdown(
      ['## 資金調達率の計算', '## Fees', '## Fees', '## ***'].join('\n'),
    );
    expect(blocks.map((block) => (block.kind === 'heading' ? block.id : null))).toEqual([
      '資金調達率の計算',
      'fees',
      'fees-2',
      'section',
    ]);
    expect(headingSlug('ＦＵＮＤＩＮＧ  rate!')).toBe('funding-rate');
  });
});

describe('same-origin link targets', () => {
  it('accept site paths and fragments', () => {
    for (const href of ['/', '/futures/funding-rate', '/help/fees#maker', '/help?q=fee', '#資金']) {
      expect(isSameOriginHref(href), href).toBe(true);
    }
  });

  it('refuse anything that could leave the site or run code', () => {
    for (const href of [
      '',
      'help',
      '//x.example',
      '/\\x.example',
      'javascript:alert(1)',
      ' /help',
      '/help\n',
      '/a b',
      '/a"onmouseover="x',
      '#a b',
    ]) {
      expect(isSameOriginHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
