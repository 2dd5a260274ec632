import { sliderTestGap, type TracePoint } from '../../server/auth/slider';
import { totpAt } from '../../server/auth/totp';

/** A small client for the v2 user endpoints used by the auth API tests. */
export interface Answer {
  status: number;
  code: number;
  success: boolean;
  message: string;
  data: Record<string, unknown> | null;
  raw: string;
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
    const parsed = JSON.parse(raw) as Omit<Answer, 'status' | 'raw'>;
    return { ...parsed, status: response.status, raw };
  };
}

/** The newest six-digit code the development outbox holds for an address. */
export async function outboxCode(base: string, to: string): Promise<string> {
  const response = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { messages: { text: string }[] } };
  const text = body.data.messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

async function outboxMessages(base: string, to: string): Promise<{ id: number; text: string }[]> {
  const response = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { messages: { id: number; text: string }[] } };
  return body.data.messages;
}

/** The id of the newest message for an address (0 when none): later messages have larger ids. */
export async function outboxMark(base: string, to: string): Promise<number> {
  return (await outboxMessages(base, to))[0]?.id ?? 0;
}

/** How many messages the development outbox holds for an address. */
export async function outboxCount(base: string, to: string): Promise<number> {
  return (await outboxMessages(base, to)).length;
}

/** Waits (up to 5 s) for a message newer than `afterId` and returns its code. */
export async function nextOutboxCode(base: string, to: string, afterId: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const newest = (await outboxMessages(base, to))[0];
    const code = newest && newest.id > afterId ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code in the outbox for ${to}`);
}

/** The current authenticator code for a base32 secret, computed as the phone app would. */
export function currentTotp(secret: string, offsetSteps = 0): string {
  return totpAt(secret, Math.floor(Date.now() / 30_000) + offsetSteps);
}

export const STRONG = 'Abcdef12!';

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs up by e-mail through the real endpoints and returns the session token. */
export async function signUpByEmail(
  base: string,
  email: string,
  password = STRONG,
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
export async function solveSlider(base: string): Promise<string> {
  const call = v2(base);
  const puzzle = await call('user/image/getImageConfig');
  const challengeId = String(puzzle.data?.challengeId);
  const x = sliderTestGap(SLIDER_SECRET, challengeId);
  const trace = humanTrace(x);
  await new Promise((resolve) => setTimeout(resolve, 650));
  const solved = await call('user/slider/risk', { challengeId, x, trace });
  if (!solved.success) throw new Error(`slider not solved: ${solved.raw}`);
  return String(solved.data?.sliderToken);
}
