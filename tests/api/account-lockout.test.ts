import { parseEmail } from '../../server/auth/identity';
import { CodeService } from '../../server/auth/codes';
import type { MessageTransport } from '../../server/auth/transports';
import {
  nextOutboxCode,
  outboxMark,
  outboxMessages,
  signUpByEmail,
  STRONG,
  uniqueEmail,
  type v2,
} from './auth-client';
import { drivers, useTestServer, type TestServer } from './harness';

/**
 * Issue 30, part 2, against the real server and database, with the production limits (no
 * AUTH_LIMIT_SCALE): nobody can lock an e-mail user out through password recovery, recovery
 * answers an unknown address exactly as a known one, and wrong guesses at a code are counted
 * however many arrive at once.
 */
describe.each(drivers)(
  'recovery and codes a stranger cannot turn against the owner on $name',
  (driver) => {
    let t: TestServer;
    let call: ReturnType<typeof v2>;
    useTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' }, (server) => ({ t, call } = server), {
      clearLimiter: true,
    });

    /** A recovery started from `address`, as the route runs it (the stranger is elsewhere). */
    const recoverFrom = (address: string, email: string) =>
      t.server.auth.recovery.recoverStart(parseEmail(email), { address, deviceId: undefined }).then(
        (answer) => ({ code: 0, answer }),
        (error: { code: number }) => ({ code: error.code, answer: undefined }),
      );

    it('lets the owner log in and recover however often strangers ask to recover the account', async () => {
      const email = uniqueEmail('lockout');
      await signUpByEmail(t.url, email);
      // One stranger, then a crowd: far more requests than any sending budget holds.
      for (let i = 0; i < 12; i++) await recoverFrom('203.0.113.7', email);
      for (let i = 0; i < 30; i++) await recoverFrom(`198.51.100.${i + 1}`, email);
      // Only the first found the cooldown open: one e-mail, not one per request.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const recoveryMails = (await outboxMessages(t.url, email)).filter(
        (m) => m.subject === 'Your password recovery code',
      );
      expect(recoveryMails).toHaveLength(1);

      // The owner's login: a ticket and a code at once, no 429.
      const mark = await outboxMark(t.url, email);
      const check = await call('user/login/new/check', { email, password: STRONG });
      expect([check.status, check.code]).toEqual([200, 0]);
      const confirm = await call('user/login/confirm', {
        ticket: check.data?.ticket,
        code: await nextOutboxCode(t.url, email, mark),
      });
      expect(confirm.code).toBe(0);

      // The owner's own recovery from their address works too: the code in the mailbox (sent for
      // a stranger's request a moment ago, or a new one) opens the owner's ticket.
      const one = await call('user/find/password/new/one', { email });
      expect([one.status, one.code]).toEqual([200, 0]);
      const latest = (await outboxMessages(t.url, email)).find(
        (m) => m.subject === 'Your password recovery code',
      );
      const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
      const two = await call('user/find/strategy/validCode', { ticket: one.data?.ticket, code });
      expect(two.code).toBe(0);
    });

    it('answers recovery for an unknown address exactly as for a known one, up to the same limit', async () => {
      const known = uniqueEmail('known');
      await signUpByEmail(t.url, known);
      const unknown = uniqueEmail('nobody');
      const shape = (answer: Awaited<ReturnType<typeof call>>) => ({
        status: answer.status,
        code: answer.code,
        message: answer.message,
        keys: Object.keys(answer.data ?? {}).sort(),
        factor: answer.data?.factor,
        retryAfterSeconds: answer.data?.retryAfterSeconds,
        target: String(answer.data?.target ?? '').replace(/^(.).*@/, '$1***@'),
      });
      for (let i = 0; i < 10; i++) {
        const answers = [];
        for (const email of [known, unknown]) {
          answers.push(shape(await call('user/find/password/new/one', { email })));
        }
        expect(answers[0]).toEqual({ ...answers[1], target: answers[0]?.target });
        expect(answers[0]).toMatchObject({ status: 200, code: 0, factor: 'email' });
      }
      // The 21st request of this address is refused, for either address alike.
      const [overKnown, overUnknown] = [
        shape(await call('user/find/password/new/one', { email: known })),
        shape(await call('user/find/password/new/one', { email: unknown })),
      ];
      expect(overKnown).toMatchObject({ status: 429, code: 429 });
      expect({ ...overKnown, retryAfterSeconds: 0 }).toEqual({
        ...overUnknown,
        retryAfterSeconds: 0,
        target: overKnown.target,
      });
      // Nor does the time tell: the code goes out after the answer, which never waits for the
      // mail server (tests/api/auth-kyc-delivery.test.ts, with a mail server that stalls). The
      // times of these twenty answers were compared here, a fifth of a millisecond apart on a
      // quiet machine and milliseconds apart either way on a busy one: noise, not a test.
    });

    it('counts every wrong guess at a code, however many arrive at once', async () => {
      let sent = '';
      const transport: MessageTransport = {
        sendEmail: async (_to, _subject, text) => {
          sent = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
        },
        sendSms: async () => undefined,
      };
      const codes = new CodeService(t.server.database, transport, Date.now);
      const target = uniqueEmail('guesses');
      await codes.send('common', 'email', target);
      const wrong = (i: number) => String((Number(sent) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          codes.verify('common', target, wrong(i)).then(
            () => 0,
            (error: { code: number }) => error.code,
          ),
        ),
      );
      // Five guesses were compared (each a wrong code); the rest found the code burnt.
      expect(answers.filter((code) => code === 102020714)).toHaveLength(5);
      expect(answers.filter((code) => code === 102020715)).toHaveLength(15);
      // And so the right code is no longer accepted either.
      await expect(codes.verify('common', target, sent)).rejects.toMatchObject({ code: 102020715 });
    });
  },
);
