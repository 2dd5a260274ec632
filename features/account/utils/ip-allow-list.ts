import { API_KEY_IPS_MAX } from '@/lib/contract/wire/security';

/** The most addresses one key may allow (the contract's limit). */
export const IP_ALLOW_LIST_MAX = API_KEY_IPS_MAX;

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** Dotted IPv4 without leading zeros (`010.0.0.1` is refused, as the server refuses it). */
export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

/**
 * IPv6 in any of its written forms (`2001:db8::1`, full eight groups, an IPv4 tail as in
 * `::ffff:192.0.2.1`); no zone id (`fe80::1%eth0` names an interface of one machine).
 */
export function isIpv6(text: string): boolean {
  if (!text.includes(':') || text.includes('%')) return false;
  let groups = text.split(':');
  let tailGroups = 0;
  const last = groups[groups.length - 1] ?? '';
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = groups.slice(0, -1).concat('0');
    tailGroups = 1; // The IPv4 tail stands for two groups; one is counted by the placeholder.
  }
  const rebuilt = groups.join(':');
  const halves = rebuilt.split('::');
  if (halves.length > 2) return false;
  const parts = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parts(halves[0] ?? '');
  const tail = halves.length === 2 ? parts(halves[1] ?? '') : [];
  if (![...head, ...tail].every((group) => HEXTET.test(group))) return false;
  const count = head.length + tail.length + tailGroups;
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

/** The entries of the allow-list field: one per line, or separated by commas or spaces. */
export function splitIpList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export type IpListProblem =
  { kind: 'invalid'; entries: string[] } | { kind: 'tooMany'; max: number } | null;

/** What is wrong with the field's text, if anything (duplicates are simply kept once). */
export function checkIpList(text: string): IpListProblem {
  const entries = [...new Set(splitIpList(text))];
  const invalid = entries.filter((entry) => !isIpAddress(entry));
  if (invalid.length > 0) return { kind: 'invalid', entries: invalid };
  if (entries.length > IP_ALLOW_LIST_MAX) return { kind: 'tooMany', max: IP_ALLOW_LIST_MAX };
  return null;
}

/** The addresses to send: each once, in the order typed. */
export function ipListOf(text: string): string[] {
  return [...new Set(splitIpList(text))];
}
