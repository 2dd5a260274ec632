/**
 * Help centre search: substring matching on NFKC-normalised, lower-cased text, so case, full-width
 * and half-width forms (ＦＵＮＤＩＮＧ, ｼｮｳｺｷﾝ) match, and CJK text without spaces matches by
 * substring. The same functions run on the server (results for `?q=`) and in the browser (as the
 * user types), over the small index the server passes down.
 */

export interface HelpSearchEntry {
  slug: string;
  title: string;
  summary: string;
  headings: string[];
  /** The body as plain text. */
  text: string;
}

export type HelpSearchField = 'title' | 'summary' | 'heading' | 'body';

export interface HelpSearchHit {
  entry: HelpSearchEntry;
  /** Where the first term was best found. */
  field: HelpSearchField;
  /** A short passage around the match when it is not in the title or summary. */
  snippet: string | null;
}

export interface NormalizedText {
  text: string;
  /** For each UTF-16 unit of `text`: the range [start, end) of the original it came from. */
  origin: readonly (readonly [number, number])[];
}

// A character with its combining marks (and half-width kana sound marks, which NFKC composes).
const CLUSTER = /[^\p{M}\uFF9E\uFF9F][\p{M}\uFF9E\uFF9F]*|[\p{M}\uFF9E\uFF9F]+/gsu;

/** NFKC, lower case, each unit mapped back to the original characters it came from. */
export function normalizeForSearch(value: string): NormalizedText {
  let text = '';
  const origin: [number, number][] = [];
  for (const match of value.matchAll(CLUSTER)) {
    const start = match.index;
    const end = start + match[0].length;
    const normalized = match[0].normalize('NFKC').toLowerCase();
    text += normalized;
    for (let i = 0; i < normalized.length; i += 1) origin.push([start, end]);
  }
  return { text, origin };
}

/** The query's terms: normalised and split on white space (the ideographic space included). */
export function queryTerms(query: string): string[] {
  return normalizeForSearch(query)
    .text.split(/\s+/u)
    .filter((term) => term.length > 0);
}

/** Ranges [start, end) of the original `value` where any of the terms occur, merged and sorted. */
export function matchRanges(value: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const { text, origin } = normalizeForSearch(value);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(term, from);
      if (at === -1) break;
      const first = origin[at];
      const last = origin[at + term.length - 1];
      if (first && last) ranges.push([first[0], last[1]]);
      from = at + Math.max(term.length, 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text cut into plain and matching parts, for `<mark>`. */
export function highlightParts(
  value: string,
  terms: readonly string[],
): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let position = 0;
  for (const [start, end] of matchRanges(value, terms)) {
    if (start > position) parts.push({ text: value.slice(position, start), match: false });
    parts.push({ text: value.slice(start, end), match: true });
    position = end;
  }
  if (position < value.length) parts.push({ text: value.slice(position), match: false });
  return parts;
}

/** About `radius` characters on each side of the first match, on word boundaries where there are words. */
export function snippetAround(value: string, terms: readonly string[], radius = 70): string | null {
  const first = matchRanges(value, terms)[0];
  if (!first) return null;
  let start = Math.max(0, first[0] - radius);
  let end = Math.min(value.length, first[1] + radius);
  // Prefer whole words: move the cut to the next space when one is near.
  if (start > 0) {
    const space = value.indexOf(' ', start);
    if (space !== -1 && space < first[0] && space - start < 20) start = space + 1;
  }
  if (end < value.length) {
    const space = value.lastIndexOf(' ', end);
    if (space > first[1] && end - space < 20) end = space;
  }
  const body = value.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '… ' : ''}${body}${end < value.length ? ' …' : ''}`;
}

const WEIGHT: Record<HelpSearchField, number> = { title: 8, heading: 4, summary: 2, body: 1 };

function fieldsOf(entry: HelpSearchEntry): [HelpSearchField, string][] {
  return [
    ['title', normalizeForSearch(entry.title).text],
    ['heading', normalizeForSearch(entry.headings.join('\n')).text],
    ['summary', normalizeForSearch(entry.summary).text],
    ['body', normalizeForSearch(entry.text).text],
  ];
}

/**
 * Articles holding every term somewhere (title, headings, summary or body), best first: a term in
 * a title weighs more than one in a heading, the summary, then the body; ties keep the given order.
 */
export function searchHelp(entries: readonly HelpSearchEntry[], query: string): HelpSearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: { hit: HelpSearchHit; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const fields = fieldsOf(entry);
    let score = 0;
    let firstField: HelpSearchField | null = null;
    for (const term of terms) {
      const found = fields.filter(([, text]) => text.includes(term));
      if (found.length === 0) return;
      const best = found.reduce((a, b) => (WEIGHT[b[0]] > WEIGHT[a[0]] ? b : a));
      score += WEIGHT[best[0]];
      firstField ??= best[0];
    }
    if (firstField === null) return;
    const snippet =
      firstField === 'title' || firstField === 'summary'
        ? null
        : firstField === 'heading'
          ? (entry.headings.find((heading) => matchRanges(heading, terms).length > 0) ?? null)
          : snippetAround(entry.text, terms);
    scored.push({ hit: { entry, field: firstField, snippet }, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ hit }) => hit);
}
