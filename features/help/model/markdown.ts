/**
 * The help articles' Markdown subset, parsed into a small tree that the renderer turns into React
 * elements (never HTML strings): `##` and `###` headings, paragraphs, bullet (`-`) and numbered
 * (`1.`) lists, `**bold**`, `` `code` `` and `[links](/same-origin/path)`. Anything else is kept
 * as plain text (React escapes it) and reported as an issue, so a content test can refuse it.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; text: string; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

export interface ParsedMarkdown {
  blocks: Block[];
  /** What the subset does not allow, with its line; rendered as plain text. */
  issues: string[];
}

/**
 * A link target the renderer may use: a path on this site (`/futures/funding-rate`, optionally
 * with a simple query and fragment) or a fragment of the same page. No scheme, no `//host`, no
 * backslash, no spaces or control characters.
 */
export function isSameOriginHref(href: string): boolean {
  return (
    /^\/(?![/\\])[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&%]*)?(?:#[A-Za-z0-9\-_]*)?$/.test(href) ||
    /^#[\p{L}\p{N}\-_]+$/u.test(href)
  );
}

/** Plain text of inline nodes (for ids, the table of contents and search). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text' || node.kind === 'code' ? node.text : inlineText(node.children),
    )
    .join('');
}

/** A heading's anchor: its words, lower-cased, joined by dashes (letters of any script kept). */
export function headingSlug(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const ESCAPABLE = new Set(['\\', '*', '`', '[', ']', '(', ')', '#', '-', '_', '<', '>', '!']);

interface InlineResult {
  nodes: Inline[];
  /** Index just after the closing token, or -1 when the closing token was not found. */
  end: number;
}

class InlineParser {
  constructor(
    private readonly source: string,
    private readonly report: (issue: string) => void,
  ) {}

  parse(): Inline[] {
    return this.until(0, null, false).nodes;
  }

  /** Parses from `start` until `stop` ('**' or ']') or the end of the text. */
  private until(start: number, stop: '**' | ']' | null, inLink: boolean): InlineResult {
    const s = this.source;
    const nodes: Inline[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    let i = start;
    while (i < s.length) {
      if (stop !== null && s.startsWith(stop, i)) {
        flush();
        return { nodes, end: i + stop.length };
      }
      const c = s[i] ?? '';
      if (c === '\\' && ESCAPABLE.has(s[i + 1] ?? '')) {
        text += s[i + 1];
        i += 2;
      } else if (c === '`') {
        const close = s.indexOf('`', i + 1);
        if (close === -1) {
          this.report('unclosed inline code');
          text += c;
          i += 1;
        } else {
          flush();
          nodes.push({ kind: 'code', text: s.slice(i + 1, close) });
          i = close + 1;
        }
      } else if (s.startsWith('**', i) && stop !== '**') {
        const inner = this.until(i + 2, '**', inLink);
        if (inner.end === -1 || inner.nodes.length === 0) {
          this.report('unclosed or empty bold text');
          text += '**';
          i += 2;
        } else {
          flush();
          nodes.push({ kind: 'strong', children: inner.nodes });
          i = inner.end;
        }
      } else if (c === '!' && s[i + 1] === '[') {
        // Kept as text, label and target included: an image is not a link either.
        this.report('images are not allowed');
        text += '![';
        i += 2;
      } else if (c === '[') {
        const link = inLink ? null : this.link(i);
        if (link === null) {
          if (inLink) this.report('a link inside a link');
          text += c;
          i += 1;
        } else {
          flush();
          if (link.node) nodes.push(link.node);
          else nodes.push(...link.label);
          i = link.end;
        }
      } else if (c === '<' && /^<[A-Za-z/!?]/.test(s.slice(i, i + 2))) {
        this.report('raw HTML is not allowed');
        text += c;
        i += 1;
      } else {
        text += c;
        i += 1;
      }
    }
    flush();
    return { nodes, end: stop === null ? i : -1 };
  }

  /** `[label](href)` at `start`; null when it is not a link's shape at all. */
  private link(start: number): { node: Inline | null; label: Inline[]; end: number } | null {
    const label = this.until(start + 1, ']', true);
    if (label.end === -1 || this.source[label.end] !== '(') return null;
    const close = this.source.indexOf(')', label.end + 1);
    if (close === -1) return null;
    const href = this.source.slice(label.end + 1, close).trim();
    if (!isSameOriginHref(href)) {
      this.report(`link target not allowed: ${href}`);
      return { node: null, label: label.nodes, end: close + 1 };
    }
    return {
      node: { kind: 'link', href, children: label.nodes },
      label: label.nodes,
      end: close + 1,
    };
  }
}

const UNSUPPORTED_BLOCK = /^(?:```|~~~|>|\||<[A-Za-z/!]|-{3,}\s*$|\*{3,}\s*$|_{3,}\s*$|={3,}\s*$)/;

/** Parses the article body (front matter already removed). */
export function parseMarkdown(source: string): ParsedMarkdown {
  const issues: string[] = [];
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let lineNumber = 0;
  const report = (issue: string) => issues.push(`line ${lineNumber}: ${issue}`);
  const inline = (text: string) => new InlineParser(text, report).parse();

  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', children: inline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => inline(item)),
      });
    }
    list = null;
  };
  const uniqueId = (text: string) => {
    const base = headingSlug(text) || 'section';
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    lineNumber += 1;
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    const numbered = /^(\d{1,3})\.\s+(.+)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const level = heading[1]?.length ?? 0;
      const content = heading[2] ?? '';
      if (level === 2 || level === 3) {
        const children = inline(content);
        const text = inlineText(children);
        blocks.push({ kind: 'heading', level, id: uniqueId(text), text, children });
      } else {
        report(`heading level ${level} is not allowed (use ## or ###)`);
        paragraph.push(line);
      }
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = numbered !== null;
      const content = (numbered ? numbered[2] : bullet?.[1]) ?? '';
      if (list && list.ordered !== ordered) flushList();
      if (!list) list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(content);
    } else if (list && /^\s{2,}\S/.test(line)) {
      const content = line.trim();
      if (/^(?:[-*]|\d{1,3}\.)\s/.test(content)) report('nested lists are not allowed');
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1] ?? ''} ${content}`;
    } else {
      flushList();
      if (UNSUPPORTED_BLOCK.test(line.trim()))
        report(`unsupported block: ${line.trim().slice(0, 20)}`);
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return { blocks, issues };
}

/** Headings of a parsed body, for the table of contents. */
export function headingsOf(blocks: readonly Block[]): { id: string; text: string; level: 2 | 3 }[] {
  return blocks.flatMap((block) =>
    block.kind === 'heading' ? [{ id: block.id, text: block.text, level: block.level }] : [],
  );
}

/** The body as plain text, block by block (for search). */
export function plainTextOf(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.kind === 'list'
        ? block.items.map((item) => inlineText(item)).join('\n')
        : block.kind === 'heading'
          ? block.text
          : inlineText(block.children),
    )
    .join('\n');
}

function inlineHrefs(nodes: readonly Inline[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [node.href, ...inlineHrefs(node.children)]
      : node.kind === 'strong'
        ? inlineHrefs(node.children)
        : [],
  );
}

/** Every link target of a parsed body, in reading order (the content tests check each exists). */
export function linksOf(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.flatMap(inlineHrefs) : inlineHrefs(block.children),
  );
}
