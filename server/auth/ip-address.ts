import { isIP } from 'node:net';

/**
 * One text per address, so an allow-list entry and a request's address compare as strings:
 * IPv4 dotted as written (Node refuses leading zeros), IPv6 lower-case and compressed
 * (`2001:DB8:0::1` → `2001:db8::1`), an IPv4-mapped IPv6 address as its IPv4 (a server listening
 * on `::` sees IPv4 clients as `::ffff:a.b.c.d`). Undefined when it is not an address.
 */
export function canonicalIp(text: string): string | undefined {
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return undefined;
  let host: string;
  try {
    host = new URL(`http://[${text}]`).hostname.slice(1, -1);
  } catch {
    // A zone id (`fe80::1%eth0`) names an interface of one machine: not an address to allow.
    return undefined;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped?.[1] || !mapped[2]) return host;
  const high = parseInt(mapped[1], 16);
  const low = parseInt(mapped[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** A request's address (the socket's, as Fastify's `request.ip` gives it) in the same form. */
export function canonicalClientIp(address: string): string {
  const bare = address.split('%')[0] ?? address;
  return canonicalIp(bare) ?? address;
}
