import { API_KEY_ROUTES, apiKeyPermissionOf } from './api-key-access';

describe('which routes accept API keys', () => {
  it('names read or trade for each listed route, and nothing for an unlisted one', () => {
    for (const routes of Object.values(API_KEY_ROUTES))
      for (const permission of Object.values(routes))
        expect(['read', 'trade']).toContain(permission);
    expect(apiKeyPermissionOf('futures', '/future/order/place')).toBe('trade');
    expect(apiKeyPermissionOf('futures', '/future/accounts')).toBe('read');
    expect(apiKeyPermissionOf('futures', '/nowhere')).toBeUndefined();
    expect(apiKeyPermissionOf('v2', 'constructor')).toBeUndefined();
    expect(apiKeyPermissionOf('v2', '__proto__')).toBeUndefined();
  });

  it('never lists key management, password, second factor, codes, KYC, logout or withdrawal', () => {
    const listed = Object.keys(API_KEY_ROUTES.v2).join(' ');
    for (const word of [
      'apiKey',
      'password',
      'Google',
      'gateway',
      'kyc',
      'futures/open',
      'login',
      'withdraw',
    ])
      expect(listed).not.toContain(word);
    expect(Object.keys(API_KEY_ROUTES.futures).join(' ')).not.toContain('withdraw');
  });

  it('asks trade for every change and read only for GET-style reads of the futures API', () => {
    for (const [url, permission] of Object.entries(API_KEY_ROUTES.futures)) {
      const reads = /\/(open|history|detail|list|accounts|spotBalance|private)$/.test(url);
      expect(permission, url).toBe(reads ? 'read' : 'trade');
    }
  });
});
