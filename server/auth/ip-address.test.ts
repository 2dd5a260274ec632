import { canonicalClientIp, canonicalIp } from './ip-address';

describe('addresses of API-key allow-lists', () => {
  it('writes each address one way, so an entry and a request compare as text', () => {
    expect(canonicalIp('203.0.113.7')).toBe('203.0.113.7');
    expect(canonicalIp('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonicalIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(canonicalIp('::1')).toBe('::1');
    expect(canonicalIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(canonicalIp('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is not an address for anything else', () => {
    for (const text of [
      '',
      '203.0.113.256',
      '01.2.3.4',
      '1.2.3',
      'fe80::1%eth0',
      '10.0.0.0/8',
      'localhost',
      ' 1.2.3.4',
    ])
      expect(canonicalIp(text), text).toBeUndefined();
  });

  it('reads a client address as the socket gives it (IPv4 clients of a dual-stack listener, zones)', () => {
    expect(canonicalClientIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalClientIp('127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalClientIp('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalClientIp('2001:db8:0::1')).toBe('2001:db8::1');
  });
});
