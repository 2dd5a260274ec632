import { API_KEY_ROUTES, apiKeyPermissionOf, apiKeyRouteListed } from './api-key-access';

describe('which routes accept API keys', () => {
  it('names read or trade for each listed route, and nothing for an unlisted one', () => {
    for (const routes of Object.values(API_KEY_ROUTES))
      for (const permission of Object.values(routes))
        expect(['read', 'trade', 'session']).toContain(permission);
    expect(apiKeyPermissionOf('futures', '/future/order/place')).toBe('trade');
    expect(apiKeyPermissionOf('futures', '/future/accounts')).toBe('read');
    expect(apiKeyPermissionOf('futures', '/nowhere')).toBeUndefined();
    expect(apiKeyPermissionOf('v2', 'constructor')).toBeUndefined();
    expect(apiKeyPermissionOf('v2', '__proto__')).toBeUndefined();
    // Listed as session only: the adapter registers it, a key is refused (102400006).
    expect(apiKeyRouteListed('v2', '/asset/withdraw/apply')).toBe(true);
    expect(apiKeyPermissionOf('v2', '/asset/withdraw/apply')).toBeUndefined();
    expect(apiKeyRouteListed('v2', '/nowhere')).toBe(false);
  });

  it('never lists key management, password, second factor, codes, KYC or logout', () => {
    const listed = Object.keys(API_KEY_ROUTES.v2).join(' ');
    for (const word of ['apiKey', 'password', 'Google', 'gateway', 'kyc', 'futures/open', 'login'])
      expect(listed).not.toContain(word);
    expect(Object.keys(API_KEY_ROUTES.futures).join(' ')).not.toContain('withdraw');
  });

  it('lets keys read the wallet and never move money in, out or to an address', () => {
    for (const [url, permission] of Object.entries(API_KEY_ROUTES.v2)) {
      if (!url.startsWith('/asset/')) continue;
      const reads = /\/(list|info|address|history|ledger)$/.test(url);
      expect(permission, url).toBe(reads ? 'read' : 'session');
    }
    expect(API_KEY_ROUTES.v2['/asset/withdraw/apply']).toBe('session');
    expect(apiKeyPermissionOf('v2', '/asset/demo/deposit')).toBeUndefined();
  });

  it('lets keys read rewards, referral and the tour, and keeps every change to them session only', () => {
    const rewards = Object.entries(API_KEY_ROUTES.v2).filter(([url]) =>
      /^\/(rewards|referral|user\/tour)/.test(url),
    );
    expect(rewards).toHaveLength(11);
    for (const [url, permission] of rewards) {
      const changes = /\/(use|apply|update)$/.test(url);
      expect(permission, url).toBe(changes ? 'session' : 'read');
    }
    // Using a voucher moves money into the bonus account: never with a key.
    expect(apiKeyPermissionOf('v2', '/rewards/voucher/use')).toBeUndefined();
  });

  it('lets keys read copy trading and never follow, stop or offer', () => {
    const follow = Object.entries(API_KEY_ROUTES.v2).filter(([url]) => url.startsWith('/follow/'));
    expect(follow.length).toBeGreaterThan(0);
    for (const [url, permission] of follow) {
      const reads = /\/(info|list|positions|trades)$/.test(url);
      expect(permission, url).toBe(reads ? 'read' : 'session');
    }
  });

  it('asks trade for every change and read only for GET-style reads of the futures API', () => {
    for (const [url, permission] of Object.entries(API_KEY_ROUTES.futures)) {
      const reads = /\/(open|history|detail|list|accounts|spotBalance|private)$/.test(url);
      expect(permission, url).toBe(reads ? 'read' : 'trade');
    }
  });
});
