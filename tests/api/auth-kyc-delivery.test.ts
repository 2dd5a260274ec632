import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { drivers, KYC_REVIEWED_ENV, useTestServer, type TestServer } from './harness';
import { signUpByEmail, STRONG, uniqueEmail, v2 } from './auth-client';
import { useServerWithSmtp, type FakeSmtp } from './fake-smtp';

const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64')}`;

describe.each(drivers)('KYC, futures opening and jurisdictions on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  useTestServer(driver, KYC_REVIEWED_ENV, (server) => ({ t, call } = server));

  it('requires KYC, then bars restricted residents and demands the risk warning', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('kyc'));
    expect((await call('user/futures/open', { acceptRisk: true }, { token })).code).toBe(102020724);
    const submitted = await call(
      'user/kyc/level1',
      { realName: 'Kim Min', country: 'US', idNumber: 'A1234567' },
      { token },
    );
    expect(submitted.data).toMatchObject({ status: 'pending' });
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      simpleStatus: 0,
      kycLevel1: 'pending',
    });
    const info = await call('user/base/info', {}, { token });
    expect(await t.server.auth.kyc.review(Number(info.data?.userId), 1, true)).toBe(true);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      simpleStatus: 1,
      superStatus: 0,
    });
    const limit = await call('user/limit/country', {}, { token });
    expect(limit.data).toMatchObject({
      country: 'US',
      restricted: true,
      futuresAllowed: false,
      reason: 'restricted-jurisdiction',
    });
    const refused = await call('user/futures/open', { acceptRisk: true }, { token });
    expect(refused).toMatchObject({ code: 102020723, data: { country: 'US' } });
  });

  it('opens a futures account for a verified resident elsewhere once the risk warning is accepted', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('futures'));
    await call(
      'user/kyc/level1',
      { realName: 'Sato Ken', country: 'JP', idNumber: 'JP-99887766' },
      { token },
    );
    const userId = Number((await call('user/base/info', {}, { token })).data?.userId);
    await t.server.auth.kyc.review(userId, 1, true);
    expect((await call('user/futures/open', { acceptRisk: false }, { token })).code).toBe(
      102020725,
    );
    expect((await call('user/futures/open', { acceptRisk: true }, { token })).data).toMatchObject({
      opened: true,
    });
    expect((await call('user/futures/status', {}, { token })).data).toMatchObject({ opened: true });
    const level2 = await call('user/kyc/level2', { documents: [PNG, PNG] }, { token });
    expect(level2.data).toMatchObject({ status: 'pending' });
    expect(
      (await call('user/kyc/level2', { documents: ['data:text/plain;base64,AAAA'] }, { token }))
        .code,
    ).toBe(102020727);
  });

  it('tells a visitor whether a named country is restricted', async () => {
    expect((await call('user/limit/country', { country: 'kr' })).data).toMatchObject({
      restricted: false,
    });
    expect((await call('user/limit/country', { country: 'UA-43' })).data).toMatchObject({
      restricted: true,
    });
    expect((await call('user/limit/country', {})).data).toMatchObject({
      country: null,
      restricted: false,
    });
  });

  it('reviews KYC with the operator command while the server runs', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('cli'));
    await call(
      'user/kyc/level1',
      { realName: 'Lee Ann', country: 'KR', idNumber: 'K7654321' },
      { token },
    );
    const userId = String((await call('user/base/info', {}, { token })).data?.userId);
    // Asynchronously: the server answering the command runs in this very process.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/kyc.ts', 'approve', userId],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        // The command asks the running server through its data folder's operator socket.
        env: { ...process.env, DATA_DIR: t.dataDir },
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toContain('approved');
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({ simpleStatus: 1 });
  });
});

describe('code delivery through SMTP', () => {
  let t: TestServer;
  let smtp: FakeSmtp;
  useServerWithSmtp({ CANDLE_BACKFILL_DAYS: '0' }, (started) => ({ t, smtp } = started));

  it('sends the sign-up code by e-mail and hides the development outbox', async () => {
    const email = uniqueEmail('smtp');
    const sent = await v2(t.url)('user/register/gateway/sendEmail', { email });
    expect(sent.code).toBe(0);
    const message = smtp.messages.find((m) => m.includes(email));
    expect(message).toMatch(/Your sign-up verification code: \d{6}/);
    expect((await fetch(`${t.url}/api/dev/outbox`)).status).toBe(404);
  });

  // Recovery answers a known address as it answers an unknown one (tests/api/account-lockout):
  // nor may the time tell, so the answer never waits for the mail server.
  it('answers a recovery before its e-mail is delivered, while the mail server stalls', async () => {
    const email = uniqueEmail('smtp-recover');
    const call = v2(t.url);
    expect((await call('user/register/gateway/sendEmail', { email })).code).toBe(0);
    const code = /sign-up verification code: (\d{6})/.exec(
      smtp.messages.find((m) => m.includes(email)) ?? '',
    )?.[1];
    const done = await call('user/register/email/confirmed', {
      email,
      code,
      password: STRONG,
      agreement: true,
    });
    expect(done.code).toBe(0);
    const recoveryMail = () =>
      smtp.messages.find((m) => m.includes(email) && m.includes('password recovery code'));
    smtp.stall = true;
    try {
      // A ceiling, not a speed goal: an answer that waited for the stalled mail server never comes.
      const answer = await Promise.race([
        call('user/find/password/new/one', { email }),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 30_000)),
      ]);
      expect(answer).toMatchObject({ status: 200, code: 0, data: { factor: 'email' } });
      // The code did go out, after the answer: the mail server holds it unacknowledged.
      await expect.poll(recoveryMail, { timeout: 30_000 }).toBeDefined();
    } finally {
      smtp.stall = false;
      smtp.release();
    }
  });

  it('refuses SMS honestly when no SMS provider is configured', async () => {
    const answer = await fetch(`${t.url}/api/v2/user/register/gateway/sendSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dialCode: '+82', mobile: '1098765432' }),
    });
    expect(answer.status).toBe(500);
  });
});
