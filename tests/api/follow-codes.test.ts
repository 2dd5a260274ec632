import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, type TestServer } from './harness';
import { leadTrader, useFollowServer, type FollowCall } from './follow-client';
import { fund, trader, type futures } from './trading-client';

/**
 * Every refusal of the copy-trading routes: its code, its message in the caller's language, the
 * figures in `data`, and nothing moved.
 */

describe.each(drivers)('copy trading refusals on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  let follow: FollowCall;
  useFollowServer(driver, (server) => ({ t, call, follow } = server));

  async function futuresWallet(token: string): Promise<string | undefined> {
    const accounts = (await call('future/accounts', token)).data as unknown as {
      at: number;
      assets: { wallet: string }[];
    }[];
    return accounts.find((a) => a.at === 1)?.assets[0]?.wallet;
  }

  it('needs KYC and an opened futures account (1034), worded in four languages', async () => {
    const unverified = await signUpByEmail(t.url, uniqueEmail('nokyc'));
    const messages = new Map<string, string>();
    for (const language of ['en', 'ko', 'ja', 'zh-hant']) {
      const answer = await follow(
        'follow/start',
        unverified,
        { leaderId: 1, amount: '100', tradeCap: '10' },
        { language },
      );
      expect(answer).toMatchObject({ status: 200, code: 1034, success: false });
      messages.set(language, answer.message);
    }
    expect(messages.get('en')).toContain('KYC');
    expect(messages.get('ko')).toContain('본인 인증');
    expect(messages.get('ja')).toContain('本人確認');
    expect(messages.get('zh-hant')).toContain('身分驗證');
    const apply = await follow('follow/lead/apply', unverified, { nickname: 'Nobody' });
    expect(apply.code).toBe(1034);
    expect((await follow('follow/lead/info', unverified)).data).toEqual({ leader: null });
  });

  it('refuses each wrong follow with its own code and moves nothing', async () => {
    const leader = await leadTrader(t.url, call, follow, 'Alpha Desk', '1000');
    const other = await leadTrader(t.url, call, follow, 'Beta Desk', '1000');
    const taken = await trader(t.url);
    const renamed = await follow('follow/lead/apply', taken, { nickname: 'alpha desk' });
    expect(renamed).toMatchObject({ code: 102800007, message: 'This nickname is already taken' });

    const user = await trader(t.url);
    await fund(call, t.url, user, '100');
    const start = (body: Record<string, unknown>, language = 'en') =>
      follow('follow/start', user, body, { language });

    const self = await follow('follow/start', leader.token, {
      leaderId: leader.userId,
      amount: '50',
      tradeCap: '10',
    });
    expect(self).toMatchObject({ code: 102800005, message: 'You cannot follow yourself' });
    expect((await start({ leaderId: 987_654_321, amount: '50', tradeCap: '10' })).code).toBe(
      102800001,
    );
    const small = await start({ leaderId: leader.userId, amount: '5', tradeCap: '1' }, 'ko');
    expect(small).toMatchObject({ code: 102800008, data: { min: '10' } });
    expect(small.message).toBe('팔로우 금액은 최소 10 USDT 이상이어야 합니다');
    const lowCap = await start({ leaderId: leader.userId, amount: '50', tradeCap: '0.5' });
    expect(lowCap).toMatchObject({ code: 102800004, data: { min: '1', max: '50' } });
    const highCap = await start({ leaderId: leader.userId, amount: '50', tradeCap: '60' }, 'ja');
    expect(highCap).toMatchObject({ code: 102800004 });
    expect(highCap.message).toContain('50 USDT');
    const over = await start({ leaderId: leader.userId, amount: '150', tradeCap: '10' }, 'zh-hant');
    expect(over).toMatchObject({ code: 102800003, data: { available: '100' } });
    expect(over.message).toBe('金額超過合約帳戶的可用餘額 100 USDT');
    for (const bad of [
      { leaderId: leader.userId, amount: 'lots', tradeCap: '10' },
      { leaderId: leader.userId, amount: '50' },
      { leaderId: 'x', amount: '50', tradeCap: '10' },
      { leaderId: leader.userId, amount: '-5', tradeCap: '10' },
    ]) {
      const answer = await start(bad);
      expect(answer.status).toBe(400);
    }
    expect(await futuresWallet(user)).toBe('100');

    const followed = await start({ leaderId: leader.userId, amount: '60', tradeCap: '20' });
    expect(followed.data).toMatchObject({
      leaderId: leader.userId,
      nickname: 'Alpha Desk',
      amount: '60',
      tradeCap: '20',
      status: 'active',
      equity: '60',
      pnl: '0',
    });
    expect(await futuresWallet(user)).toBe('40');
    const again = await start({ leaderId: other.userId, amount: '20', tradeCap: '10' });
    expect(again).toMatchObject({
      code: 102800002,
      data: { followId: followed.data.followId, leaderId: leader.userId },
    });

    // Another user's follow id answers exactly as an unknown one.
    const intruder = await trader(t.url);
    const foreign = await follow('follow/stop', intruder, { followId: followed.data.followId });
    const unknown = await follow('follow/stop', intruder, { followId: 987_654_321 });
    expect(foreign).toMatchObject({ code: 102800006, message: 'Follow not found' });
    expect([foreign.status, foreign.code, foreign.message]).toEqual([
      unknown.status,
      unknown.code,
      unknown.message,
    ]);
    const trades = await follow(`follow/trades?followId=${followed.data.followId}`, intruder);
    expect(trades.code).toBe(102800006);
    expect((await follow('follow/list', intruder)).data.list).toEqual([]);
    expect((await follow('follow/lead/stop', intruder, {})).code).toBe(102800011);

    // A stopped offer cannot be followed, and its profile is gone from the public side.
    expect((await follow('follow/lead/stop', other.token, {})).code).toBe(0);
    const gone = await follow(`follow/leader?leaderId=${other.userId}`, undefined, undefined, {
      language: 'ko',
    });
    expect(gone).toMatchObject({
      code: 102800001,
      message: '이 사용자는 리드 트레이더가 아닙니다',
    });
    const late = await trader(t.url);
    await fund(call, t.url, late, '50');
    expect(
      (await follow('follow/start', late, { leaderId: other.userId, amount: '20', tradeCap: '5' }))
        .code,
    ).toBe(102800001);

    // The follower stops: the 60 USDT come back whole (no trade happened).
    const stopped = await follow('follow/stop', user, { followId: followed.data.followId });
    expect(stopped.data).toMatchObject({ status: 'stopped', returned: '60', pnl: '0' });
    expect(await futuresWallet(user)).toBe('100');
    const list = await follow('follow/list?status=stopped', user);
    expect(list.data).toMatchObject({ total: 1 });
  });
});
