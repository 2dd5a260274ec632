import { createKey, signed } from './api-key-client';
import { currentTotp, signUpByEmail, STRONG, uniqueEmail, v2, type Answer } from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * `user/login/unbindGoogle` (ours) against the real server and database: the current code from the
 * bound app removes it, with the same code checks (wrong, replayed, none bound), the same per-user
 * limit as the other second-factor checks of a logged-in user, a session only, and a new secret
 * for the next binding.
 */
describe.each(drivers)('unbinding the authenticator on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  beforeAll(async () => {
    t = await startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' });
    call = v2(t.url);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });
  beforeEach(async () => {
    await t.server.auth.limiter.clear();
  });

  const info = async (token: string) => (await call('user/base/info', {}, { token })).data;
  /** A code for the same 30 s step as `code`, but wrong. */
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Signs up and binds an authenticator with the code of the previous step; returns both. */
  async function boundUser(
    tag: string,
  ): Promise<{ email: string; token: string; secret: string; bindCode: string }> {
    const email = uniqueEmail(tag);
    const token = await signUpByEmail(t.url, email);
    const guide = await call('user/login/guideGoogle', {}, { token, method: 'GET' });
    const secret = String(guide.data?.secret);
    const bindCode = currentTotp(secret, -1);
    const bound = await call('user/login/bindGoogle', { code: bindCode }, { token });
    expect(bound.code).toBe(0);
    expect(await info(token)).toMatchObject({ googleBound: true });
    return { email, token, secret, bindCode };
  }

  const unbind = (token: string, code: unknown): Promise<Answer> =>
    call('user/login/unbindGoogle', code === undefined ? {} : { code }, { token });

  it('refuses a missing or wrong code and keeps the authenticator bound', async () => {
    const { token, secret } = await boundUser('unbind-wrong');
    expect((await unbind(token, undefined)).code).toBe(102020704);
    expect((await unbind(token, '')).code).toBe(102020704);
    expect(await unbind(token, wrongOf(currentTotp(secret)))).toMatchObject({
      status: 200,
      code: 102020704,
      success: false,
    });
    expect(await info(token)).toMatchObject({ googleBound: true });
  });

  it('unbinds with the current code; login then asks for the e-mail code again', async () => {
    const { email, token, secret } = await boundUser('unbind-ok');
    const answer = await unbind(token, currentTotp(secret));
    expect(answer).toMatchObject({ status: 200, code: 0, success: true, data: { bound: false } });
    expect(await info(token)).toMatchObject({ googleBound: false });
    // The session that unbound is still valid; the next login's second factor is the e-mail.
    const check = await call('user/login/new/check', { email, password: STRONG });
    expect(check.data).toMatchObject({ factor: 'email' });
    // Nothing left to unbind.
    expect((await unbind(token, currentTotp(secret, 1))).code).toBe(102020726);
  });

  it('refuses a code already used (the one that bound it), like every other check', async () => {
    const { token, bindCode } = await boundUser('unbind-replay');
    expect((await unbind(token, bindCode)).code).toBe(102020704);
    expect(await info(token)).toMatchObject({ googleBound: true });
  });

  it('answers 102020726 when no authenticator is bound', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('unbind-none'));
    expect((await unbind(token, '123456')).code).toBe(102020726);
    // A guide opened but never bound is not a bound authenticator either.
    const guide = await call('user/login/guideGoogle', {}, { token, method: 'GET' });
    expect((await unbind(token, currentTotp(String(guide.data?.secret)))).code).toBe(102020726);
  });

  it('issues a new secret for the next binding; the old secret cannot be bound again', async () => {
    const { token, secret } = await boundUser('unbind-rebind');
    expect((await unbind(token, currentTotp(secret))).code).toBe(0);
    // The pending secret went with the unbinding: binding needs a new guide first.
    expect(
      (await call('user/login/bindGoogle', { code: currentTotp(secret, 1) }, { token })).code,
    ).toBe(102020726);
    const guide = await call('user/login/guideGoogle', {}, { token, method: 'GET' });
    const fresh = String(guide.data?.secret);
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(fresh).not.toBe(secret);
    expect(guide.data).toMatchObject({ bound: false });
    // A code of the old secret does not bind the new one.
    const oldCode = currentTotp(secret, 1);
    if (oldCode !== currentTotp(fresh, 1)) {
      expect((await call('user/login/bindGoogle', { code: oldCode }, { token })).code).toBe(
        102020704,
      );
    }
    expect(
      (await call('user/login/bindGoogle', { code: currentTotp(fresh, 1) }, { token })).code,
    ).toBe(0);
    expect(await info(token)).toMatchObject({ googleBound: true });
  });

  it('counts wrong codes against the per-user limit of second-factor checks (429)', async () => {
    const { token, secret } = await boundUser('unbind-limit');
    const wrong = wrongOf(currentTotp(secret));
    for (let i = 0; i < 10; i++) expect((await unbind(token, wrong)).code).toBe(102020704);
    const limited = await unbind(token, currentTotp(secret));
    expect(limited).toMatchObject({ status: 429, code: 429 });
    expect(Number(limited.data?.retryAfterSeconds)).toBeGreaterThan(0);
    expect(await info(token)).toMatchObject({ googleBound: true });
    // The same limit guards the other checks: a password change is refused as well.
    const change = await call(
      'user/password/update',
      { oldPassword: STRONG, newPassword: 'Zyxwvu98!', code: currentTotp(secret) },
      { token },
    );
    expect(change.code).toBe(429);
  });

  it('needs a session: 401 without one, 102400006 for a signed API-key request', async () => {
    expect((await unbind('', '123456')).status).toBe(401);
    expect((await unbind('not-a-real-token-0123456789abcdef', '123456')).status).toBe(401);
    const email = uniqueEmail('unbind-key');
    const token = await signUpByEmail(t.url, email);
    const key = await createKey(t.url, { token, email }, { label: 'reader' });
    const answer = await signed(t.url, '/api/v2/user/login/unbindGoogle', key, {
      method: 'POST',
      body: JSON.stringify({ code: '123456' }),
      contentType: 'application/json',
    });
    expect(answer).toMatchObject({ status: 403, code: 102400006 });
  });
});
