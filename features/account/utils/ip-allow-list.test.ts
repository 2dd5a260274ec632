import { checkIpList, ipListOf, isIpAddress, IP_ALLOW_LIST_MAX } from './ip-allow-list';

describe('the IP allow-list of an API key', () => {
  it('accepts IPv4 and every written form of IPv6', () => {
    for (const address of [
      '203.0.113.7',
      '0.0.0.0',
      '255.255.255.255',
      '2001:db8::1',
      '2001:DB8:0:0:0:0:0:1',
      '::1',
      '::',
      'fe80::',
      '::ffff:192.0.2.1',
      '64:ff9b::192.0.2.33',
      '1:2:3:4:5:6:7::',
    ]) {
      expect(isIpAddress(address), address).toBe(true);
    }
  });

  it('refuses what is not one address', () => {
    for (const text of [
      '256.1.1.1',
      '1.2.3',
      '010.0.0.1',
      '1.2.3.4/24',
      'example.com',
      '2001:db8::1::2',
      '12345::1',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
      ':1::2',
      '::ffff:300.0.2.1',
    ]) {
      expect(isIpAddress(text), text).toBe(false);
    }
  });

  it('reads one address per line, or separated by commas or spaces, each once', () => {
    expect(ipListOf('203.0.113.7\n2001:db8::1, 203.0.113.7  198.51.100.2\n')).toEqual([
      '203.0.113.7',
      '2001:db8::1',
      '198.51.100.2',
    ]);
    expect(checkIpList('')).toBeNull();
  });

  it('names the entries that are not addresses, and refuses more than the limit', () => {
    expect(checkIpList('203.0.113.7\nexample.com\n1.2.3')).toEqual({
      kind: 'invalid',
      entries: ['example.com', '1.2.3'],
    });
    const many = Array.from({ length: IP_ALLOW_LIST_MAX + 1 }, (_, i) => `10.0.0.${i + 1}`);
    expect(checkIpList(many.join('\n'))).toEqual({ kind: 'tooMany', max: IP_ALLOW_LIST_MAX });
    expect(checkIpList(many.slice(1).join('\n'))).toBeNull();
  });
});
