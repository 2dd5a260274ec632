import { io, type Socket } from 'socket.io-client';
import { createKey, signed } from './api-key-client';
import {
  logInByEmail,
  nextOutboxCode,
  outboxCode,
  outboxMark,
  outboxMessages,
  signUpByEmail,
  stepUp,
  STRONG,
  uniqueEmail,
  v2,
} from './auth-client';
import {
  at,
  drivers,
  SHARED_STORES_SET,
  useTestServer,
  withSharedStores,
  type TestServer,
} from './harness';

/**
 * Account security (issue 16) against the real server and database, on PGlite and PostgreSQL:
 * the login history, the live sessions (list, end one, end the others — REST and sockets), and
 * the anti-phishing code (second factor, format, in the next e-mail, in the user info).
 */

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SessionRow {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  device: string | null;
  language: string | null;
  current: boolean;
}

/** A socket authenticated (1001) with `token` and subscribed to its private match feed. */
async function privateSocket(url: string, token: string): Promise<Socket> {
  const socket: Socket = io(url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const frame = (message: unknown) =>
    new Promise<{ code: number }>((resolve) => socket.emit('message', message, resolve));
  expect((await frame({ header: { type: 1001 }, body: { token } })).code).toBe(0);
  expect(
    (await frame({ header: { type: 1003 }, body: { topics: [{ topic: 'match' }] } })).code,
  ).toBe(0);
  return socket;
}

/** Resolves with the reason once the socket is dropped; rejects if that takes over `ms`. */
function droppedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe.each(drivers)('account security on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  useTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' }, (server) => ({ t, call } = server), {
    clearLimiter: true,
  });

  /** Both login steps with an e-mail code, from a browser named by its User-Agent and language. */
  async function logIn(email: string, userAgent: string, language = 'en'): Promise<string> {
    const headers = { 'user-agent': userAgent, language };
    const mark = await outboxMark(t.url, email);
    const check = await call('user/login/new/check', { email, password: STRONG }, { headers });
    if (!check.success) throw new Error(`login check failed: ${check.raw}`);
    const code = await nextOutboxCode(t.url, email, mark);
    const confirm = await call(
      'user/login/confirm',
      { ticket: check.data?.ticket, code },
      { headers },
    );
    if (!confirm.success) throw new Error(`login confirm failed: ${confirm.raw}`);
    return String(confirm.data?.token);
  }

  const sessionsOf = async (token: string): Promise<SessionRow[]> => {
    const answer = await call('user/session/list', {}, { token, method: 'GET' });
    expect(answer.code).toBe(0);
    return (answer.data?.list ?? []) as SessionRow[];
  };
  const currentId = async (token: string) =>
    (await sessionsOf(token)).find((s) => s.current)?.id ?? '';
  const info = (token: string) => call('user/base/info', {}, { token });

  it('records each log-in with its address, device and language, for its owner only', async () => {
    const email = uniqueEmail('history');
    const signUpToken = await signUpByEmail(t.url, email);
    const token = await logIn(email, FIREFOX_LINUX, 'ja');
    const history = await call('user/login/history', {}, { token, method: 'GET' });
    expect(history.code).toBe(0);
    expect(history.data).toMatchObject({ total: 2, page: 1, size: 20 });
    const [latest, signUp] = history.data?.list as Record<string, unknown>[];
    expect(latest).toMatchObject({
      kind: 'login',
      ip: '127.0.0.1',
      device: 'Firefox on Linux',
      language: 'ja',
      sessionId: await currentId(token),
    });
    expect(Math.abs(Number(latest?.time) - Date.now())).toBeLessThan(60_000);
    expect(signUp).toMatchObject({ kind: 'register', sessionId: await currentId(signUpToken) });
    for (const secret of [token, signUpToken]) expect(history.raw).not.toContain(secret);

    // Another user sees only their own.
    const otherToken = await signUpByEmail(t.url, uniqueEmail('history-other'));
    const other = await call('user/login/history', {}, { token: otherToken, method: 'GET' });
    expect(other.data?.total).toBe(1);
    expect(other.raw).not.toContain('Firefox on Linux');

    // Pages, and parameters validated.
    const second = await call('user/login/history?page=2&size=1', {}, { token, method: 'GET' });
    expect(second.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect((second.data?.list as unknown[]).length).toBe(1);
    for (const query of ['size=0', 'size=101', 'page=0', 'page=x', 'size=1.5']) {
      const bad = await call(`user/login/history?${query}`, {}, { token, method: 'GET' });
      expect(bad.status, query).toBe(400);
      expect(bad.message, query).toMatch(/page|size/);
    }
    expect((await call('user/login/history', {}, { method: 'GET' })).status).toBe(401);
  });

  it('lists the live sessions with the current one first, named by ids that open nothing', async () => {
    const email = uniqueEmail('sessions');
    const first = await signUpByEmail(t.url, email);
    const second = await logIn(email, SAFARI_IPHONE, 'ko');
    const list = await sessionsOf(first);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[1]).toMatchObject({ ip: '127.0.0.1', device: 'Safari on iPhone', language: 'ko' });
    for (const session of list) expect(session.id).toMatch(/^[0-9a-f]{32}$/);
    const raw = JSON.stringify(list);
    for (const token of [first, second]) expect(raw).not.toContain(token);
    expect((await sessionsOf(second))[0]?.id).toBe(list[1]?.id);
  });

  it('ends another session at once: its token gets 401 and its socket is dropped', async () => {
    const email = uniqueEmail('revoke');
    const mine = await signUpByEmail(t.url, email);
    const stolen = await logIn(email, FIREFOX_LINUX);
    const stolenSocket = await privateSocket(t.url, stolen);
    const mySocket = await privateSocket(t.url, mine);
    try {
      expect((await info(stolen)).code).toBe(0);
      const target = (await sessionsOf(mine)).find((s) => !s.current)?.id;
      const dropped = droppedWithin(stolenSocket, 1000);
      const revoked = await call('user/session/revoke', { id: target }, { token: mine });
      expect(revoked.data).toEqual({ revoked: true, id: target, current: false });
      // No wait: the very next request with that token is refused.
      const after = await info(stolen);
      expect(after.status).toBe(401);
      expect(after.code).toBe(401);
      expect(await dropped).toBe('io server disconnect');
      // The session that ended it keeps its REST access and its socket.
      expect((await info(mine)).code).toBe(0);
      expect(mySocket.connected).toBe(true);
      expect((await sessionsOf(mine)).map((s) => s.current)).toEqual([true]);
      // Ending it again: not found.
      const again = await call('user/session/revoke', { id: target }, { token: mine });
      expect(again.code).toBe(102500001);
    } finally {
      stolenSocket.disconnect();
      mySocket.disconnect();
    }
  });

  it('ends every other session and keeps the current one', async () => {
    const email = uniqueEmail('others');
    const current = await signUpByEmail(t.url, email);
    const others = [await logIn(email, FIREFOX_LINUX), await logIn(email, SAFARI_IPHONE)];
    const sockets = await Promise.all(others.map((token) => privateSocket(t.url, token)));
    const currentSocket = await privateSocket(t.url, current);
    const stranger = await signUpByEmail(t.url, uniqueEmail('others-stranger'));
    try {
      const dropped = sockets.map((socket) => droppedWithin(socket, 1000));
      const answer = await call('user/session/revokeOthers', {}, { token: current });
      expect(answer.data).toEqual({ revoked: 2 });
      for (const token of others) expect((await info(token)).status).toBe(401);
      expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
      expect((await info(current)).code).toBe(0);
      expect(currentSocket.connected).toBe(true);
      expect(await sessionsOf(current)).toHaveLength(1);
      expect((await info(stranger)).code).toBe(0);
      expect((await call('user/session/revokeOthers', {}, { token: current })).data).toEqual({
        revoked: 0,
      });
    } finally {
      for (const socket of [...sockets, currentSocket]) socket.disconnect();
    }
  });

  it('refuses to end another user’s session, as if it did not exist', async () => {
    const alice = await signUpByEmail(t.url, uniqueEmail('alice'));
    const bob = await signUpByEmail(t.url, uniqueEmail('bob'));
    const aliceSession = await currentId(alice);
    const tried = await call('user/session/revoke', { id: aliceSession }, { token: bob });
    expect(tried).toMatchObject({ status: 200, code: 102500001, success: false });
    expect(tried.message).toBe('Session not found or already ended');
    const unknown = await call(
      'user/session/revoke',
      { id: 'f'.repeat(32) },
      { token: bob, headers: { language: 'ko' } },
    );
    expect(unknown.code).toBe(102500001);
    expect(unknown.message).toBe('세션을 찾을 수 없거나 이미 종료되었습니다');
    expect((await info(alice)).code).toBe(0);
    expect((await sessionsOf(alice)).map((s) => s.id)).toEqual([aliceSession]);
    for (const body of [{}, { id: 42 }, { id: '' }, { id: 'x'.repeat(65) }])
      expect((await call('user/session/revoke', body, { token: bob })).status).toBe(400);
  });

  it('ends the current session when asked to: it is a logout', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('self'));
    const socket = await privateSocket(t.url, token);
    try {
      const dropped = droppedWithin(socket, 1000);
      const id = await currentId(token);
      expect((await call('user/session/revoke', { id }, { token })).data).toEqual({
        revoked: true,
        id,
        current: true,
      });
      expect((await info(token)).status).toBe(401);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });

  it('sets the anti-phishing code after a step-up and shows it in the next e-mails', async () => {
    const email = uniqueEmail('phish');
    const token = await signUpByEmail(t.url, email);
    const update = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call('user/antiPhishing/update', body, { token, headers });
    expect((await info(token)).data?.antiPhishingCode).toBeNull();

    // A step-up is required: the session token (or an old-style code) alone changes nothing.
    expect((await update({ antiPhishingCode: 'Safe2Go' })).code).toBe(102500003);
    expect((await update({ antiPhishingCode: 'Safe2Go', code: '000000' })).code).toBe(102500003);
    const refusedKo = await update({ antiPhishingCode: 'Safe2Go' }, { language: 'ko' });
    expect(refusedKo.message).toContain('비밀번호');
    expect((await info(token)).data?.antiPhishingCode).toBeNull();

    const stepUpToken = await stepUp(t.url, { token, email });
    for (const bad of ['abc', 'x'.repeat(21), 'Safe 2Go', 'safe-2go', '코드코드', '', 1234, null]) {
      const answer = await update({ antiPhishingCode: bad, stepUpToken });
      expect(answer.code, String(bad)).toBe(102500002);
      expect(answer.message).toBe('The anti-phishing code must be 4 to 20 letters or digits');
    }
    const japanese = await update({ antiPhishingCode: 'a!', stepUpToken }, { language: 'ja' });
    expect(japanese.message).toBe('フィッシング対策コードは4～20文字の英数字で入力してください');
    const set = await update({ antiPhishingCode: 'Safe2Go', stepUpToken });
    expect(set.data).toEqual({ antiPhishingCode: 'Safe2Go' });
    expect((await info(token)).data?.antiPhishingCode).toBe('Safe2Go');
    // The owner is told, in a notice that already carries the new code.
    await vi.waitFor(async () => {
      const notice = (await outboxMessages(t.url, email)).find(
        (m) => m.subject === 'Your anti-phishing code was changed',
      );
      expect(notice?.text.split('\n')[0]).toBe('Your anti-phishing code: Safe2Go');
    });

    // The next e-mail the server sends this user carries it, in the e-mail's language.
    const mark = await outboxMark(t.url, email);
    await call('user/common/gateway/send/email', {}, { token });
    await nextOutboxCode(t.url, email, mark);
    const [mail] = await outboxMessages(t.url, email);
    expect(mail?.text.split('\n')[0]).toBe('Your anti-phishing code: Safe2Go');
    expect(mail?.text).toMatch(/Your verification code: \d{6}/);

    const mark2 = await outboxMark(t.url, email);
    await call(
      'user/login/new/check',
      { email, password: STRONG },
      { headers: { language: 'ko' } },
    );
    await nextOutboxCode(t.url, email, mark2);
    const [korean] = await outboxMessages(t.url, email);
    expect(korean?.text.split('\n')[0]).toBe('피싱 방지 코드: Safe2Go');
    expect(korean?.subject).toBe('로그인 인증 코드');
    expect(await outboxCode(t.url, email)).toMatch(/^\d{6}$/);

    // Another user's e-mails do not carry it.
    const otherEmail = uniqueEmail('phish-other');
    await signUpByEmail(t.url, otherEmail);
    expect((await outboxMessages(t.url, otherEmail)).some((m) => m.text.includes('Safe2Go'))).toBe(
      false,
    );
  });

  it('shows the anti-phishing code to a session, never to an API key', async () => {
    const email = uniqueEmail('phish-key');
    const token = await signUpByEmail(t.url, email);
    const stepUpToken = await stepUp(t.url, { token, email });
    expect(
      (
        await call(
          'user/antiPhishing/update',
          { antiPhishingCode: 'KeyHidden7', stepUpToken },
          { token },
        )
      ).code,
    ).toBe(0);
    const key = await createKey(t.url, { token, email });
    const byKey = await signed(t.url, '/api/v2/user/base/info', key, {
      method: 'POST',
      body: '{}',
    });
    expect(byKey.code).toBe(0);
    expect(byKey.data?.userId).toBe((await info(token)).data?.userId);
    expect(JSON.stringify(byKey)).not.toContain('KeyHidden7');
    expect(byKey.data).not.toHaveProperty('antiPhishingCode');
    // The security routes take a session only.
    for (const path of ['user/session/list', 'user/login/history']) {
      const refused = await signed(t.url, `/api/v2/${path}`, key);
      expect(refused.code, path).toBe(102400006);
    }
  });
});

