import { ConfigError, WEAK_PASSWORD_HASH_OUTSIDE_TESTS, dataDirOf, loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      marketSimulation: true,
      indexSource: { kind: 'simulator' },
      candleBackfillDays: 30,
      prefixes: { futures: '/api/futures', v2: '/api/v2', market: '/api/market' },
      databaseUrl: undefined,
      web: true,
      host: '0.0.0.0',
      demoDeposit: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('serves the demo deposit only when asked for', () => {
    expect(loadConfig({ DEMO_DEPOSIT: 'on' }).demoDeposit).toBe(true);
    expect(loadConfig({ DEMO_DEPOSIT: 'off' }).demoDeposit).toBe(false);
    expect(() => loadConfig({ DEMO_DEPOSIT: 'sometimes' })).toThrow(/DEMO_DEPOSIT/);
  });

  it('sizes PGlite’s buffer cache only when asked, with a unit', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '16MB' }).pgliteSharedBuffers).toBe('16MB');
    for (const bad of ['16', 'lots', '0MB', '16 TB'])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });

  it('finds the data folder alone the way the full configuration does', () => {
    expect(dataDirOf({})).toBe(loadConfig({}).dataDir);
    expect(dataDirOf({ DATA_DIR: ' /srv/exchange ' })).toBe('/srv/exchange');
    expect(dataDirOf({ DATA_DIR: '' })).toBe(loadConfig({ DATA_DIR: '' }).dataDir);
  });

  it('reads every variable and treats blanks as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@localhost:5432/x',
      REDIS_URL: 'redis://localhost:6379',
      MARKET_SIMULATION: 'off',
      INDEX_SOURCE: 'ws:wss://fstream.example/stream',
      FUTURES_API_PREFIX: '/fapi',
      MOBILE_SITE_HOST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      marketSimulation: false,
      indexSource: { kind: 'ws', url: 'wss://fstream.example/stream' },
      prefixes: { futures: '/fapi' },
      mobileSiteHost: undefined,
    });
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        INDEX_SOURCE: 'binance',
        V2_API_PREFIX: 'api/v2/',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'INDEX_SOURCE', 'V2_API_PREFIX'])
        expect(message).toContain(name);
    }
  });

  it('hashes passwords at full cost unless a test asks for less, and lets an operator raise it', () => {
    expect(loadConfig({}).auth.passwordHashCost).toBe(32_768);
    expect(loadConfig({ PASSWORD_HASH_COST: '65536' }).auth.passwordHashCost).toBe(65_536);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).auth.passwordHashCost).toBe(
      1024,
    );
    // A cheaper hash is never the posture of a real server, by mistake or by a leaked variable.
    for (const NODE_ENV of ['production', 'development'])
      expect(() =>
        loadConfig({ NODE_ENV, PASSWORD_HASH_COST: '1024', DEV_DELIVERY: 'on' }),
      ).toThrow(WEAK_PASSWORD_HASH_OUTSIDE_TESTS);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '50000' })).toThrow(/power of two/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '512' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
  });

  it('refuses two bases on the same prefix', () => {
    expect(() => loadConfig({ MARKET_API_PREFIX: '/api/v2' })).toThrow(/must all differ/);
  });
  it('loads no third-party script unless configured', () => {
    expect(loadConfig({}).thirdPartyScripts).toEqual({
      supportWidget: undefined,
      analytics: undefined,
    });
  });

  it('reads the support messenger and the analytics tag', () => {
    const config = loadConfig({
      SUPPORT_WIDGET_URL: 'https://widget.messenger.example/loader.js',
      ANALYTICS_URL: 'https://stats.example/script.js',
      ANALYTICS_SITE_ID: 'exchange-web',
    });
    expect(config.thirdPartyScripts).toEqual({
      supportWidget: {
        src: 'https://widget.messenger.example/loader.js',
        origin: 'https://widget.messenger.example',
      },
      analytics: {
        src: 'https://stats.example/script.js',
        origin: 'https://stats.example',
        siteId: 'exchange-web',
      },
    });
  });

  it('refuses a script address that is not https and an analytics tag without its site id', () => {
    expect(() => loadConfig({ SUPPORT_WIDGET_URL: 'http://widget.example/a.js' })).toThrow(
      /SUPPORT_WIDGET_URL/,
    );
    expect(() => loadConfig({ SUPPORT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(
      /SUPPORT_WIDGET_URL/,
    );
    expect(() => loadConfig({ ANALYTICS_URL: 'https://stats.example/script.js' })).toThrow(
      /ANALYTICS_SITE_ID go together/,
    );
    expect(() =>
      loadConfig({ ANALYTICS_URL: 'https://stats.example/s.js', ANALYTICS_SITE_ID: 'a b' }),
    ).toThrow(/ANALYTICS_SITE_ID/);
  });
});
