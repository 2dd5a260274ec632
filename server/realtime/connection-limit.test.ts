import { describe, expect, it } from 'vitest';
import { ConnectionLimit } from './connection-limit';

describe('realtime connections per address', () => {
  it('counts up to the limit, then refuses until one ends', () => {
    const limit = new ConnectionLimit(2);
    const first = limit.take('203.0.113.7');
    expect(limit.take('203.0.113.7')).toBeDefined();
    expect(limit.take('203.0.113.7')).toBeUndefined();
    expect(limit.take('203.0.113.8')).toBeDefined();
    first?.();
    first?.();
    expect(limit.count('203.0.113.7')).toBe(1);
    expect(limit.take('203.0.113.7')).toBeDefined();
    expect(limit.take('203.0.113.7')).toBeUndefined();
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 one', () => {
    const limit = new ConnectionLimit(2);
    expect(limit.take('2001:db8:1:2::1')).toBeDefined();
    expect(limit.take('2001:db8:1:2:ffff::9')).toBeDefined();
    expect(limit.take('2001:db8:1:2::abcd')).toBeUndefined();
    expect(limit.take('2001:db8:1:3::1')).toBeDefined();
    expect(limit.take('::ffff:198.51.100.1')).toBeDefined();
    expect(limit.take('198.51.100.1')).toBeDefined();
    expect(limit.take('198.51.100.1')).toBeUndefined();
  });

  it('forgets an address whose connections have all ended', () => {
    const limit = new ConnectionLimit(5);
    const ends = Array.from({ length: 5 }, () => limit.take('192.0.2.1'));
    for (const end of ends) end?.();
    expect(limit.count('192.0.2.1')).toBe(0);
    expect((limit as unknown as { open: Map<string, number> }).open.size).toBe(0);
  });
});
