import { describe, expect, it } from 'vitest';
import {
  backLinkPaths,
  pathMatchesPattern,
  indexedPaths,
  isSharedRoute,
  isUiKitPageEnabled,
  layoutDefaultTheme,
  layoutShowsFooter,
  matchRoute,
  routes,
  type LayoutName,
} from './routes';
import { contracts } from './contract/reference-data';

describe('matchRoute', () => {
  it('matches every route of the spec table', () => {
    expect(matchRoute('/')?.id).toBe('home');
    expect(matchRoute('/forgot')?.id).toBe('forgot');
    expect(matchRoute('/futures')?.id).toBe('futures');
    expect(matchRoute('/futures/BTCUSDT')?.id).toBe('futures');
    expect(matchRoute('/futures/fund')?.id).toBe('futuresFund');
    expect(matchRoute('/futures/funding-rate')?.id).toBe('fundingRate');
    expect(matchRoute('/log-in')?.id).toBe('logIn');
    expect(matchRoute('/sign-up')?.id).toBe('signUp');
    expect(matchRoute('/official-verification')?.id).toBe('officialVerification');
    expect(matchRoute('/dev/ui')?.id).toBe('devUi');
  });

  it('validates the futures symbol against the contract list', () => {
    expect(matchRoute('/futures/NOTACOIN')).toBeUndefined();
    expect(matchRoute('/futures/BTCUSDT/extra')).toBeUndefined();
    for (const contract of contracts) {
      expect(matchRoute(`/futures/${contract.name.replace('/', '')}`)?.id).toBe('futures');
    }
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/page-not-found')).toBeUndefined();
  });
});

describe('route table', () => {
  it('hides the footer and back link where the spec says so', () => {
    for (const id of ['forgot', 'logIn', 'signUp'] as const) {
      expect(routes[id].hideFooter).toBe(true);
      expect(routes[id].hideBackLink).toBe(true);
    }
    expect(routes.futures.hideFooter).toBe(true);
    expect(routes.home.hideFooter).toBe(false);
  });

  it('lists every futures contract among the indexed paths', () => {
    const paths = indexedPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/futures/ETHUSDT');
    expect(paths).not.toContain('/forgot');
  });
});

describe('layout chrome', () => {
  it('gives every layout one footer rule its routes agree on', () => {
    const layouts: LayoutName[] = ['default', 'auth', 'trading'];
    expect(layouts.map((layout) => layoutShowsFooter(layout))).toEqual([true, false, false]);
    // The trading screen opens dark while the visitor chose no theme; the others follow the system.
    expect(layouts.map((layout) => layoutDefaultTheme(layout))).toEqual([
      undefined,
      undefined,
      'dark',
    ]);
  });

  it('shows the back link on every trading page, on no auth page, and not on the home page', () => {
    expect(backLinkPaths('trading')).toBe(true);
    expect(backLinkPaths('auth')).toEqual([]);
    const defaultPaths = backLinkPaths('default');
    expect(defaultPaths).toEqual(expect.arrayContaining(['/futures/fund', '/account']));
    expect(defaultPaths).not.toContain('/');
    expect(defaultPaths).toContain('/notices/:id');
  });

  it('matches dynamic patterns one segment per name', () => {
    expect(pathMatchesPattern('/notices/108', '/notices/:id')).toBe(true);
    expect(pathMatchesPattern('/notices', '/notices/:id')).toBe(false);
    expect(pathMatchesPattern('/notices/108/x', '/notices/:id')).toBe(false);
    expect(pathMatchesPattern('/account', '/account')).toBe(true);
  });

  it('routes contract info, help articles and notices by their ids', () => {
    expect(matchRoute('/futures/info/BTCUSDT')?.id).toBe('futuresInfo');
    expect(matchRoute('/futures/info/NOPEUSDT')).toBeUndefined();
    expect(matchRoute('/help/funding')?.id).toBe('helpArticle');
    expect(matchRoute('/help/nothing-here')).toBeUndefined();
    expect(matchRoute('/help')?.id).toBe('help');
    expect(matchRoute('/notices/108')?.id).toBe('notice');
    expect(matchRoute('/notices/0')).toBeUndefined();
    expect(matchRoute('/notices/abc')).toBeUndefined();
    expect(matchRoute('/listing-apply')?.id).toBe('listingApply');
    expect(matchRoute('/download')?.id).toBe('download');
    expect(indexedPaths()).toEqual(expect.arrayContaining(['/futures/info/BTCUSDT', '/help/fees']));
  });

  it('keeps the UI kit page out of the sitemap', () => {
    expect(indexedPaths()).not.toContain('/dev/ui');
  });

  it('knows the wallet, orders and fee pages, and lists only the public fee page in the sitemap', () => {
    const privatePaths = [
      '/assets',
      '/assets/spot',
      '/assets/futures',
      '/assets/fund',
      '/assets/transfer',
      '/assets/deposit',
      '/assets/withdraw',
      '/assets/history',
      '/orders',
    ];
    for (const path of privatePaths) {
      expect(matchRoute(path)?.pattern, path).toBe(path);
      expect(indexedPaths(), path).not.toContain(path);
    }
    expect(matchRoute('/assets/fund')?.id).toBe('assetsFund');
    expect(matchRoute('/fees')?.id).toBe('fees');
    expect(indexedPaths()).toContain('/fees');
  });
});

describe('legal pages', () => {
  it('lists the terms of use and the privacy policy in the sitemap, as shared public pages with the footer', () => {
    for (const [id, path] of [
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ] as const) {
      const route = matchRoute(path);
      expect(route?.id, path).toBe(id);
      expect(route, path).toMatchObject({ layout: 'default', hideFooter: false, indexed: true });
      expect(route && isSharedRoute(route), path).toBe(true);
      expect(indexedPaths(), path).toContain(path);
    }
  });
});

describe('UI kit page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is an unknown path on a production server without UI_KIT_PAGE=on', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('UI_KIT_PAGE', '');
    expect(matchRoute('/dev/ui')).toBeUndefined();
    vi.stubEnv('UI_KIT_PAGE', 'on');
    expect(matchRoute('/dev/ui')?.id).toBe('devUi');
  });

  it('opens in production only with UI_KIT_PAGE=on, and always in development', () => {
    expect(isUiKitPageEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(isUiKitPageEnabled({ NODE_ENV: 'production', UI_KIT_PAGE: 'yes' })).toBe(false);
    expect(isUiKitPageEnabled({ NODE_ENV: 'production', UI_KIT_PAGE: 'on' })).toBe(true);
    expect(isUiKitPageEnabled({ NODE_ENV: 'development' })).toBe(true);
  });
});
