import { createKey, signed } from './api-key-client';
import {
  bindAuthenticator,
  currentTotp,
  deviceCookieOf,
  forgetStepUp,
  logInByEmail,
  nextOutboxCode,
  outboxMark,
  outboxMessages,
  outboxNotice,
  signUpByEmail,
  stepUp,
  stepUpAnswer,
  STRONG,
  uniqueEmail,
  v2,
  type Answer,
} from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * Issue 30, part 1, against the real server and database: a stolen session token alone changes
 * no factor; every security change takes a step-up (password and current second factor, 5 minutes,
 * one session); a password or factor change ends the other sessions, every API key and every
 * step-up, blocks new-device withdrawals for 24 hours and tells the owner.
 */
describe.each(drivers)('security changes behind a step-up on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  /** The server's clock runs this far ahead of the test's (the 5-minute expiry). */
  let skewMs = 0;
  beforeAll(async () => {
    t = await startTestServer(
      driver,
      { CANDLE_BACKFILL_DAYS: '0', KYC_AUTO_APPROVE: 'on' },
      undefined,
      { now: () => Date.now() + skewMs },
    );
    call = v2(t.url);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });
  beforeEach(async () => {
    skewMs = 0;
    await t.server.auth.limiter.clear();
  });

  const info = async (token: string) => (await call('user/base/info', {}, { token })).data;

  async function member(tag: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(tag);
    return { email, token: await signUpByEmail(t.url, email) };
  }

  it('refuses every security change made with the session token alone, and changes nothing', async () => {
    const victim = await member('stolen');
    const secret = await bindAuthenticator(t.url, victim);
    const stolen = victim.token;
    // The attacker opens a guide of their own and sends its code: no binding, no replacement.
    const guide = await call('user/login/guideGoogle', {}, { token: stolen, method: 'GET' });
    const attackerSecret = String(guide.data?.secret);
    const attempts: [string, Record<string, unknown>][] = [
      ['user/login/bindGoogle', { code: currentTotp(attackerSecret) }],
      ['user/login/unbindGoogle', { code: currentTotp(secret) }],
      ['user/password/update', { oldPassword: STRONG, newPassword: 'Taken-Over1' }],
      ['user/antiPhishing/update', { antiPhishingCode: 'Attacker1' }],
      ['user/apiKey/create', { label: 'attacker', permissions: ['read', 'trade'] }],
      ['user/contact/update', { email: uniqueEmail('attacker'), code: '123456' }],
      [
        'asset/withdraw/address/add',
        {
          currencyId: 1,
          network: 'ERC20',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          label: 'attacker',
        },
      ],
    ];
    for (const [path, body] of attempts) {
      for (const stepUpToken of [undefined, '', 'x'.repeat(43)]) {
        const answer = await call(path, { ...body, stepUpToken }, { token: stolen });
        expect([answer.status, answer.code], path).toEqual([200, 102500003]);
      }
    }
    expect(await info(stolen)).toMatchObject({ googleBound: true, antiPhishingCode: null });
    // The owner's own app and password still log in; the attacker's app does not.
    const check = await call('user/login/new/check', { email: victim.email, password: STRONG });
    expect(check.data).toMatchObject({ factor: 'google' });
    expect(
      (
        await call('user/login/confirm', {
          ticket: check.data?.ticket,
          code: currentTotp(attackerSecret, 1),
        })
      ).code,
    ).toBe(102020704);
    expect(
      (await call('user/login/confirm', { ticket: check.data?.ticket, code: currentTotp(secret) }))
        .code,
    ).toBe(0);
    expect((await call('user/apiKey/list', {}, { token: stolen, method: 'GET' })).data).toEqual({
      list: [],
    });
  });

  it('grants a step-up only for the password and the current second factor', async () => {
    const me = await member('stepup');
    const ask = (body: Record<string, unknown>) =>
      call('user/security/stepUp', body, { token: me.token });
    expect((await ask({ code: '123456' })).code).toBe(102020502);
    expect((await ask({ password: 'Wrong-pass1', code: '123456' })).code).toBe(102020718);
    expect((await ask({ password: STRONG })).code).toBe(102020714);
    // The e-mail code of the session's own address (the `common` code).
    const mark = await outboxMark(t.url, me.email);
    expect((await call('user/common/gateway/send/email', {}, { token: me.token })).code).toBe(0);
    const code = await nextOutboxCode(t.url, me.email, mark);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await ask({ password: STRONG, code: wrong })).code).toBe(102020714);
    const granted = await ask({ password: STRONG, code });
    expect(granted.code, granted.raw).toBe(0);
    expect(String(granted.data?.stepUpToken)).toMatch(/^[\w-]{40,}$/);
    const expiresAt = Number(granted.data?.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(4.9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // A code is good once.
    expect((await ask({ password: STRONG, code })).code).toBe(102020714);

    // With an authenticator bound, its code is the factor: an e-mail code no longer is.
    const secret = await bindAuthenticator(t.url, me);
    const mark2 = await outboxMark(t.url, me.email);
    await call('user/common/gateway/send/email', {}, { token: me.token });
    const mailed = await nextOutboxCode(t.url, me.email, mark2);
    expect((await ask({ password: STRONG, code: mailed })).code).toBe(102020704);
    expect((await ask({ password: STRONG, code: currentTotp(secret) })).code).toBe(0);

    // Not for a signed API-key request, nor without a session.
    expect((await call('user/security/stepUp', { password: STRONG, code })).status).toBe(401);
  });

  it('keeps a step-up to the session that made it, for 5 minutes', async () => {
    const me = await member('stepup-scope');
    const other = await logInByEmail(t.url, me.email);
    const stepUpToken = await stepUp(t.url, me);
    const update = (token: string) =>
      call('user/antiPhishing/update', { antiPhishingCode: 'Mine2024', stepUpToken }, { token });
    // Another session of the same user cannot use it.
    expect((await update(other)).code).toBe(102500003);
    // Its own session can, several times within the 5 minutes.
    expect((await update(me.token)).code).toBe(0);
    skewMs = 4 * 60_000 + 50_000;
    expect((await update(me.token)).code).toBe(0);
    skewMs = 5 * 60_000 + 1_000;
    expect((await update(me.token)).code).toBe(102500003);
    forgetStepUp(me.token);
  });

  it('binds, replaces and removes the authenticator only after a step-up with the current factor', async () => {
    const me = await member('factor');
    // Bound after a step-up with the e-mail code.
    const first = await bindAuthenticator(t.url, me);
    expect(await info(me.token)).toMatchObject({ googleBound: true });
    // Replaced after a step-up with the first app's code; the new app's code of the very same
    // 30-second step binds it (each app's codes are its own).
    const byFirst = await stepUpAnswer(t.url, { ...me, totpSecret: first });
    expect(byFirst.code, byFirst.raw).toBe(0);
    const guide = await call('user/login/guideGoogle', {}, { token: me.token, method: 'GET' });
    const second = String(guide.data?.secret);
    const replaced = await call(
      'user/login/bindGoogle',
      { code: currentTotp(second), stepUpToken: byFirst.data?.stepUpToken },
      { token: me.token },
    );
    expect(replaced.data).toEqual({ bound: true, replaced: true });
    const check = await call('user/login/new/check', { email: me.email, password: STRONG });
    expect(
      (
        await call('user/login/confirm', {
          ticket: check.data?.ticket,
          code: currentTotp(first, 1),
        })
      ).code,
    ).toBe(102020704);
    await outboxNotice(t.url, me.email, 'Your authenticator app was replaced');
    // Removed after a step-up with the second app's code.
    // (This step's code of the second app bound it: the next step's proves it.)
    const bySecond = await stepUpAnswer(t.url, { ...me, totpSecret: second, totpStep: 1 });
    expect(bySecond.code, bySecond.raw).toBe(0);
    const removed = await call(
      'user/login/unbindGoogle',
      { stepUpToken: bySecond.data?.stepUpToken },
      { token: me.token },
    );
    expect(removed.data).toEqual({ bound: false });
    expect(await info(me.token)).toMatchObject({ googleBound: false });
    await outboxNotice(t.url, me.email, 'Your authenticator app was removed');
  });

  it('after a password change: other sessions and every API key end, new devices wait 24 hours, and the owner is told in their language', async () => {
    const me = await member('change');
    const elsewhere = await logInByEmail(t.url, me.email);
    const key = await createKey(t.url, me, { label: 'bot', permissions: ['read', 'trade'] });
    const byKey = () =>
      signed(t.url, '/api/v2/user/base/info', key, { method: 'POST', body: '{}' });
    // A trade key works before the change …
    expect((await byKey()).code).toBe(0);
    const stepUpToken = await stepUp(t.url, me);
    expect(
      (
        await call(
          'user/antiPhishing/update',
          { antiPhishingCode: 'Phish2Me', stepUpToken },
          { token: me.token },
        )
      ).code,
    ).toBe(0);
    const changedAt = Date.now();
    const changed = await call(
      'user/password/update',
      { newPassword: 'Brand-New9!', stepUpToken },
      { token: me.token, headers: { language: 'ja' } },
    );
    expect(changed.data).toEqual({ changed: true });
    forgetStepUp(me.token);
    // … and is deleted by it; the other session ended; this one stays.
    expect((await byKey()).code).toBe(102400001);
    expect((await call('user/apiKey/list', {}, { token: me.token, method: 'GET' })).data).toEqual({
      list: [],
    });
    expect((await call('user/base/info', {}, { token: elsewhere })).status).toBe(401);
    const mine = await info(me.token);
    expect(Number(mine?.withdrawBlockedUntil)).toBeGreaterThanOrEqual(
      changedAt + 24 * 3_600_000 - 5_000,
    );
    // The step-up that allowed it is spent with the old password.
    expect(
      (
        await call(
          'user/antiPhishing/update',
          { antiPhishingCode: 'Again2Me', stepUpToken },
          { token: me.token },
        )
      ).code,
    ).toBe(102500003);
    // The old password is refused, the new one works.
    expect((await call('user/login/new/check', { email: me.email, password: STRONG })).code).toBe(
      102020718,
    );
    expect(await logInByEmail(t.url, me.email, 'Brand-New9!')).toMatch(/.{20,}/);
    // The notice: Japanese, headed by the anti-phishing code, naming what followed.
    const notice = await outboxNotice(t.url, me.email, 'パスワードが変更されました');
    const lines = notice.text.split('\n');
    expect(lines[0]).toBe('フィッシング対策コード: Phish2Me');
    expect(notice.text).toContain('アカウントのパスワードが変更されました。');
    expect(notice.text).toContain('IPアドレス: 127.0.0.1');
    expect(notice.text).toContain('24時間');
  });

  it('changes the e-mail address with a code sent to the new one and a step-up; the old address is told', async () => {
    const me = await member('contact');
    const taken = await member('contact-taken');
    const newEmail = uniqueEmail('contact-new');
    expect(
      (await call('user/contact/sendCode', { email: taken.email }, { token: me.token })).code,
    ).toBe(102020712);
    expect(
      (await call('user/contact/sendCode', { email: 'not-an-address' }, { token: me.token })).code,
    ).toBe(102020710);
    const mark = await outboxMark(t.url, newEmail);
    expect(
      (await call('user/contact/sendCode', { email: newEmail }, { token: me.token })).code,
    ).toBe(0);
    const code = await nextOutboxCode(t.url, newEmail, mark);
    const stepUpToken = await stepUp(t.url, me);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const update = (body: Record<string, unknown>) =>
      call('user/contact/update', { email: newEmail, stepUpToken, ...body }, { token: me.token });
    expect((await update({ code: wrong })).code).toBe(102020714);
    const changed = await update({ code });
    expect(changed.code, changed.raw).toBe(0);
    expect(changed.data).toMatchObject({ email: expect.stringMatching(/^c\*\*\*@example\.com$/) });
    forgetStepUp(me.token);
    expect(await info(me.token)).toMatchObject({ email: newEmail });
    // The old address heard of it; the new one is where the account's mail goes now.
    const toOld = await outboxNotice(t.url, me.email, 'Your account contact details were changed');
    expect(toOld.text).toContain('c***@example.com');
    await outboxNotice(t.url, newEmail, 'Your account contact details were changed');
    expect(await logInByEmail(t.url, newEmail)).toMatch(/.{20,}/);
    expect((await call('user/login/new/check', { email: me.email, password: STRONG })).code).toBe(
      102020718,
    );
  });

  it('tells the owner of each log-in, API key and new withdrawal address', async () => {
    const me = await member('notices');
    const token = await logInByEmail(t.url, me.email);
    const login = await outboxNotice(t.url, me.email, 'New log-in to your account');
    expect(login.text).toContain('IP address: 127.0.0.1');
    const key = await createKey(t.url, { ...me, token }, { label: 'watcher' });
    const made = await outboxNotice(t.url, me.email, 'A new API key was created');
    expect(made.text).toContain('"watcher"');
    expect(made.text).toContain(key.apiKey.slice(0, 6));
    expect(made.text).not.toContain(key.apiKey);
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const added = await call(
      'asset/withdraw/address/add',
      {
        currencyId: 1,
        network: 'ERC20',
        address,
        label: 'cold',
        stepUpToken: await stepUp(t.url, { ...me, token }),
      },
      { token, headers: { language: 'ko' } },
    );
    expect(added.code, added.raw).toBe(0);
    const book = await outboxNotice(t.url, me.email, '출금 주소가 추가되었습니다');
    expect(book.text).toContain('0x5aAe…eAed');
    expect(book.text).not.toContain(address);
    // No notice carries a code a phisher could pass off as a login code.
    for (const message of await outboxMessages(t.url, me.email))
      if (message.subject.includes('API') || message.subject.includes('log-in'))
        expect(message.text).not.toMatch(/\b\d{6}\b/);
  });

  it('gives each browser a device credential of its own at log-in and sign-up, httpOnly', async () => {
    const email = uniqueEmail('device');
    const mark = await outboxMark(t.url, email);
    await call('user/register/gateway/sendEmail', { email });
    const registered: Answer = await call('user/register/email/confirmed', {
      email,
      code: await nextOutboxCode(t.url, email, mark),
      password: STRONG,
      agreement: true,
    });
    expect(registered.setCookie).toMatch(
      /^exch_device=[\w-]{43}; Path=\/api\/v2\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = deviceCookieOf(registered);
    // A browser that has one keeps it; a new browser gets another.
    const before = await outboxMark(t.url, email);
    const check = await call('user/login/new/check', { email, password: STRONG });
    const again = await call(
      'user/login/confirm',
      { ticket: check.data?.ticket, code: await nextOutboxCode(t.url, email, before) },
      { headers: { cookie } },
    );
    expect(again.code).toBe(0);
    expect(again.setCookie).toBeNull();
    const mark2 = await outboxMark(t.url, email);
    const fresh = await call('user/login/new/check', { email, password: STRONG });
    const elsewhere = await call('user/login/confirm', {
      ticket: fresh.data?.ticket,
      code: await nextOutboxCode(t.url, email, mark2),
    });
    expect(elsewhere.code).toBe(0);
    expect(deviceCookieOf(elsewhere)).not.toBe(cookie);
  });
});
