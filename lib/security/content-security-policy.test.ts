import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, externalOrigins } from './content-security-policy';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'abc', isDev: false, connectOrigins: [] });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets the browser reach API bases on other origins', () => {
    const csp = buildContentSecurityPolicy({
      nonce: 'n',
      isDev: true,
      connectOrigins: externalOrigins([
        'https://api.exchange.example/futures/',
        '/api/v2/',
        undefined,
      ]),
    });
    expect(csp).toContain("connect-src 'self' ws: wss: https://api.exchange.example");
    expect(csp).toContain("'unsafe-eval'");
  });
});
