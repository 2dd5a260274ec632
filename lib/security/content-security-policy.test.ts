import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  externalOrigins,
  socketOrigins,
} from './content-security-policy';
import { thirdPartyScriptsOf } from '../contract/third-party-scripts';

describe('buildContentSecurityPolicy', () => {
  const base = { inlineScripts: { nonce: 'n' }, isDev: false, connectOrigins: [] };

  it('adds nothing for third-party scripts that are not configured', () => {
    const without = buildContentSecurityPolicy(base);
    expect(
      buildContentSecurityPolicy({ ...base, thirdPartyScripts: thirdPartyScriptsOf({}) }),
    ).toBe(without);
    // Invalid values count as unset: still nothing.
    const invalid = thirdPartyScriptsOf({
      SUPPORT_WIDGET_URL: 'http://widget.example/a.js',
      ANALYTICS_URL: 'https://stats.example/s.js',
    });
    expect(buildContentSecurityPolicy({ ...base, thirdPartyScripts: invalid })).toBe(without);
    expect(without).not.toContain('frame-src');
  });

  it('allows the support messenger its origin for scripts, calls, pictures and its frame', () => {
    const csp = buildContentSecurityPolicy({
      ...base,
      thirdPartyScripts: thirdPartyScriptsOf({
        SUPPORT_WIDGET_URL: 'https://widget.messenger.example/v2/loader.js?key=1',
      }),
    });
    expect(csp).toContain(
      "script-src 'self' 'nonce-n' 'strict-dynamic' https://widget.messenger.example;",
    );
    expect(csp).toContain(
      "connect-src 'self' https://widget.messenger.example wss://widget.messenger.example;",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://widget.messenger.example;");
    expect(csp).toContain("frame-src 'self' https://widget.messenger.example");
    expect(csp).not.toContain('stats');
  });

  it('allows the analytics tag its origin for its script and beacons, nothing framed', () => {
    const csp = buildContentSecurityPolicy({
      ...base,
      inlineScripts: { hashes: 'placeholder' },
      thirdPartyScripts: thirdPartyScriptsOf({
        ANALYTICS_URL: 'https://stats.example/script.js',
        ANALYTICS_SITE_ID: 'exchange-web',
      }),
    });
    expect(csp).toContain("script-src 'self' 'script-hashes' https://stats.example;");
    expect(csp).toContain("connect-src 'self' https://stats.example;");
    expect(csp).not.toContain('frame-src');
    // Without its site id the tag is not configured, so not allowed.
    expect(
      buildContentSecurityPolicy({
        ...base,
        thirdPartyScripts: thirdPartyScriptsOf({ ANALYTICS_URL: 'https://stats.example/s.js' }),
      }),
    ).not.toContain('stats.example');
  });

  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = buildContentSecurityPolicy({
      inlineScripts: { nonce: 'abc' },
      isDev: false,
      connectOrigins: [],
    });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('leaves a placeholder for the hashes of the inline scripts of a shared page', () => {
    const policy = buildContentSecurityPolicy({
      inlineScripts: { hashes: 'placeholder' },
      isDev: false,
      connectOrigins: [],
    });
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('strict-dynamic');
    expect(policy).toContain("script-src 'self' 'script-hashes';");
  });

  it('lets the browser reach API bases on other origins', () => {
    const csp = buildContentSecurityPolicy({
      inlineScripts: { nonce: 'n' },
      isDev: true,
      connectOrigins: externalOrigins([
        'https://api.exchange.example/futures/',
        '/api/v2/',
        undefined,
      ]),
    });
    expect(csp).toContain("connect-src 'self' https://api.exchange.example;");
    expect(csp).toContain("'unsafe-eval'");
  });

  it('lets the browser reach no other host by websocket than this origin and the socket host', () => {
    expect(
      buildContentSecurityPolicy({
        inlineScripts: { nonce: 'n' },
        isDev: false,
        connectOrigins: [],
      }),
    ).toContain("connect-src 'self';");
    expect(socketOrigins('https://stream.exchange.example/socket.io')).toEqual([
      'https://stream.exchange.example',
      'wss://stream.exchange.example',
    ]);
    expect(socketOrigins('ws://localhost:4000')).toEqual([
      'http://localhost:4000',
      'ws://localhost:4000',
    ]);
    expect(socketOrigins('/socket.io')).toEqual([]);
    expect(socketOrigins(undefined)).toEqual([]);
  });
});
