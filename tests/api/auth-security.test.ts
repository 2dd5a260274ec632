import { io, type Socket } from 'socket.io-client';
import { parseEmail } from '../../server/auth/identity';
import { sliderTestGap } from '../../server/auth/slider';
import { drivers, useTestServer, type TestServer } from './harness';
import {
  humanTrace,
  logInByEmail,
  nextOutboxCode,
  outboxCode,
  outboxCodeCount,
  outboxMark,
  signUpByEmail,
  SLIDER_SECRET,
  solveSlider,
  STRONG,
  uniqueEmail,
  type v2,
} from './auth-client';

describe.each(drivers)('auth security on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  // The waits here are the server's rules (1 s, 2 s, 4 s after failures; a drag takes 650 ms),
  // not real time: the server's clock is moved forward instead of the test sleeping through them.
  let skew = 0;
  const sleep = async (ms: number) => {
    skew += ms;
  };
  // Each test starts with clean counters for the one test address (127.0.0.1).
  useTestServer(
    driver,
    { CANDLE_BACKFILL_DAYS: '0', SLIDER_TEST_SECRET: SLIDER_SECRET },
    (server) => ({ t, call } = server),
    { clearLimiter: true, seams: { now: () => Date.now() + skew } },
  );

  /** A login attempt from another address, through the same flow the route calls. */
  const checkFrom = (address: string, email: string, password: string) =>
    t.server.auth.flows
      .loginCheck(parseEmail(email), password, undefined, { address, deviceId: undefined })
      .then(
        (answer) => ({ code: 0, answer }),
        (error: { code: number }) => ({ code: error.code, answer: undefined }),
      );

  it('demands the slider after repeated wrong passwords and accepts a solved one', async () => {
    const email = uniqueEmail('slider');
    await signUpByEmail(t.url, email);
    for (let i = 0; i < 3; i++) {
      expect((await call('user/login/new/check', { email, password: `Wrong${i}pass!` })).code).toBe(
        102020718,
      );
    }
    await sleep(1100); // the wait after the third failure
    expect((await call('user/login/new/check', { email, password: STRONG })).code).toBe(102020720);
    const puzzle = await call('user/image/getImageConfig');
    expect(puzzle.data).toMatchObject({ width: 300, height: 150, pieceSize: 44 });
    expect(String(puzzle.data?.background)).toMatch(/^data:image\/png;base64,/);
    expect(String(puzzle.data?.piece)).toMatch(/^data:image\/png;base64,/);
    const x = sliderTestGap(SLIDER_SECRET, String(puzzle.data?.challengeId));
    await sleep(650);
    // Far off: refused, and the challenge is used up (the right answer then fails too).
    const farOff = await call('user/slider/risk', {
      challengeId: puzzle.data?.challengeId,
      x: x + 40,
      trace: humanTrace(x + 40),
    });
    expect(farOff.code).toBe(102020721);
    const again = await call('user/slider/risk', {
      challengeId: puzzle.data?.challengeId,
      x,
      trace: humanTrace(x),
    });
    expect(again.code).toBe(102020721);
    // The right place with a perfectly linear scripted drag: refused.
    const p2 = await call('user/image/getImageConfig');
    const x2 = sliderTestGap(SLIDER_SECRET, String(p2.data?.challengeId));
    const linear = Array.from({ length: 20 }, (_, i) => ({ x: (x2 / 19) * i, t: i * 25 }));
    await sleep(650);
    expect(
      (await call('user/slider/risk', { challengeId: p2.data?.challengeId, x: x2, trace: linear }))
        .code,
    ).toBe(102020721);
    const pass = await solveSlider(t.url, sleep);
    expect(
      (await call('user/login/new/check', { email, password: STRONG, sliderToken: pass })).code,
    ).toBe(0);
    // The pass is single use.
    expect(
      (await call('user/login/new/check', { email, password: STRONG, sliderToken: pass })).code,
    ).toBe(102020720);
  });

  it('makes one address wait longer after each further wrong password on an account', async () => {
    const email = uniqueEmail('brute');
    await signUpByEmail(t.url, email);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await call('user/login/new/check', { email, password: `Guess${i}xx!` })).code);
    expect(codes).toEqual([102020718, 102020718, 102020718]);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await call('user/login/new/check', { email, password: `Again${i}xx!` });
      expect(refused.status).toBe(429);
      const wait = Number(refused.data?.retryAfterSeconds);
      waits.push(wait);
      await sleep(wait * 1000 + 50);
      const sliderToken = await solveSlider(t.url, sleep);
      const wrong = await call('user/login/new/check', {
        email,
        password: `Again${i}xx!`,
        sliderToken,
      });
      expect(wrong.code).toBe(102020718);
    }
    expect(waits).toEqual([1, 2, 4]);
    // The account's owner elsewhere is not made to wait.
    expect((await checkFrom('198.51.100.30', email, STRONG)).code).toBe(0);
  }, 30_000);

  it('lets the owner log in however often an attacker elsewhere fails', async () => {
    const email = uniqueEmail('victim');
    await signUpByEmail(t.url, email);
    const attacker: number[] = [];
    for (let i = 0; i < 50; i++)
      attacker.push((await checkFrom('203.0.113.50', email, `Guess${i}xx!`)).code);
    expect(attacker.filter((code) => code === 102020718)).toHaveLength(3);
    expect(attacker.slice(3).every((code) => code === 429)).toBe(true);
    expect(await logInByEmail(t.url, email)).toMatch(/.{20,}/);
  });

  it('guards an account failed from many addresses: only the second factor lets anyone in', async () => {
    const email = uniqueEmail('botnet');
    await signUpByEmail(t.url, email);
    for (let i = 0; i < 50; i++)
      expect((await checkFrom(`203.0.113.${i + 1}`, email, `Guess${i}xx!`)).code).toBeOneOf([
        102020718, 0,
      ]);
    // A wrong password now looks like a right one, but its ticket never turns into a session,
    // and no message goes out for it.
    const mark = await outboxMark(t.url, email);
    const sent = await outboxCodeCount(t.url, email);
    const guess = await checkFrom('203.0.113.99', email, 'Guess-again1');
    expect(guess.code).toBe(0);
    // The owner logs in with the password and the e-mailed code, answered the same way.
    const check = await call('user/login/new/check', { email, password: STRONG });
    expect(check.code).toBe(0);
    expect(Object.keys(check.data ?? {}).sort()).toEqual(Object.keys(guess.answer ?? {}).sort());
    expect(guess.answer).toMatchObject({ factor: 'email', retryAfterSeconds: 60 });
    expect(check.data).toMatchObject({ factor: 'email', retryAfterSeconds: 60 });
    const code = await nextOutboxCode(t.url, email, mark);
    expect((await call('user/login/confirm', { ticket: guess.answer?.ticket, code })).code).toBe(
      102020714,
    );
    const confirm = await call('user/login/confirm', { ticket: check.data?.ticket, code });
    expect(confirm.code).toBe(0);
    expect(await outboxCodeCount(t.url, email)).toBe(sent + 1);
    // Nor does the wait that follows tell a right password from a wrong one.
    const waitAfter = async (address: string, passwords: string[]) => {
      for (const password of passwords)
        expect((await checkFrom(address, email, password)).code).toBe(0);
      const next = await checkFrom(address, email, 'Guess-more1');
      return next.code;
    };
    expect(await waitAfter('203.0.113.201', ['Guess-1aa!', 'Guess-2aa!', 'Guess-3aa!'])).toBe(429);
    expect(await waitAfter('203.0.113.202', [STRONG, 'Guess-2aa!', 'Guess-3aa!'])).toBe(429);
    expect(String(confirm.data?.token)).toMatch(/.{20,}/);
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
      const mark = await outboxMark(t.url, email);
      const one = await call('user/find/password/new/one', { email });
      const code = await nextOutboxCode(t.url, email, mark);
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
