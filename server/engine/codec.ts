/** JSON with bigints (written as "123n"), shared by the journal and snapshots. */

const BIGINT_TEXT = /^-?\d+n$/;

export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${v.toString()}n` : v,
  );
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) =>
    typeof v === 'string' && BIGINT_TEXT.test(v) ? BigInt(v.slice(0, -1)) : v,
  ) as T;
}
