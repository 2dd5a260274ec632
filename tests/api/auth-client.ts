import { sliderTestGap, type TracePoint } from '../../server/auth/slider';
import { totpAt } from '../../server/auth/totp';
import { checkContractAnswer } from './contract-answers';

/** A small client for the v2 user endpoints used by the auth API tests. */
export interface Answer {
  status: number;
  code: number;
  success: boolean;
  message: string;
  data: Record<string, unknown> | null;
  raw: string;
  /** The answer's Set-Cookie header (the device credential at log-in and sign-up). */
  setCookie: string | null;
}

/**
 * The `cookie` header that sends back the device credential an answer set (`exch_device`), as the
 * browser does: what makes a test client one device across log-ins.
 */
export function deviceCookieOf(answer: Answer): string {
  const match = /(?:^|,\s*)exch_device=([A-Za-z0-9_-]{43})/.exec(answer.setCookie ?? '');
  if (!match) throw new Error(`no device credential set: ${answer.setCookie ?? 'none'}`);
  return `exch_device=${match[1]}`;
}

export function v2(base: string) {
  return async (
    path: string,
    body: Record<string, unknown> = {},
    options: {
      token?: string;
      header?: 'bearer' | 'exch-token';
      method?: 'GET' | 'POST';
      ip?: string;
      /** More request headers (User-Agent, language…). */
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.token) {
      if (options.header === 'exch-token') headers['exch-token'] = options.token;
      else headers.authorization = `Bearer ${options.token}`;
    }
    const method = options.method ?? 'POST';
    const response = await fetch(`${base}/api/v2/${path}`, {
      method,
      headers: method === 'GET' ? { ...headers, 'content-type': '' } : headers,
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    const raw = await response.text();
    const parsed = JSON.parse(raw) as Omit<Answer, 'status' | 'raw' | 'setCookie'>;
    checkContractAnswer(path, parsed.code, parsed.data);
    return {
      ...parsed,
      status: response.status,
      raw,
      setCookie: response.headers.get('set-cookie'),
    };
  };
}

/** A verification code in a message's text (security notices carry none). */
function codeIn(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/**
 * The newest six-digit code the development outbox holds for an address (security notices, which
 * may arrive after it, are passed over).
 */
export async function outboxCode(base: string, to: string): Promise<string> {
  for (const message of await outboxMessages(base, to)) {
    const code = codeIn(message.text);
    if (code) return code;
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** The development outbox's messages for an address, newest first. */
export async function outboxMessages(
  base: string,
  to: string,
): Promise<{ id: number; subject: string; text: string }[]> {
  const response = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as {
    data: { messages: { id: number; subject: string; text: string }[] };
  };
  return body.data.messages;
}

/** Waits (up to 5 s) for the message with this subject and answers it. */
export async function outboxNotice(
  base: string,
  to: string,
  subject: string,
): Promise<{ id: number; subject: string; text: string }> {
  for (let tries = 0; tries < 50; tries++) {
    const found = (await outboxMessages(base, to)).find((m) => m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" in the outbox for ${to}`);
}

/** The id of the newest message for an address (0 when none): later messages have larger ids. */
export async function outboxMark(base: string, to: string): Promise<number> {
  return (await outboxMessages(base, to))[0]?.id ?? 0;
}

/** How many verification codes the development outbox holds for an address (notices aside). */
export async function outboxCodeCount(base: string, to: string): Promise<number> {
  return (await outboxMessages(base, to)).filter((m) => codeIn(m.text) !== undefined).length;
}

/** Waits (up to 5 s) for a message with a code newer than `afterId` and returns its code. */
export async function nextOutboxCode(base: string, to: string, afterId: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    for (const message of await outboxMessages(base, to)) {
      if (message.id <= afterId) break;
      const code = codeIn(message.text);
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code in the outbox for ${to}`);
}

/** The current authenticator code for a base32 secret, computed as the phone app would. */
export function currentTotp(secret: string, offsetSteps = 0): string {
  return totpAt(secret, Math.floor(Date.now() / 30_000) + offsetSteps);
}

/**
 * Waits, when the current 30 s step ends within 5 s, for the next one to begin. The server takes
 * the codes of the step before and after its own: a code of the previous step (one a test keeps
 * this step's unused with) reaches it two steps old if a step ends while it travels, on a busy
 * machine, and is refused. Call it just before computing such a code.
 */
export async function waitOutOfStepEdge(): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 25_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - into + 200));
}

export const STRONG = 'Abcdef12!';

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Signs up by e-mail through the real endpoints (with another user's invite code, if given) and
 * returns the session token.
 */
export async function signUpByEmail(
  base: string,
  email: string,
  password = STRONG,
  inviteCode?: string,
): Promise<string> {
  const call = v2(base);
  const sent = await call('user/register/gateway/sendEmail', { email });
  if (!sent.success) throw new Error(`sendEmail failed: ${sent.raw}`);
  const code = await outboxCode(base, email);
  const done = await call('user/register/email/confirmed', {
    email,
    code,
    password,
    agreement: true,
    ...(inviteCode === undefined ? {} : { inviteCode }),
  });
  if (!done.success) throw new Error(`register failed: ${done.raw}`);
  return String(done.data?.token);
}

/** Both login steps with an e-mail code; returns the token. */
export async function logInByEmail(
  base: string,
  email: string,
  password = STRONG,
): Promise<string> {
  const call = v2(base);
  const check = await call('user/login/new/check', { email, password });
  if (!check.success) throw new Error(`login check failed: ${check.raw}`);
  const code = await outboxCode(base, email);
  const confirm = await call('user/login/confirm', { ticket: check.data?.ticket, code });
  if (!confirm.success) throw new Error(`login confirm failed: ${confirm.raw}`);
  return String(confirm.data?.token);
}

/** A fresh `common` code for the logged-in user (sent to their e-mail, read from the outbox). */
export async function commonCode(base: string, token: string, email: string): Promise<string> {
  const mark = await outboxMark(base, email);
  const sent = await v2(base)('user/common/gateway/send/email', {}, { token });
  if (sent.code !== 0) throw new Error(`common code not sent: ${sent.raw}`);
  return nextOutboxCode(base, email, mark);
}

/** Who proves a step-up: the session, its e-mail, the password, and the bound app's secret if any. */
export interface StepUpOwner {
  token: string;
  email: string;
  password?: string;
  totpSecret?: string;
  /** Which 30 s step's code of the app (0: this one; +1: the next, accepted too). */
  totpStep?: number;
}

const stepUps = new Map<string, { stepUpToken: string; expiresAt: number }>();

/** `user/security/stepUp` with the password and the current second factor: the raw answer. */
export async function stepUpAnswer(base: string, owner: StepUpOwner): Promise<Answer> {
  const code = owner.totpSecret
    ? currentTotp(owner.totpSecret, owner.totpStep ?? 0)
    : await commonCode(base, owner.token, owner.email);
  return v2(base)(
    'user/security/stepUp',
    { password: owner.password ?? STRONG, code },
    { token: owner.token },
  );
}

/**
 * A step-up token of this session, reused until a minute before it expires (as the web app keeps
 * it): a security change needs one. `fresh` asks for a new one (after a change ended them all).
 */
export async function stepUp(base: string, owner: StepUpOwner, fresh = false): Promise<string> {
  const known = stepUps.get(owner.token);
  if (!fresh && known && known.expiresAt - Date.now() > 60_000) return known.stepUpToken;
  const answer = await stepUpAnswer(base, owner);
  if (answer.code !== 0) throw new Error(`step-up refused: ${answer.raw}`);
  const data = answer.data as { stepUpToken: string; expiresAt: number };
  stepUps.set(owner.token, data);
  return data.stepUpToken;
}

/** Forgets the session's step-up (a password or factor change ended it on the server). */
export function forgetStepUp(token: string): void {
  stepUps.delete(token);
}

/**
 * Binds an authenticator for `owner` as the account page does: a step-up, the guide, then the
 * new app's code of the previous 30 s step (this step's code stays unused for the test). Returns
 * the app's secret.
 */
export async function bindAuthenticator(base: string, owner: StepUpOwner): Promise<string> {
  const call = v2(base);
  const stepUpToken = await stepUp(base, owner);
  const guide = await call('user/login/guideGoogle', {}, { token: owner.token, method: 'GET' });
  const secret = String(guide.data?.secret);
  await waitOutOfStepEdge();
  const bound = await call(
    'user/login/bindGoogle',
    { code: currentTotp(secret, -1), stepUpToken },
    { token: owner.token },
  );
  if (bound.code !== 0) throw new Error(`authenticator not bound: ${bound.raw}`);
  forgetStepUp(owner.token);
  return secret;
}

/** The secret the API suites start their servers with (SLIDER_TEST_SECRET), to drag to the gap. */
export const SLIDER_SECRET = 'api-tests-slider-secret-0123456789';

/**
 * A drag as a hand makes it: a pause after pressing, then one pointer move per frame (≈ 16 ms,
 * with jitter) that speeds up and slows down (ease-out), ending at `x`. Lasts about `ms`.
 */
export function humanTrace(x: number, ms = 600, start = 1000): TracePoint[] {
  const points: TracePoint[] = [{ x: 0, t: start }];
  const frames = Math.round((ms - 100) / 16);
  for (let i = 1; i <= frames; i++) {
    const p = i / frames;
    points.push({
      x: Math.round(x * (1 - (1 - p) ** 3) * 10) / 10,
      t: start + 100 + i * 16 + ((i * 7) % 5) - 2,
    });
  }
  return points;
}

/** Loads a puzzle, drags to the gap the test secret names (waiting as long as the drag), returns the pass. */
export async function solveSlider(
  base: string,
  /** How the 650 ms of a human drag pass: real time, or a test clock moved forward. */
  pass: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string> {
  const call = v2(base);
  const puzzle = await call('user/image/getImageConfig');
  const challengeId = String(puzzle.data?.challengeId);
  const x = sliderTestGap(SLIDER_SECRET, challengeId);
  const trace = humanTrace(x);
  await pass(650);
  const solved = await call('user/slider/risk', { challengeId, x, trace });
  if (!solved.success) throw new Error(`slider not solved: ${solved.raw}`);
  return String(solved.data?.sliderToken);
}
