import { describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_RENDER_HEADER as appRenderHeader,
  RENDER_NOT_FOUND_HEADER as appNotFoundHeader,
} from '@/lib/i18n/request-headers';
import { isSharedRoute, matchRoute } from '@/lib/routes';
import {
  buildContentSecurityPolicy,
  SCRIPT_HASHES_PLACEHOLDER as appPlaceholder,
  SHAREABLE_HEADER as appShareableHeader,
} from '@/lib/security/content-security-policy';
import {
  fillScriptHashes,
  PAGE_CACHE_RENDER_HEADER,
  RENDER_NOT_FOUND_HEADER,
  SCRIPT_HASHES_PLACEHOLDER,
  SHAREABLE_HEADER,
} from '../../server/web/page-cache';

// The server's page cache and the app's middleware speak HTTP only; here both sides meet.
describe('page cache protocol', () => {
  it('uses the same header names and placeholder on both sides', () => {
    expect(appRenderHeader).toBe(PAGE_CACHE_RENDER_HEADER);
    expect(appNotFoundHeader).toBe(RENDER_NOT_FOUND_HEADER);
    expect(appShareableHeader).toBe(SHAREABLE_HEADER);
    expect(appPlaceholder).toBe(SCRIPT_HASHES_PLACEHOLDER);
  });

  it("fills the middleware's policy with the page's hashes and nothing else", () => {
    const policy = buildContentSecurityPolicy({
      inlineScripts: { hashes: 'placeholder' },
      isDev: false,
      connectOrigins: [],
    });
    const filled = fillScriptHashes(policy, ['AAA=', 'BBB=']);
    expect(filled).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(filled).not.toContain('script-hashes');
    expect(fillScriptHashes(policy, [])).toContain("script-src 'self';");
  });

  it('shares public pages and never personal ones', () => {
    const shared = (path: string) => {
      const route = matchRoute(path);
      return route !== undefined && isSharedRoute(route);
    };
    for (const path of [
      '/',
      '/futures/BTCUSDT',
      '/futures/funding-rate',
      '/notices/108',
      '/help',
    ]) {
      expect(shared(path), path).toBe(true);
    }
    for (const path of ['/account', '/forgot', '/dev/ui']) expect(shared(path), path).toBe(false);
  });
});
