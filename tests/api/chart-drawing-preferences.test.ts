import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, type TestServer } from './harness';
import { useTradingServer, type futures } from './trading-client';

/**
 * The price chart's drawings, kept per user and contract with the other preferences
 * (`configs/preferences` → `chartDrawings`, read back in `configs/private`), against the real
 * server: what is saved, what is refused, and the bounds that keep a user from storing megabytes.
 */
describe('chart drawing preferences', () => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(drivers[0] ?? { name: 'pglite', baseUrl: undefined }, (server) => {
    ({ t, call } = server);
  });

  const line = {
    id: 'h1',
    kind: 'horizontal',
    points: [{ time: 1_700_000_000, price: '65000.5' }],
  };
  const fib = {
    id: 'f1',
    kind: 'fibonacci',
    points: [
      { time: 1_700_000_000, price: '64000' },
      { time: 1_700_003_600, price: '66000.25' },
    ],
  };
  const drawings = { BTCUSDT: [line, fib], ETHUSDT: [{ ...line, id: 'e1' }] };

  it('keeps a user’s drawings per contract and gives them back, each user their own', async () => {
    const alice = await signUpByEmail(t.url, uniqueEmail('drawings'));
    const bob = await signUpByEmail(t.url, uniqueEmail('drawings'));
    expect((await call('configs/private', alice)).data.preferences).not.toHaveProperty(
      'chartDrawings',
    );
    const saved = await call('configs/preferences', alice, { chartDrawings: drawings });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ chartDrawings: drawings });
    // Another preference saved later leaves the drawings as they were.
    await call('configs/preferences', alice, { confirmOrders: false });
    expect((await call('configs/private', alice)).data.preferences).toMatchObject({
      chartDrawings: drawings,
      confirmOrders: false,
    });
    expect((await call('configs/private', bob)).data.preferences).not.toHaveProperty(
      'chartDrawings',
    );
    // Removing every drawing of a contract saves the others only.
    await call('configs/preferences', alice, { chartDrawings: { BTCUSDT: [fib] } });
    expect(
      ((await call('configs/private', alice)).data.preferences as { chartDrawings: unknown })
        .chartDrawings,
    ).toEqual({
      BTCUSDT: [fib],
    });
  });

  it('takes 50 drawings on a contract', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('drawings'));
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...fib, id: `d${i}` }));
    const saved = await call('configs/preferences', token, { chartDrawings: { BTCUSDT: fifty } });
    expect(saved.code).toBe(0);
    const preferences = (await call('configs/private', token)).data.preferences as {
      chartDrawings: Record<string, unknown[]>;
    };
    expect(preferences.chartDrawings.BTCUSDT).toHaveLength(50);
  });

  it('refuses drawings out of bounds or of another shape (bad parameter), saving nothing', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('drawings'));
    await call('configs/preferences', token, { chartDrawings: drawings });
    const fiftyOne = Array.from({ length: 51 }, (_, i) => ({ ...line, id: `d${i}` }));
    for (const [name, chartDrawings] of [
      ['51 drawings on one contract', { BTCUSDT: fiftyOne }],
      ['a contract that is not listed', { FOOUSDT: [line] }],
      ['a contract code in lower case', { btcusdt: [line] }],
      ['a kind it does not know', { BTCUSDT: [{ ...line, kind: 'circle' }] }],
      ['a horizontal line with two points', { BTCUSDT: [{ ...line, points: fib.points }] }],
      [
        'a trend line with one point',
        { BTCUSDT: [{ ...fib, kind: 'trend', points: [line.points[0]] }] },
      ],
      ['three points', { BTCUSDT: [{ ...fib, points: [...fib.points, line.points[0]] }] }],
      [
        'a time in milliseconds',
        { BTCUSDT: [{ ...line, points: [{ time: 1.7e12, price: '1' }] }] },
      ],
      ['a fractional time', { BTCUSDT: [{ ...line, points: [{ time: 1.5, price: '1' }] }] }],
      ['a price as a number', { BTCUSDT: [{ ...line, points: [{ time: 1, price: 65000 }] }] }],
      ['a negative price', { BTCUSDT: [{ ...line, points: [{ time: 1, price: '-1' }] }] }],
      ['a huge id', { BTCUSDT: [{ ...line, id: 'x'.repeat(100_000) }] }],
      ['an extra field', { BTCUSDT: [{ ...line, note: 'x'.repeat(100_000) }] }],
      ['a list', [line]],
    ] as const) {
      const answer = await call('configs/preferences', token, { chartDrawings });
      expect(answer.status, name).toBe(400);
      expect(answer.code, name).toBe(ERROR_CODE.badParameter);
      expect(answer.success, name).toBe(false);
      expect(answer.message, name).toContain('chartDrawings');
    }
    expect((await call('configs/private', token)).data.preferences).toMatchObject({
      chartDrawings: drawings,
    });
  });
});
