import type {
  WireInstantDemoDeposit,
  WireInstantDemoDepositInput,
} from '../../lib/contract/wire/wallet';
import { wireInstantDemoDepositSchema } from '../../lib/contract/wire/wallet-schemas';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { at, drivers, startTestServer, type TestServer } from './harness';
import { connectClient, send, subscribeBody, until } from './live-client';

interface Envelope {
  code: number;
  success: boolean;
  message: string;
  data: WireInstantDemoDeposit | null;
}

/** POSTs any body (a malformed one too); a success answer must be the contract's, exactly. */
function poster(base: string) {
  return async (body: unknown, token?: string): Promise<{ status: number; body: Envelope }> => {
    const response = await fetch(`${base}/api/v2/asset/demo/deposit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope;
    if (answer.code === 0)
      expect(wireInstantDemoDepositSchema.parse(answer.data)).toEqual(answer.data);
    return { status: response.status, body: answer };
  };
}

/** A deposit with a body of the contract's shape (asset/demo/deposit's body schema). */
function depositor(base: string) {
  const post = poster(base);
  return (body: WireInstantDemoDepositInput, token?: string) => post(body, token);
}

describe.each(drivers)('demo deposit on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, {
      MARKET_SIMULATION: 'on',
      MARKET_MAKERS: 'off',
      CANDLE_BACKFILL_DAYS: '0',
      DEMO_DEPOSIT: 'on',
      DEV_DELIVERY: 'on',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('credits the spot wallet, pushes the balance as a match frame and holds the daily limit', async () => {
    const deposit = depositor(t.url);
    const token = await signUpByEmail(t.url, uniqueEmail('demo-deposit'));
    const socket = await connectClient(t.url);
    const balances: { account: string; real: string }[] = [];
    socket.on('match', (frame: { type: number; data: { account: string; real: string }[] }) => {
      if (frame.type === 3002) balances.push(...frame.data);
    });
    try {
      expect((await send(socket, 1001, { token })).code).toBe(0);
      expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);

      const first = await deposit({ currencyId: 1, amount: '60000.5' }, token);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        ok: true,
        currencyId: 1,
        amount: '60000.5',
        balance: '60000.5',
        remainingToday: '39999.5',
      });
      await until(
        socket,
        ['match'],
        () => balances.some((b) => b.account === 'spot' && b.real === '60000.5'),
        2000,
        'the spot balance as a 3002 match frame',
      );

      // Five requests at once for 10 000 each: the 39 999.5 left today admit exactly three.
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => deposit({ currencyId: 1, amount: '10000' }, token)),
      );
      expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = burst.filter((r) => r.status !== 200);
      expect(refused.map((r) => r.status)).toEqual([400, 400]);
      expect(at(refused, 0).body.message).toContain('9999.5 USDT left today');
      const last = await deposit({ currencyId: 1, amount: '9999.5' }, token);
      expect(last.body.data?.balance).toBe('100000');
      expect((await deposit({ currencyId: 1, amount: '0.00000001' }, token)).status).toBe(400);
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a missing session, another currency and malformed amounts without changing money', async () => {
    const deposit = depositor(t.url);
    const post = poster(t.url);
    const token = await signUpByEmail(t.url, uniqueEmail('demo-deposit-bad'));
    expect((await deposit({ currencyId: 1, amount: '10' })).status).toBe(401);
    for (const body of [
      { currencyId: 2, amount: '1' },
      { currencyId: 1, amount: '0' },
      { currencyId: 1, amount: '-5' },
      { currencyId: 1, amount: '1e5' },
      { currencyId: 1, amount: 10 },
      { currencyId: 1, amount: '0.000000001' },
      { currencyId: 1, amount: '100000.00000001' },
      { currencyId: 1 },
    ]) {
      const answer = await post(body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const ok = await deposit({ currencyId: 1, amount: '1' }, token);
    expect(ok.body.data?.balance).toBe('1');
  });
});

describe('demo deposit switched off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(at(drivers, 0), { DEV_DELIVERY: 'on' });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('is an unknown route unless DEMO_DEPOSIT is on', async () => {
    const response = await depositor(t.url)({ currencyId: 1, amount: '10' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 404, success: false, data: null });
  });
});
