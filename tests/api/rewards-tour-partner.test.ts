import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { drivers, runScript, startTestServer, type TestServer } from './harness';

/**
 * The guided tour's state per user (shown once, re-openable) and the partner application form
 * (zod-validated, one open application per user, answered by the operator's command), against the
 * real server.
 */

describe.each(drivers)('tour and partner programme on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { AUTH_LIMIT_SCALE: '100', REWARDS_SWEEP_MS: '3600000' });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });
  const get = (path: string, token?: string) => v2(t.url)(path, {}, { token, method: 'GET' });
  const post = (path: string, token: string, body: Record<string, unknown>, lang = 'en') =>
    v2(t.url)(path, body, { token, headers: { language: lang } });

  it('shows the tour once per user, remembers where it ended, and re-opens it on request', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('tour'));
    const other = await signUpByEmail(t.url, uniqueEmail('tour'));
    expect((await get('user/tour', token)).data).toEqual({
      status: 'new',
      step: 0,
      steps: 5,
      show: true,
      updatedAt: null,
    });
    expect((await post('user/tour/update', token, { status: 'seen', step: 2 })).data).toMatchObject(
      {
        status: 'seen',
        step: 2,
        show: true,
      },
    );
    const done = await post('user/tour/update', token, { status: 'completed', step: 4 });
    expect(done.data).toMatchObject({ status: 'completed', step: 4, show: false });
    expect((await get('user/tour', token)).data).toMatchObject({
      status: 'completed',
      show: false,
    });
    // Per user: the other user still gets it.
    expect((await get('user/tour', other)).data).toMatchObject({ status: 'new', show: true });
    expect((await post('user/tour/update', token, { status: 'new', step: 3 })).data).toMatchObject({
      status: 'new',
      step: 0,
      show: true,
    });
    for (const body of [{ status: 'done' }, { status: 'seen', step: 5 }, {}]) {
      const bad = await post('user/tour/update', token, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await get('user/tour', token)).data).toMatchObject({ status: 'new' });
    expect((await get('user/tour')).status).toBe(401);
  });

  it('takes one partner application at a time, validated, and shows the operator’s answer', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('partner'));
    const form = {
      contactName: 'Lee Jiwoo',
      contactEmail: 'Jiwoo@Example.com',
      channelType: 'youtube',
      channelUrl: 'https://youtube.com/@jiwoo',
      audienceSize: 25000,
      message: 'Crypto trading channel, weekly futures videos.',
    };
    for (const [field, value] of [
      ['contactEmail', 'not-an-email'],
      ['channelType', 'radio'],
      ['channelUrl', 'javascript:alert(1)'],
      ['audienceSize', -1],
      ['message', ''],
    ] as const) {
      const bad = await post('referral/partner/apply', token, { ...form, [field]: value });
      expect(bad.status, field).toBe(400);
      expect(bad.message, field).toContain(field);
    }
    expect((await get('referral/partner', token)).data).toEqual({ list: [] });

    const applied = await post('referral/partner/apply', token, form);
    expect(applied.code, applied.raw).toBe(0);
    expect(applied.data).toMatchObject({
      status: 'pending',
      contactEmail: 'jiwoo@example.com',
      audienceSize: 25000,
      answer: null,
    });
    const again = await post('referral/partner/apply', token, form, 'ja');
    expect(again.code).toBe(102700006);
    expect(again.message).toBe('パートナー申請はまだ審査中です');
    expect(again.data).toEqual({ id: applied.data?.id });

    const cli = (args: string[]) =>
      runScript('server/cli/partner.ts', args, { ...process.env, DATA_DIR: t.dataDir });
    const listed = await cli(['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`#${String(applied.data?.id)}`);
    expect(listed.stdout).toContain('Lee Jiwoo');
    const accepted = await cli(['accept', String(applied.data?.id), '--note', 'Welcome aboard']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect((await cli(['accept', String(applied.data?.id)])).code).toBe(1);
    expect((await cli(['accept'])).code).toBe(2);
    expect((await get('referral/partner', token)).data?.list).toEqual([
      expect.objectContaining({ status: 'accepted', answer: 'Welcome aboard' }),
    ]);
    // Answered: the user may apply again.
    expect((await post('referral/partner/apply', token, form)).code).toBe(0);
  });
});
