import { z } from 'zod';
import { outboxCode, signUpByEmail, uniqueEmail, type v2 } from './auth-client';
import { drivers, getJson, KYC_REVIEWED_ENV, useTestServer, type TestServer } from './harness';
import * as shape from './schemas';

describe.each(drivers)('KYC level 1 from every country, and its correction, on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  useTestServer(driver, KYC_REVIEWED_ENV, (server) => ({ t, call } = server));

  const userIdOf = async (token: string) =>
    Number((await call('user/base/info', {}, { token })).data?.userId);
  const pendingOf = async (userId: number) =>
    (await t.server.auth.kyc.pending()).filter((entry) => entry.userId === userId);

  it('signs up a user from Qatar by mobile and verifies their residence there', async () => {
    const list = await getJson(t.url, '/api/v2/public/country/list?lang=en');
    const countries = shape.envelope(z.array(shape.country)).parse(list.body).data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((c) => c.code === 'QA')).toMatchObject({
      dialCode: '+974',
      name: 'Qatar',
      restricted: false,
    });

    const mobile = `3${String(Date.now()).slice(-7)}`;
    expect((await call('user/register/gateway/sendSms', { dialCode: '+974', mobile })).code).toBe(
      0,
    );
    const done = await call('user/register/mobile/confirmed', {
      dialCode: '+974',
      mobile,
      code: await outboxCode(t.url, `+974${mobile}`),
      password: 'xyz12345ABC',
      agreement: true,
    });
    expect(done.code, done.raw).toBe(0);
    const token = String(done.data?.token);
    const submitted = await call(
      'user/kyc/level1',
      { realName: 'Hamad Al-Thani', country: 'QA', idNumber: '28763400123' },
      { token },
    );
    expect(submitted.code, submitted.raw).toBe(0);
    expect(submitted.data).toMatchObject({ status: 'pending' });
    expect(await t.server.auth.kyc.review(await userIdOf(token), 1, true)).toBe(true);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      phone: `+974 ${mobile}`,
      residenceCountry: 'QA',
      kycLevel1: 'approved',
      simpleStatus: 1,
    });
    expect((await call('user/limit/country', {}, { token })).data).toMatchObject({
      country: 'QA',
      futuresAllowed: true,
    });
  });

  it('accepts a residence in Kuwait or Morocco, which the old 77-country table refused', async () => {
    for (const country of ['KW', 'MA']) {
      const token = await signUpByEmail(t.url, uniqueEmail(`kyc-${country}`));
      const answer = await call(
        'user/kyc/level1',
        { realName: 'Amal Idrissi', country, idNumber: 'AB123456' },
        { token },
      );
      expect(answer.code, `${country}: ${answer.raw}`).toBe(0);
    }
  });

  it('lets a pending submission be corrected: the operator reviews only the correction', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('kyc-correct'));
    const userId = await userIdOf(token);
    await call(
      'user/kyc/level1',
      { realName: 'Hamad Al-Thani', country: 'QA', idNumber: '2876340' },
      { token },
    );
    const corrected = await call(
      'user/kyc/level1',
      { realName: 'Hamad Al Thani', country: 'KW', idNumber: '28763400123' },
      { token },
    );
    expect(corrected.code, corrected.raw).toBe(0);
    expect(corrected.data).toMatchObject({ status: 'pending' });
    expect(await pendingOf(userId)).toHaveLength(1);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      residenceCountry: 'KW',
      kycLevel1: 'pending',
    });

    expect(await t.server.auth.kyc.review(userId, 1, true)).toBe(true);
    expect(await pendingOf(userId)).toHaveLength(0);
    // Approved: no more corrections.
    const again = await call(
      'user/kyc/level1',
      { realName: 'Someone Else', country: 'MA', idNumber: 'ZZ999999' },
      { token },
    );
    expect(again.code).toBe(102020727);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      residenceCountry: 'KW',
      kycLevel1: 'approved',
    });
  });

  it('takes a submission again after a refusal', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('kyc-refused'));
    const userId = await userIdOf(token);
    const details = { realName: 'Sara Benali', country: 'MA', idNumber: 'JB-442211' };
    await call('user/kyc/level1', details, { token });
    expect(await t.server.auth.kyc.review(userId, 1, false)).toBe(true);
    expect((await call('user/kyc/level1', details, { token })).data).toMatchObject({
      status: 'pending',
    });
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      kycLevel1: 'pending',
    });
  });

  it('checks a correction as strictly as the first submission, and only for its sender', async () => {
    const first = await signUpByEmail(t.url, uniqueEmail('kyc-first'));
    const second = await signUpByEmail(t.url, uniqueEmail('kyc-second'));
    const secondId = await userIdOf(second);
    const details = { realName: 'Ali Hassan', country: 'QA', idNumber: 'QA-100200' };
    await call('user/kyc/level1', details, { token: first });
    await call('user/kyc/level1', details, { token: second });

    // An unknown country keeps the spec's code (102020504) with words that say what happened.
    const unknown = await call('user/kyc/level1', { ...details, country: 'XX' }, { token: first });
    expect([unknown.status, unknown.code]).toEqual([200, 102020504]);
    expect(unknown.message).toBe('unknown country of residence');
    expect(unknown.data).toEqual({ reason: 'unknownCountry' });
    const inChinese = await call(
      'user/kyc/level1',
      { ...details, country: 'XX' },
      { token: first, headers: { language: 'zh-hant' } },
    );
    expect([inChinese.status, inChinese.code]).toEqual([200, 102020504]);
    expect(inChinese.message).toBe('無法識別的居住國家：請從清單中選擇國家');
    expect(
      (await call('user/kyc/level1', { ...details, idNumber: 'no spaces!' }, { token: first }))
        .code,
    ).toBe(400);
    expect((await call('user/kyc/level1', { ...details, country: 'KW' })).code).toBe(401);

    // The first user's correction leaves the second user's submission as it was.
    expect(
      (await call('user/kyc/level1', { ...details, country: 'KW' }, { token: first })).code,
    ).toBe(0);
    expect(await pendingOf(secondId)).toHaveLength(1);
    expect((await call('user/base/info', {}, { token: second })).data).toMatchObject({
      residenceCountry: 'QA',
      kycLevel1: 'pending',
    });
  });
});
