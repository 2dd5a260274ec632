/**
 * JSON with bigints, shared by the journal and snapshots. A bigint is written as "123n"; a string
 * that would read back as something else (one that looks like a bigint, or starts with the escape
 * mark) is written with a leading "~". Records written before the escape existed never held such
 * strings, so they read back unchanged.
 */

const BIGINT_TEXT = /^-?\d+n$/;
const ESCAPE = '~';

function needsEscape(text: string): boolean {
  return text.startsWith(ESCAPE) || BIGINT_TEXT.test(text);
}

export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return `${v.toString()}n`;
    if (typeof v === 'string' && needsEscape(v)) return ESCAPE + v;
    return v;
  });
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v !== 'string') return v;
    if (v.startsWith(ESCAPE)) return v.slice(1);
    return BIGINT_TEXT.test(v) ? BigInt(v.slice(0, -1)) : v;
  }) as T;
}
