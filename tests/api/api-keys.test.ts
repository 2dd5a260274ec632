import { eq } from 'drizzle-orm';
import type { WireInstantDemoDepositInput } from '../../lib/contract/wire/wallet';
import { apiKeys } from '../../server/db/schema';
import { API_KEY_LIMITS } from '../../server/auth/api-keys';
import { signUpByEmail, stepUp, uniqueEmail, v2 } from './auth-client';
import {
  createKey,
  createKeyAnswer,
  hmacHex,
  send,
  signed,
  signRequest,
  type CreatedKey,
} from './api-key-client';
import { drivers, type TestServer } from './harness';
import { deposit, fund, type futures, priceFromMark, useTradingServer } from './trading-client';

/**
 * User API keys (issue 16) against the real server and database, on PGlite and PostgreSQL:
 * creating, listing and deleting keys, and signed requests on the private endpoints — a valid
 * signature, a wrong one, an old or early timestamp, a replay after recvWindow, a missing
 * permission, an address not allowed, a deleted key, and bodies signed byte for byte.
 */

const FUTURES = '/api/futures/';
const V2 = '/api/v2/';

interface Owner {
  email: string;
  token: string;
}

describe.each(drivers)('API keys on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => {
    ({ t, call } = server);
  });

  /** A user who verified their identity and opened futures (approved at once here). */
  async function owner(tag = 'keys'): Promise<Owner> {
    const email = uniqueEmail(tag);
    const token = await signUpByEmail(t.url, email);
    const v = v2(t.url);
    const kyc = await v(
      'user/kyc/level1',
      { realName: 'Kim Minji', country: 'JP', idNumber: 'K1234567' },
      { token },
    );
    const opened = await v('user/futures/open', { acceptRisk: true }, { token });
    if (kyc.code !== 0 || opened.code !== 0) throw new Error('owner not set up');
    return { email, token };
  }

  const get = (path: string, key: CreatedKey, options: Parameters<typeof signed>[3] = {}) =>
    signed(t.url, path, key, options);

  it('shows the secret once at creation; the list never does, and SQL holds it only encrypted', async () => {
    const me = await owner();
    const created = await createKeyAnswer(t.url, me, {
      label: '  grid bot  ',
      permissions: ['read', 'trade'],
      ipAllowList: ['127.0.0.1', '2001:DB8:0::1', '127.0.0.1'],
    });
    expect(created.code).toBe(0);
    const key = created.data as unknown as CreatedKey & Record<string, unknown>;
    expect(key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(key.secretKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(key.secretKey).not.toBe(key.apiKey);
    expect(key).toMatchObject({
      label: 'grid bot',
      permissions: ['read', 'trade'],
      ipAllowList: ['127.0.0.1', '2001:db8::1'],
      lastUsedAt: null,
    });

    const list = await v2(t.url)('user/apiKey/list', {}, { token: me.token, method: 'GET' });
    expect(list.code).toBe(0);
    expect(list.raw).not.toContain(key.secretKey);
    expect(list.data?.list).toEqual([
      {
        id: key.id,
        label: 'grid bot',
        apiKey: key.apiKey,
        permissions: ['read', 'trade'],
        ipAllowList: ['127.0.0.1', '2001:db8::1'],
        createdAt: key.createdAt,
        lastUsedAt: null,
      },
    ]);

    const [row] = await t.server.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.secretEncrypted).not.toContain(key.secretKey);
    for (const encoding of ['base64', 'base64url', 'hex'] as const)
      expect(row?.secretEncrypted).not.toContain(Buffer.from(key.secretKey).toString(encoding));

    // A sealed secret copied onto another key's row does not open there (bound to its row).
    const other = await createKey(t.url, me, { label: 'second' });
    await t.server.database.db
      .update(apiKeys)
      .set({ secretEncrypted: row?.secretEncrypted ?? '' })
      .where(eq(apiKeys.id, other.id));
    expect(
      (await get(`${FUTURES}future/accounts`, { ...other, secretKey: key.secretKey })).code,
    ).toBe(102400001);
  });

  it('needs a step-up and valid settings to create a key; withdraw is never granted', async () => {
    const me = await owner();
    const create = (body: Record<string, unknown>) =>
      v2(t.url)('user/apiKey/create', body, { token: me.token });
    // The session token alone, an old-style code, or a made-up step-up: nothing is created.
    expect((await create({ label: 'no step-up' })).code).toBe(102500003);
    expect((await create({ label: 'code only', code: '000000' })).code).toBe(102500003);
    expect((await create({ label: 'made up', stepUpToken: 'x'.repeat(43) })).code).toBe(102500003);
    for (const [body, field] of [
      [{ permissions: ['read'] }, 'label'],
      [{ label: 'x'.repeat(65) }, 'label'],
      [{ label: 'w', permissions: ['read', 'withdraw'] }, 'withdraw is never granted'],
      [{ label: 'p', permissions: ['admin'] }, 'permissions.0'],
      [{ label: 'p', permissions: [] }, 'permissions'],
      [{ label: 'ip', ipAllowList: ['10.0.0.256'] }, 'ipAllowList.0'],
      [{ label: 'ip', ipAllowList: ['fe80::1%eth0'] }, 'ipAllowList.0'],
      [
        { label: 'ips', ipAllowList: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`) },
        'at most 20',
      ],
    ] as const) {
      const answer = await create({ ...body, code: '000000' });
      expect(answer.status, field).toBe(400);
      expect(answer.message, field).toContain(field);
    }
    expect((await v2(t.url)('user/apiKey/create', { label: 'x' })).status).toBe(401);
    const list = await v2(t.url)('user/apiKey/list', {}, { token: me.token, method: 'GET' });
    expect(list.data?.list).toEqual([]);

    const readOnly = await createKey(t.url, me, { label: 'default' });
    expect(readOnly).toMatchObject({ permissions: ['read'], ipAllowList: [] });
  });

  it(`keeps at most ${API_KEY_LIMITS.perUser} live keys per account (102400007)`, async () => {
    const me = await owner();
    const first = await createKey(t.url, me);
    const { userId } = (await get(`${V2}user/base/info`, first, { method: 'POST' })).data as {
      userId: number;
    };
    await t.server.database.db.insert(apiKeys).values(
      Array.from({ length: API_KEY_LIMITS.perUser - 1 }, (_, i) => ({
        userId,
        label: `filler ${i}`,
        apiKey: `filler${userId}x${i}`.padEnd(64, 'f'),
        secretEncrypted: '',
        permissions: ['read' as const],
      })),
    );
    const stepUpToken = await stepUp(t.url, me);
    const create = (label: string) =>
      v2(t.url)('user/apiKey/create', { label, stepUpToken }, { token: me.token });
    const refused = await create('one too many');
    expect(refused).toMatchObject({ status: 200, code: 102400007, success: false });
    expect(refused.message).toContain(String(API_KEY_LIMITS.perUser));
    expect(refused.data).toEqual({ max: API_KEY_LIMITS.perUser });
    // Deleting one makes room again, with the same step-up (good for 5 minutes).
    expect(
      (await v2(t.url)('user/apiKey/delete', { id: first.id }, { token: me.token })).code,
    ).toBe(0);
    expect((await create('room again')).code).toBe(0);
  });

  it('runs a signed GET as the key’s user and records when the key was last used', async () => {
    const me = await owner();
    const key = await createKey(t.url, me);
    const accounts = await get(`${FUTURES}future/accounts`, key);
    expect(accounts).toMatchObject({ status: 200, code: 0, success: true });
    expect(accounts.data).toEqual((await call('future/accounts', me.token)).data);

    const positions = await get(`${FUTURES}future/position/list`, key, {
      query: { contractId: 1 },
      recvWindow: 10_000,
    });
    expect(positions).toMatchObject({ code: 0, data: { list: [] } });
    const info = await get(`${V2}user/base/info`, key, { method: 'POST' });
    expect(info.code).toBe(0);
    expect(info.data?.email).toBe(me.email);
    const history = await get(`${FUTURES}future/position/history`, key);
    expect(history).toMatchObject({ code: 0, data: { list: [] } });

    const list = await v2(t.url)('user/apiKey/list', {}, { token: me.token, method: 'GET' });
    const [listed] = list.data?.list as { lastUsedAt: number | null }[];
    expect(listed?.lastUsedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a wrong signature (102400002), also when the query changed after signing', async () => {
    const me = await owner();
    const key = await createKey(t.url, me);
    const wrong = await get(`${FUTURES}future/accounts`, key, { signWith: 'x'.repeat(64) });
    expect(wrong).toMatchObject({ status: 401, code: 102400002, success: false });
    expect(wrong.message).toBe('Signature does not match the request');

    const request = signRequest(t.url, `${FUTURES}future/order/open`, key, {
      query: { contractId: 1 },
    });
    const tampered = request.url.replace('contractId=1', 'contractId=2');
    expect((await send({ ...request, url: tampered })).code).toBe(102400002);
    expect((await send(request)).code).toBe(0);

    // Malformed signing parameters are bad parameters, naming the one at fault.
    const timestamp = Date.now();
    const sig = hmacHex(key.secretKey, `timestamp=${timestamp}`);
    for (const [query, field] of [
      [`timestamp=${timestamp}`, 'signature'],
      [`signature=${sig}`, 'timestamp'],
      [`timestamp=abc&signature=${sig}`, 'timestamp'],
      [`timestamp=${timestamp}&recvWindow=60001&signature=${sig}`, 'recvWindow'],
      [`timestamp=${timestamp}&recvWindow=0&signature=${sig}`, 'recvWindow'],
      [`timestamp=${timestamp}&signature=${sig}&signature=${sig}`, 'signature'],
      [`timestamp=${timestamp}&timestamp=${timestamp}&signature=${sig}`, 'timestamp'],
    ] as const) {
      const answer = await send({
        url: `${t.url}${FUTURES}future/accounts?${query}`,
        init: { headers: { 'x-mbx-apikey': key.apiKey } },
      });
      expect(answer.status, query).toBe(400);
      expect(answer.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('refuses a timestamp older than recvWindow or 1 s ahead of the server (102400003)', async () => {
    const me = await owner();
    const key = await createKey(t.url, me);
    const path = `${FUTURES}future/accounts`;
    const old = await get(path, key, { timestamp: Date.now() - 6000 });
    expect(old).toMatchObject({ status: 401, code: 102400003 });
    expect(old.data).toMatchObject({ recvWindow: 5000 });
    expect((await get(path, key, { timestamp: Date.now() - 6000, recvWindow: 10_000 })).code).toBe(
      0,
    );
    expect((await get(path, key, { timestamp: Date.now() - 3000, recvWindow: 2000 })).code).toBe(
      102400003,
    );
    expect((await get(path, key, { timestamp: Date.now() + 3000 })).code).toBe(102400003);
    expect((await get(path, key, { timestamp: Date.now() + 300 })).code).toBe(0);
  });

  it('refuses the same signed request replayed after its recvWindow', async () => {
    const me = await owner();
    const key = await createKey(t.url, me);
    const request = signRequest(t.url, `${FUTURES}future/accounts`, key, { recvWindow: 1000 });
    expect((await send(request)).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await send(request)).toMatchObject({ status: 401, code: 102400003 });
  });

  it('lets a read-only key read but not trade (102400004), and a trade key place and cancel', async () => {
    const me = await owner();
    await fund(call, t.url, me.token, '2000');
    const readOnly = await createKey(t.url, me, { label: 'reader', permissions: ['read'] });
    const trading = await createKey(t.url, me, {
      label: 'trader',
      permissions: ['read', 'trade'],
    });
    const order = JSON.stringify({
      contractId: 1,
      side: 'buy',
      orderType: 1,
      quantity: '0.005',
      price: priceFromMark(t, 1, -20),
      clientOrderId: 'key-order-1',
    });
    const place = `${FUTURES}future/order/place`;

    const refused = await get(place, readOnly, { body: order });
    expect(refused).toMatchObject({ status: 403, code: 102400004, data: { required: 'trade' } });
    expect(refused.message).toContain('"trade"');
    expect((await get(`${FUTURES}future/order/open`, readOnly)).data?.list).toEqual([]);
    for (const path of ['future/transfer', 'future/leverage', 'configs/preferences']) {
      expect((await get(`${FUTURES}${path}`, readOnly, { body: '{}' })).code, path).toBe(102400004);
    }

    const placed = await get(place, trading, { body: order });
    expect(placed.code).toBe(0);
    expect(placed.data).toMatchObject({ clientOrderId: 'key-order-1', orderStatus: 2 });
    const open = await get(`${FUTURES}future/order/open`, readOnly);
    expect(open.data?.list).toHaveLength(1);
    const cancelled = await get(`${FUTURES}future/order/cancel`, trading, {
      body: JSON.stringify({ clientOrderId: 'key-order-1' }),
    });
    expect(cancelled).toMatchObject({ code: 0, data: { orderStatus: 5 } });
  });

  it('refuses an address not on the key’s allow-list (102400005) and accepts one that is', async () => {
    const me = await owner();
    const elsewhere = await createKey(t.url, me, { label: 'far', ipAllowList: ['10.9.8.7'] });
    const refused = await get(`${FUTURES}future/accounts`, elsewhere);
    expect(refused).toMatchObject({ status: 403, code: 102400005, data: { ip: '127.0.0.1' } });
    expect(refused.message).toBe('This API key does not allow requests from 127.0.0.1');
    const here = await createKey(t.url, me, {
      label: 'here',
      ipAllowList: ['10.9.8.7', '127.0.0.1', '::1'],
    });
    expect((await get(`${FUTURES}future/accounts`, here)).code).toBe(0);
  });

  it('refuses a deleted key at once (102400001); only the owner can delete it', async () => {
    const alice = await owner('alice');
    const bob = await owner('bob');
    const key = await createKey(t.url, alice);
    const path = `${FUTURES}future/accounts`;
    expect((await get(path, key)).code).toBe(0);

    const byBob = await v2(t.url)('user/apiKey/delete', { id: key.id }, { token: bob.token });
    expect(byBob).toMatchObject({ status: 404, code: 404, message: 'API key not found' });
    const unknown = await v2(t.url)(
      'user/apiKey/delete',
      { id: 987_654_321 },
      { token: bob.token },
    );
    expect({ ...unknown, raw: '' }).toEqual({ ...byBob, raw: '' });
    expect((await get(path, key)).code).toBe(0);

    const deleted = await v2(t.url)(
      'user/apiKey/delete',
      { id: String(key.id) },
      {
        token: alice.token,
      },
    );
    expect(deleted).toMatchObject({ code: 0, data: { deleted: true, id: key.id } });
    const refused = await get(path, key);
    expect(refused).toMatchObject({ status: 401, code: 102400001 });
    expect(refused.message).toBe('API key invalid or deleted');
    const list = await v2(t.url)('user/apiKey/list', {}, { token: alice.token, method: 'GET' });
    expect(list.data?.list).toEqual([]);
    const [row] = await t.server.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.secretEncrypted).toBe('');
    expect(
      (await v2(t.url)('user/apiKey/delete', { id: key.id }, { token: alice.token })).status,
    ).toBe(404);
    expect((await get(path, { ...key, apiKey: 'A'.repeat(64) })).code).toBe(102400001);
  });

  it('verifies a signed POST over the exact bytes of its JSON or form-encoded body', async () => {
    const me = await owner();
    const key = await createKey(t.url, me, { label: 'bodies', permissions: ['read', 'trade'] });
    const add = `${FUTURES}future/addFavorite`;

    // JSON: the bytes as sent, spaces included; the same JSON re-spaced does not verify.
    const json = '{ "contractId": 3 }';
    const request = signRequest(t.url, add, key, { body: json });
    const respaced = { ...request, init: { ...request.init, body: '{"contractId":3}' } };
    expect((await send(respaced)).code).toBe(102400002);
    expect((await send(request)).code).toBe(0);

    // Form-encoded, signing parameters in the query string.
    const form = signRequest(t.url, add, key, {
      body: 'contractId=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect((await send(form)).code).toBe(0);
    // Form-encoded, everything in the body, signature last (as ccxt sends a Binance POST).
    const inBody = signRequest(t.url, add, key, {
      body: 'contractId=5',
      contentType: 'application/x-www-form-urlencoded',
      signatureIn: 'body',
    });
    expect(String(inBody.init.body)).toMatch(/^contractId=5&timestamp=\d+&signature=[0-9a-f]{64}$/);
    expect(new URL(inBody.url).search).toBe('');
    expect((await send(inBody)).code).toBe(0);
    const altered = {
      ...inBody,
      init: {
        ...inBody.init,
        body: String(inBody.init.body).replace('contractId=5', 'contractId=6'),
      },
    };
    expect((await send(altered)).code).toBe(102400002);

    const configs = await get(`${FUTURES}configs/private`, key);
    expect(configs.data?.favorites).toEqual([3, 2, 5]);

    // The signing parameters leave a form body before the route's schema reads it: a strict
    // schema (unknown keys refused) takes the rest.
    const preferences = await send(
      signRequest(t.url, `${FUTURES}configs/preferences`, key, {
        body: 'colorConvention=redUp',
        contentType: 'application/x-www-form-urlencoded',
        signatureIn: 'body',
        recvWindow: 7000,
      }),
    );
    expect(preferences).toMatchObject({ code: 0, data: { colorConvention: 'redUp' } });

    // Form bodies stay refused without a key (415), as before.
    const unsigned = await fetch(`${t.url}${add}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'contractId=4',
    });
    expect(unsigned.status).toBe(415);
  });

  it('never accepts a key on key management, password, 2FA or KYC endpoints (102400006)', async () => {
    const me = await owner();
    const key = await createKey(t.url, me, { label: 'all', permissions: ['read', 'trade'] });
    for (const [path, method] of [
      ['user/apiKey/list', 'GET'],
      ['user/apiKey/create', 'POST'],
      ['user/apiKey/delete', 'POST'],
      ['user/password/update', 'POST'],
      ['user/login/guideGoogle', 'GET'],
      ['user/login/bindGoogle', 'POST'],
      ['user/common/gateway/send/email', 'POST'],
      ['user/kyc/level1', 'POST'],
      ['user/futures/open', 'POST'],
      ['user/login/out', 'POST'],
    ] as const) {
      const answer = await get(`${V2}${path}`, key, {
        method,
        ...(method === 'POST' ? { body: JSON.stringify({ label: 'x', id: 1 }) } : {}),
        // Even beside a valid session: the key header decides.
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(answer, path).toMatchObject({ status: 403, code: 102400006, success: false });
    }
    const list = await v2(t.url)('user/apiKey/list', {}, { token: me.token, method: 'GET' });
    expect(list.data?.list).toHaveLength(1);
  });

  it('never credits demo money through a key, even a trade key: refused as every money-moving route', async () => {
    const me = await owner('keys-demo');
    await deposit(t.url, me.token, '50');
    const trading = await createKey(t.url, me, { label: 'trader', permissions: ['read', 'trade'] });
    const demoBody: WireInstantDemoDepositInput = { currencyId: 1, amount: '1000' };
    const body = JSON.stringify(demoBody);
    const demo = await get(`${V2}asset/demo/deposit`, trading, { body });
    expect(demo).toMatchObject({ status: 403, code: 102400006, success: false, data: null });
    for (const path of ['asset/withdraw/apply', 'asset/deposit/demo', 'asset/withdraw/cancel']) {
      const other = await get(`${V2}${path}`, trading, { body });
      expect([other.status, other.code, other.message], path).toEqual([
        demo.status,
        demo.code,
        demo.message,
      ]);
    }
    // Beside a valid session too: the key header decides, and nothing was credited.
    const withSession = await get(`${V2}asset/demo/deposit`, trading, {
      body,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(withSession).toMatchObject({ status: 403, code: 102400006 });
    expect((await call('future/spotBalance', me.token)).data).toMatchObject([{ real: '50' }]);
  });

  it('words its refusals in the request’s language', async () => {
    const me = await owner();
    const key = await createKey(t.url, me);
    const unknown = { ...key, apiKey: 'B'.repeat(64) };
    const path = `${FUTURES}future/accounts`;
    const cases = [
      ['ko', 'API 키가 유효하지 않거나 삭제되었습니다'],
      ['ja', 'APIキーが無効か、削除されています'],
      ['zh-hant', 'API 金鑰無效或已刪除'],
      ['en', 'API key invalid or deleted'],
    ] as const;
    for (const [language, message] of cases) {
      expect((await get(path, unknown, { headers: { language } })).message).toBe(message);
    }
    const early = await get(path, key, {
      timestamp: Date.now() + 5000,
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(early.message).toContain('recvWindow');
    expect(early.message).toContain('時刻');
  });
});
