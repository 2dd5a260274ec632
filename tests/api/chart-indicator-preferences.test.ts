import { eq } from 'drizzle-orm';
import { DEFAULT_INDICATOR_SETTINGS } from '../../lib/contract/chart-indicators';
import { tradingPreferences } from '../../server/db/schema';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, type TestServer } from './harness';
import { userIdOf, useTradingServer, type futures } from './trading-client';

/**
 * The price chart's indicator settings, kept per user with the other preferences
 * (`configs/preferences` → `chartIndicators`, read back in `configs/private`), against the real
 * server: what is saved, what is refused and what a stale stored value turns into.
 */
describe('chart indicator preferences', () => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(drivers[0] ?? { name: 'pglite', baseUrl: undefined }, (server) => {
    ({ t, call } = server);
  });

  const chosen = {
    ma: { ...DEFAULT_INDICATOR_SETTINGS.ma, on: true },
    boll: { ...DEFAULT_INDICATOR_SETTINGS.boll, on: true, params: { period: 21, width: 2.5 } },
    macd: {
      ...DEFAULT_INDICATOR_SETTINGS.macd,
      on: true,
      colors: { dif: '#112233', dea: '#445566' },
    },
  };

  it('keeps a user’s indicators with their preferences and gives them back, each user their own', async () => {
    const alice = await signUpByEmail(t.url, uniqueEmail('indicators'));
    const bob = await signUpByEmail(t.url, uniqueEmail('indicators'));
    expect((await call('configs/private', alice)).data.preferences).not.toHaveProperty(
      'chartIndicators',
    );
    const saved = await call('configs/preferences', alice, {
      chartIndicators: chosen,
      colorConvention: 'redUp',
    });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ chartIndicators: chosen, colorConvention: 'redUp' });
    expect((await call('configs/private', alice)).data.preferences).toMatchObject({
      chartIndicators: chosen,
      colorConvention: 'redUp',
    });
    // Another preference saved later leaves the indicators as they were.
    await call('configs/preferences', alice, { confirmOrders: false });
    expect((await call('configs/private', alice)).data.preferences).toMatchObject({
      chartIndicators: chosen,
      confirmOrders: false,
    });
    expect((await call('configs/private', bob)).data.preferences).not.toHaveProperty(
      'chartIndicators',
    );
  });

  it('refuses settings out of bounds or of another shape (400), saving nothing', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('indicators'));
    await call('configs/preferences', token, { chartIndicators: chosen });
    const ma = DEFAULT_INDICATOR_SETTINGS.ma;
    const line = ma.lines[0] ?? { period: 7, color: '#d97706', on: true };
    for (const [name, chartIndicators] of [
      ['a period of 0', { ma: { ...ma, lines: [{ ...line, period: 0 }, ...ma.lines.slice(1)] } }],
      [
        'a period of 2.5',
        { ma: { ...ma, lines: [{ ...line, period: 2.5 }, ...ma.lines.slice(1)] } },
      ],
      ['a fourth MA line', { ma: { ...ma, lines: [...ma.lines, line] } }],
      [
        'a colour by name',
        { ma: { ...ma, lines: [{ ...line, color: 'red' }, ...ma.lines.slice(1)] } },
      ],
      [
        'a fast MACD slower than its slow one',
        { macd: { ...chosen.macd, params: { fast: 30, slow: 26, signal: 9 } } },
      ],
      [
        'a SAR step over its maximum',
        { sar: { ...DEFAULT_INDICATOR_SETTINGS.sar, params: { step: 0.5, max: 0.2 } } },
      ],
      ['an indicator it does not know', { ichimoku: { on: true } }],
      ['an extra field', { obv: { ...DEFAULT_INDICATOR_SETTINGS.obv, note: 'x'.repeat(100_000) } }],
      ['a list', [1, 2, 3]],
    ] as const) {
      const answer = await call('configs/preferences', token, { chartIndicators });
      expect(answer.status, name).toBe(400);
      expect(answer.success, name).toBe(false);
      expect(answer.message, name).toContain('chartIndicators');
    }
    expect((await call('configs/private', token)).data.preferences).toMatchObject({
      chartIndicators: chosen,
    });
  });

  it('drops a stored setting that no longer validates, keeping the colour convention', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('indicators'));
    await call('configs/preferences', token, { colorConvention: 'redUp' });
    const userId = await userIdOf(t.url, token);
    // As if the indicators' rules had changed since the value was saved.
    await t.server.database.db
      .update(tradingPreferences)
      .set({
        preferences: { colorConvention: 'redUp', chartIndicators: { ma: { on: 'yes' } } },
      })
      .where(eq(tradingPreferences.userId, userId));
    const preferences = (await call('configs/private', token)).data.preferences;
    expect(preferences).toMatchObject({ colorConvention: 'redUp', confirmOrders: true });
    expect(preferences).not.toHaveProperty('chartIndicators');
  });
});
