import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  externalOrigins,
  socketOrigins,
} from './content-security-policy';

describe('buildContentSecurityPolicy', () => {
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
