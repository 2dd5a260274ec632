import { drivers, useTestServer, type TestServer } from './harness';
import {
  bindAuthenticator,
  currentTotp,
  waitOutOfStepEdge,
  logInByEmail,
  nextOutboxCode,
  outboxCode,
  outboxMark,
  signUpByEmail,
  stepUp,
  STRONG,
  uniqueEmail,
  type v2,
} from './auth-client';

describe.each(drivers)('sign-up, login and recovery on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  useTestServer(
    driver,
    { CANDLE_BACKFILL_DAYS: '0', AUTH_LIMIT_SCALE: '50' },
    (server) => ({ t, call } = server),
  );

  it('checks e-mail availability: empty, bad format, free', async () => {
    expect((await call('user/register/email/new/check', {})).code).toBe(102020503);
    expect((await call('user/register/email/new/check', { email: 'nope@' })).code).toBe(102020710);
    const free = await call('user/register/email/new/check', { email: uniqueEmail() });
    expect(free).toMatchObject({ status: 200, code: 0, success: true, data: { available: true } });
  });

  it('signs up by e-mail with a code from the outbox and refuses the address afterwards', async () => {
    const email = uniqueEmail('signup');
    const sent = await call('user/register/gateway/sendEmail', { email });
    expect(sent).toMatchObject({ code: 0, data: { retryAfterSeconds: 60 } });
    const again = await call('user/register/gateway/sendEmail', { email });
    expect(again.code).toBe(102020717);
    expect(Number(again.data?.retryAfterSeconds)).toBeGreaterThan(0);
    const code = await outboxCode(t.url, email);
    const base = { email, code, password: STRONG, agreement: true };
    expect((await call('user/register/email/confirmed', { ...base, password: '' })).code).toBe(
      102020502,
    );
    expect(
      (await call('user/register/email/confirmed', { ...base, password: 'abcdefgh' })).code,
    ).toBe(102020711);
    expect((await call('user/register/email/confirmed', { ...base, agreement: false })).code).toBe(
      102020722,
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('user/register/email/confirmed', { ...base, code: wrong })).code).toBe(
      102020714,
    );
    const done = await call('user/register/email/confirmed', { ...base, inviteCode: 'FRIEND1' });
    expect(done.code).toBe(0);
    expect(String(done.data?.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.data?.info).toMatchObject({ email, simpleStatus: 0, superStatus: 0, phone: null });
    expect(done.raw).not.toContain(STRONG);
    expect(done.raw).not.toContain('scrypt');
    // The code was used up: the same code again is refused, and the address is now taken.
    expect((await call('user/register/email/confirmed', base)).code).toBe(102020712);
    expect((await call('user/register/email/new/check', { email })).code).toBe(102020712);
    expect((await call('user/register/gateway/sendEmail', { email })).code).toBe(102020712);
  });

  it('signs up by mobile: region, leading 0 and taken numbers are refused', async () => {
    const mobile = `10${String(Date.now()).slice(-8)}`;
    expect((await call('user/register/mobile/new/check', { mobile })).code).toBe(102020504);
    expect((await call('user/register/mobile/new/check', { dialCode: '+82' })).code).toBe(
      102020503,
    );
    expect(
      (await call('user/register/mobile/new/check', { dialCode: '+82', mobile: `0${mobile}` }))
        .code,
    ).toBe(102020719);
    expect((await call('user/register/gateway/sendSms', { dialCode: '+82', mobile })).code).toBe(0);
    const code = await outboxCode(t.url, `+82${mobile}`);
    const done = await call('user/register/mobile/confirmed', {
      dialCode: '82',
      mobile,
      code,
      password: 'xyz12345ABC',
      agreement: true,
    });
    expect(done.code).toBe(0);
    expect(done.data?.info).toMatchObject({ phone: `+82 ${mobile}`, email: null });
    expect((await call('user/register/mobile/new/check', { dialCode: '+82', mobile })).code).toBe(
      102020713,
    );
  });

  it('logs in with two steps, wrong password and wrong or replayed codes refused', async () => {
    const email = uniqueEmail('login');
    await signUpByEmail(t.url, email);
    expect((await call('user/login/new/check', { email, password: '' })).code).toBe(102020502);
    expect((await call('user/login/new/check', { email, password: 'Wrong1234!' })).code).toBe(
      102020718,
    );
    expect(
      (await call('user/login/new/check', { email: uniqueEmail(), password: STRONG })).code,
    ).toBe(102020718);
    const check = await call('user/login/new/check', { email, password: STRONG });
    expect(check).toMatchObject({ code: 0, data: { factor: 'email' } });
    expect(String(check.data?.target)).toContain('***@example.com');
    const code = await outboxCode(t.url, email);
    expect((await call('user/login/confirm', { ticket: check.data?.ticket, code: '' })).code).toBe(
      102020714,
    );
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    expect(
      (await call('user/login/confirm', { ticket: check.data?.ticket, code: wrong })).code,
    ).toBe(102020714);
    const confirm = await call('user/login/confirm', { ticket: check.data?.ticket, code });
    expect(confirm.code).toBe(0);
    expect(confirm.data?.info).toMatchObject({ email });
    const replay = await call('user/login/confirm', { ticket: check.data?.ticket, code });
    expect(replay.code).toBe(102020716);
  });

  it('answers 102020715 for an expired code', async () => {
    const email = uniqueEmail('expiry');
    await call('user/register/gateway/sendEmail', { email });
    const code = await outboxCode(t.url, email);
    await t.server.database.query(
      `update verification_codes set expires_at = now() - interval '1 second' where target = $1`,
      [email],
    );
    const answer = await call('user/register/email/confirmed', {
      email,
      code,
      password: STRONG,
      agreement: true,
    });
    expect(answer.code).toBe(102020715);
  });

  it('accepts the bearer and exch-token headers, and a token reads only its own user', async () => {
    const a = uniqueEmail('alice');
    const b = uniqueEmail('bob');
    const tokenA = await signUpByEmail(t.url, a);
    const tokenB = await signUpByEmail(t.url, b);
    expect((await call('user/base/info', {}, { token: tokenA })).data).toMatchObject({ email: a });
    expect(
      (await call('user/base/info', {}, { token: tokenB, header: 'exch-token' })).data,
    ).toMatchObject({ email: b });
    const none = await call('user/base/info');
    expect(none).toMatchObject({ status: 401, code: 401, success: false });
    expect((await call('user/base/info', {}, { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('logs out: the token answers 401 afterwards', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('logout'));
    expect((await call('user/login/out', {}, { token })).code).toBe(0);
    expect((await call('user/base/info', {}, { token })).status).toBe(401);
  });

  it('binds Google Authenticator with a valid code, then logs in with it; codes are not accepted twice', async () => {
    const email = uniqueEmail('totp');
    const token = await signUpByEmail(t.url, email);
    const guide = await call('user/login/guideGoogle', {}, { token, method: 'GET' });
    expect(guide.code).toBe(0);
    const secret = String(guide.data?.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(guide.data?.otpauthUrl)).toMatch(
      /^otpauth:\/\/totp\/Exchange%3A.+\?secret=[A-Z2-7]+&issuer=Exchange&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(String(guide.data?.qrCode)).toMatch(/^data:image\/png;base64,/);
    const stepUpToken = await stepUp(t.url, { token, email });
    const bad = String((Number(currentTotp(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('user/login/bindGoogle', { code: bad, stepUpToken }, { token })).code).toBe(
      102020704,
    );
    await waitOutOfStepEdge();
    const bindCode = currentTotp(secret, -1);
    expect(
      (await call('user/login/bindGoogle', { code: bindCode, stepUpToken }, { token })).code,
    ).toBe(0);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({ googleBound: true });

    const check = await call('user/login/new/check', { email, password: STRONG });
    expect(check.data).toMatchObject({ factor: 'google' });
    expect(
      (await call('user/login/confirm', { ticket: check.data?.ticket, code: bindCode })).code,
    ).toBe(102020704);
    const code = currentTotp(secret, 1);
    expect((await call('user/login/confirm', { ticket: check.data?.ticket, code })).code).toBe(0);
    const again = await call('user/login/new/check', { email, password: STRONG });
    expect((await call('user/login/confirm', { ticket: again.data?.ticket, code })).code).toBe(
      102020704,
    );
  });

  it('recovers a password in three steps, revokes sessions and blocks withdrawals for 24 hours', async () => {
    const email = uniqueEmail('recover');
    const oldToken = await signUpByEmail(t.url, email);
    const mark = await outboxMark(t.url, email);
    const one = await call('user/find/password/new/one', { email });
    expect(one.data).toMatchObject({ factor: 'email' });
    const code = await nextOutboxCode(t.url, email, mark);
    const wrong = String((Number(code) + 3) % 1_000_000).padStart(6, '0');
    expect(
      (await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code: wrong })).code,
    ).toBe(102020714);
    const two = await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code });
    expect(two.code).toBe(0);
    expect(two.data).toMatchObject({ authenticatorRequired: false });
    const resetTicket = two.data?.resetTicket;
    expect(
      (await call('user/find/password/three', { resetTicket, password: 'weakpass' })).code,
    ).toBe(102020711);
    const newPassword = 'N3w-Passw0rd';
    expect(
      (await call('user/find/password/three', { resetTicket, password: newPassword })).code,
    ).toBe(0);
    expect(
      (await call('user/find/password/three', { resetTicket, password: newPassword })).code,
    ).toBe(102020716);
    expect((await call('user/base/info', {}, { token: oldToken })).status).toBe(401);
    expect((await call('user/login/new/check', { email, password: STRONG })).code).toBe(102020718);
    const token = await logInByEmail(t.url, email, newPassword);
    const info = await call('user/base/info', {}, { token });
    const blockedUntil = Number(info.data?.withdrawBlockedUntil);
    expect(blockedUntil - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(blockedUntil - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('recovers an account with an authenticator only with the e-mail code and the app’s code', async () => {
    const email = uniqueEmail('recover-app');
    const token = await signUpByEmail(t.url, email);
    const secret = await bindAuthenticator(t.url, { token, email });
    const mark = await outboxMark(t.url, email);
    const one = await call('user/find/password/new/one', { email });
    // The first step tells nothing about the app: the code goes to the e-mail address.
    expect(one.data).toMatchObject({ factor: 'email', retryAfterSeconds: 60 });
    const code = await nextOutboxCode(t.url, email, mark);
    const two = await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code });
    expect(two.data).toMatchObject({ authenticatorRequired: true });
    const resetTicket = two.data?.resetTicket;
    const reset = (googleCode?: string) =>
      call('user/find/password/three', { resetTicket, password: 'Via-App-99', googleCode });
    expect((await reset()).code).toBe(102020704);
    expect((await reset('000000')).code).toBe(102020704);
    expect((await reset(currentTotp(secret))).code).toBe(0);
    expect((await call('user/base/info', {}, { token })).status).toBe(401);
    expect((await call('user/login/new/check', { email, password: 'Via-App-99' })).code).toBe(0);
  });

  it('answers recovery for an unknown account like a known one, then refuses every code', async () => {
    const one = await call('user/find/password/new/one', { email: uniqueEmail('ghost') });
    expect(one.data).toMatchObject({ factor: 'email' });
    expect(
      (await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code: '123456' }))
        .code,
    ).toBe(102020714);
    expect(
      (await call('user/find/strategy/validCode', { ticket: 'n'.repeat(43), code: '123456' })).code,
    ).toBe(102020716);
  });
});
