import { io, type Socket } from 'socket.io-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { logInByEmail, outboxCode, signUpByEmail, STRONG, uniqueEmail, v2 } from './auth-client';

/** A drag that speeds up and slows down like a hand, ending at `x`. */
function humanTrace(x: number) {
  const points = [];
  for (let i = 0; i <= 20; i++) {
    const p = i / 20;
    points.push({
      x: Math.round(x * (1 - (1 - p) ** 3) * 100) / 100,
      t: 1000 + i * 25 + (i % 3) * 4,
    });
  }
  return points;
}

function gapOf(background: string): number {
  const svg = Buffer.from(
    background.replace(/^data:image\/svg\+xml;base64,/, ''),
    'base64',
  ).toString();
  const match = /<rect x="(\d+)" y="\d+" width="44"/.exec(svg);
  if (!match?.[1]) throw new Error('no gap in the slider picture');
  return Number(match[1]);
}

describe.each(drivers)('auth security on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  beforeAll(async () => {
    t = await startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' });
    call = v2(t.url);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });
  beforeEach(() => {
    // Each test starts with clean counters for the one test address (127.0.0.1).
    (t.server.auth.limiter as unknown as { hits: Map<string, number[]> }).hits.clear();
  });

  it('demands the slider after repeated wrong passwords and accepts a solved one', async () => {
    const email = uniqueEmail('slider');
    await signUpByEmail(t.url, email);
    for (let i = 0; i < 3; i++) {
      expect((await call('user/login/new/check', { email, password: `Wrong${i}pass!` })).code).toBe(
        102020718,
      );
    }
    expect((await call('user/login/new/check', { email, password: STRONG })).code).toBe(102020720);
    const puzzle = await call('user/image/getImageConfig');
    expect(puzzle.data).toMatchObject({ width: 300, height: 150, pieceSize: 44 });
    const x = gapOf(String(puzzle.data?.background));
    // Far off, then a perfectly linear scripted drag: both refused (each uses the challenge up).
    expect(
      (
        await call('user/slider/risk', {
          challengeId: puzzle.data?.challengeId,
          x: x + 40,
          trace: humanTrace(x + 40),
        })
      ).code,
    ).toBe(102020721);
    const p2 = await call('user/image/getImageConfig');
    const x2 = gapOf(String(p2.data?.background));
    const linear = Array.from({ length: 10 }, (_, i) => ({ x: (x2 / 9) * i, t: i * 50 }));
    expect(
      (await call('user/slider/risk', { challengeId: p2.data?.challengeId, x: x2, trace: linear }))
        .code,
    ).toBe(102020721);
    const p3 = await call('user/image/getImageConfig');
    const x3 = gapOf(String(p3.data?.background));
    const solved = await call('user/slider/risk', {
      challengeId: p3.data?.challengeId,
      x: x3 + 2,
      trace: humanTrace(x3 + 2),
    });
    expect(solved.code).toBe(0);
    const pass = solved.data?.sliderToken;
    expect(
      (await call('user/login/new/check', { email, password: STRONG, sliderToken: pass })).code,
    ).toBe(0);
    // The pass is single use.
    expect(
      (await call('user/login/new/check', { email, password: STRONG, sliderToken: pass })).code,
    ).toBe(102020720);
  });

  it('throttles password guessing on one account with 429', async () => {
    const email = uniqueEmail('brute');
    await signUpByEmail(t.url, email);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The slider is solved by a test helper path: clear the address counters, keep the account's.
      const hits = (t.server.auth.limiter as unknown as { hits: Map<string, number[]> }).hits;
      for (const key of [...hits.keys()])
        if (key.startsWith('fail:addr') || key.startsWith('burst')) hits.delete(key);
      codes.push((await call('user/login/new/check', { email, password: `Guess${i}xx!` })).code);
    }
    expect(codes.slice(0, 10).every((c) => c === 102020718)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const locked = await call('user/login/new/check', { email, password: STRONG });
    expect(locked.status).toBe(429);
  });

  it('burns a code after five wrong guesses (102020715) and throttles code checks', async () => {
    const email = uniqueEmail('codes');
    await call('user/register/gateway/sendEmail', { email });
    const code = await outboxCode(t.url, email);
    const body = { email, password: STRONG, agreement: true };
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const wrong = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      answers.push((await call('user/register/email/confirmed', { ...body, code: wrong })).code);
    }
    expect(answers).toEqual([102020714, 102020714, 102020714, 102020714, 102020714, 102020715]);
    expect((await call('user/register/email/confirmed', { ...body, code })).code).toBe(102020715);
    for (let i = 0; i < 4; i++) await call('user/register/email/confirmed', { ...body, code });
    expect((await call('user/register/email/confirmed', { ...body, code })).status).toBe(429);
  });

  it('throttles code sending per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await call('user/register/gateway/sendEmail', { email: uniqueEmail('flood') })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('authenticates 1001 with a session token, joins the private match room, refuses a bad token', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('socket'));
    const socket: Socket = io(t.url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const send = (frame: unknown) =>
        new Promise<{ code: number }>((resolve) => socket.emit('message', frame, resolve));
      expect(
        (await send({ header: { type: 1003 }, body: { topics: [{ topic: 'match' }] } })).code,
      ).toBe(4012);
      expect(
        (await send({ header: { type: 1001 }, body: { token: 'not-a-token-but-long-enough-xx' } }))
          .code,
      ).toBe(4011);
      expect((await send({ header: { type: 1001 }, body: { token } })).code).toBe(0);
      expect(
        (await send({ header: { type: 1003 }, body: { topics: [{ topic: 'match' }] } })).code,
      ).toBe(0);
      await call('user/login/out', {}, { token });
      const again: Socket = io(t.url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => again.once('connect', () => resolve()));
      const revoked = await new Promise<{ code: number }>((resolve) =>
        again.emit('message', { header: { type: 1001 }, body: { token } }, resolve),
      );
      again.disconnect();
      expect(revoked.code).toBe(4011);
    } finally {
      socket.disconnect();
    }
  });

  it('ends the sockets of a session at its logout and keeps those of the user’s other sessions', async () => {
    const email = uniqueEmail('logout-socket');
    const first = await signUpByEmail(t.url, email);
    const second = await logInByEmail(t.url, email);
    const open = async (token: string) => {
      const socket: Socket = io(t.url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const auth = await new Promise<{ code: number }>((resolve) =>
        socket.emit('message', { header: { type: 1001 }, body: { token } }, resolve),
      );
      expect(auth.code).toBe(0);
      return socket;
    };
    const loggedOut = await open(first);
    const other = await open(second);
    try {
      const disconnected = new Promise<string>((resolve) => loggedOut.once('disconnect', resolve));
      expect((await call('user/login/out', {}, { token: first })).code).toBe(0);
      expect(await disconnected).toBe('io server disconnect');
      // The other session's socket still answers and may still subscribe to private pushes.
      const still = await new Promise<{ code: number }>((resolve) =>
        other.emit(
          'message',
          { header: { type: 1003 }, body: { topics: [{ topic: 'match' }] } },
          resolve,
        ),
      );
      expect(still.code).toBe(0);
      expect(other.connected).toBe(true);
    } finally {
      loggedOut.disconnect();
      other.disconnect();
    }
  });

  it('disconnects the sockets of a user whose sessions a password reset ended', async () => {
    const email = uniqueEmail('reset-socket');
    const token = await signUpByEmail(t.url, email);
    const socket: Socket = io(t.url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const auth = await new Promise<{ code: number }>((resolve) =>
        socket.emit('message', { header: { type: 1001 }, body: { token } }, resolve),
      );
      expect(auth.code).toBe(0);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const one = await call('user/find/password/new/one', { email });
      const code = await outboxCode(t.url, email);
      const two = await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code });
      await call('user/find/password/three', {
        resetTicket: two.data?.resetTicket,
        password: 'Other-Pass1',
      });
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });

  it('never answers a password, hash, secret or token of another user', async () => {
    const email = uniqueEmail('private');
    const token = await signUpByEmail(t.url, email);
    const info = await call('user/base/info', {}, { token });
    for (const secret of [STRONG, 'scrypt$', 'passwordHash', 'totpSecret', token])
      expect(info.raw).not.toContain(secret);
    const otherToken = await signUpByEmail(t.url, uniqueEmail('other'));
    const other = await call('user/base/info', {}, { token: otherToken });
    expect(other.raw).not.toContain(email);
  });
});