// Two processes share one PostgreSQL database and one Redis (sockets through the streams adapter).
describe.skipIf(!SHARED_STORES_SET)('ending a session across two processes', () => {
  it(
    'drops its socket on the other process at once; that process refuses its token within a second',
    { timeout: 180_000 },
    async () => {
      await withSharedStores(2, async (stores) => {
        const common = {
          ...stores.env,
          CANDLE_BACKFILL_DAYS: '0',
          MARKET_SIMULATION: 'off',
          // The sign-up limits live in the shared Redis, which the suite's other processes also
          // sign up through from this address: the same headroom as the other Redis tests.
          AUTH_LIMIT_SCALE: '100',
        };
        const servers = [
          await stores.spawn({ ...common, DATA_DIR: stores.dataDir(0) }),
          await stores.spawn({ ...common, DATA_DIR: stores.dataDir(1) }),
        ];
        const [here, there] = [at(servers, 0).url, at(servers, 1).url];
        let socket: Socket | undefined;
        try {
          const email = uniqueEmail('two-processes');
          const mine = await signUpByEmail(here, email);
          const theirs = await logInByEmail(there, email);
          socket = await privateSocket(there, theirs);
          const infoThere = () => v2(there)('user/base/info', {}, { token: theirs });
          // Verified there, so that process trusts it (for at most a second) from its cache.
          expect((await infoThere()).code).toBe(0);
          const list = await v2(here)('user/session/list', {}, { token: mine, method: 'GET' });
          const id = (list.data?.list as { id: string; current: boolean }[]).find(
            (s) => !s.current,
          )?.id;
          const dropped = droppedWithin(socket, 1000);
          const revoked = await v2(here)('user/session/revoke', { id }, { token: mine });
          const revokedAt = Date.now();
          expect(revoked.data).toMatchObject({ revoked: true, current: false });
          expect(await dropped).toBe('io server disconnect');
          let status = 0;
          while (Date.now() - revokedAt < 3000) {
            status = (await infoThere()).status;
            if (status === 401) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(status).toBe(401);
          // The other process trusts a verified token for a second; the rest is a loaded machine's slack.
          expect(Date.now() - revokedAt).toBeLessThan(2000);
        } finally {
          socket?.disconnect();
        }
      });
    },
  );
});
