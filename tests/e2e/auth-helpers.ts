import { createHmac } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { maskEmail } from '../../lib/mask';
import type en from '../../messages/en.json';
import { sliderTestGap } from '../../server/auth/slider';

type AuthMessages = (typeof en)['Auth'];
type StepUpMessages = (typeof en)['SecurityVerification'];

/** The header names a user without a userName by the e-mail, masked as the profile masks it. */
export function headerName(email: string): string {
  return maskEmail(email);
}

export const PASSWORD = 'Abcdef12!';

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function uniqueMobile(): string {
  return `10${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

interface OutboxMessage {
  id: number;
  text: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages;
}

/** The id of the newest message for an address (0 when none): later codes are newer than it. */
export async function outboxMark(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0;
}

/**
 * The code of the newest message with a code for an address newer than `afterId` (waits for it);
 * security notices, which carry no code and may arrive after it, are passed over.
 */
export async function outboxCode(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = undefined;
      for (const message of await outbox(request, to)) {
        if (message.id <= afterId) break;
        code = /\b(\d{6})\b/.exec(message.text)?.[1];
        if (code) break;
      }
      return code !== undefined;
    })
    .toBe(true);
  return code ?? '';
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 as the phone app computes it: HMAC-SHA1, 30 s, 6 digits. */
/**
 * Waits, when needed, until the current 30 s authenticator window has at least `margin` ms left:
 * a code made for the previous window (offset -1) is still accepted a moment later, not refused
 * because the window turned between making it and the server checking it.
 */
/** The authenticator's 30 s window (its counter) now. */
export function totpWindow(): number {
  return Math.floor(Date.now() / 30_000);
}

/**
 * A code the server still takes: it accepts the previous, the current and the next window's code
 * (clock drift) and each window's code once (a used one is refused as a replay). The earliest
 * window not in `used`, which is then marked used. Call it after `awaitFreshTotpWindow`.
 */
export function unusedTotp(secret: string, used: Set<number>): string {
  const now = totpWindow();
  for (const offset of [-1, 0, 1]) {
    if (used.has(now + offset)) continue;
    used.add(now + offset);
    return totp(secret, offset);
  }
  throw new Error('every authenticator window the server accepts now is used');
}

export async function awaitFreshTotpWindow(margin = 8_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

export function totp(secret: string, offsetSteps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** An account created through the API (the UI flows are tested separately); returns the outbox mark. */
export async function createAccount(request: APIRequestContext, email: string): Promise<number> {
  const sent = await request.post('/api/v2/user/register/gateway/sendEmail', { data: { email } });
  expect((await sent.json()) as unknown).toMatchObject({ code: 0 });
  const code = await outboxCode(request, email);
  const done = await request.post('/api/v2/user/register/email/confirmed', {
    data: { email, code, password: PASSWORD, agreement: true },
  });
  expect((await done.json()) as unknown).toMatchObject({ code: 0 });
  return outboxMark(request, email);
}

/** Fills the e-mail login form and submits it. */
export async function submitEmailLogin(
  page: Page,
  labels: { email: string; password: string; submit: string },
  email: string,
  password: string,
) {
  await expect(page.getByTestId('log-in-form')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Logs in through the form on `/en/log-in`: password, then the e-mail code newer than `mark`. */
export async function logInThroughForm(
  page: Page,
  request: APIRequestContext,
  auth: AuthMessages,
  email: string,
  mark: number,
): Promise<void> {
  await page.goto('/en/log-in');
  await submitEmailLogin(
    page,
    { email: auth.Fields.email, password: auth.Fields.password, submit: auth.LogIn.submit },
    email,
    PASSWORD,
  );
  await page
    .getByLabel(auth.Fields.code, { exact: true })
    .fill(await outboxCode(request, email, mark));
  await page.getByRole('button', { name: auth.LogIn.confirm, exact: true }).click();
  await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
}

/**
 * Answers the step-up dialog ("Confirm it's you") as the user does: the login password, then the
 * authenticator's code when `totpCode` is given, else "Send code" and the code from the outbox.
 */
export async function passStepUp(
  page: Page,
  request: APIRequestContext,
  messages: StepUpMessages,
  email: string,
  { password = PASSWORD, totpCode }: { password?: string; totpCode?: string } = {},
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: messages.title });
  await dialog.getByLabel(messages.password, { exact: true }).fill(password);
  if (totpCode !== undefined) {
    await dialog.getByLabel(messages.authenticatorLabel, { exact: true }).fill(totpCode);
  } else {
    const mark = await outboxMark(request, email);
    await dialog.getByRole('button', { name: messages.send }).click();
    await dialog
      .getByLabel(messages.emailCodeLabel, { exact: true })
      .fill(await outboxCode(request, email, mark));
  }
  await dialog.getByRole('button', { name: messages.submit, exact: true }).click();
  return dialog;
}

/**
 * Answers the step-up dialog with a wrong password or code and expects its refusal (`refusal`,
 * said in the dialog, which stays open). `factor` names the code's field: the e-mail code's or
 * the authenticator's.
 */
export async function expectStepUpRefused(
  page: Page,
  messages: StepUpMessages,
  answer: { password: string; code: string; factor: 'email' | 'authenticator' },
  refusal: string,
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: messages.title });
  const codeLabel =
    answer.factor === 'email' ? messages.emailCodeLabel : messages.authenticatorLabel;
  await dialog.getByLabel(messages.password, { exact: true }).fill(answer.password);
  await dialog.getByLabel(codeLabel, { exact: true }).fill(answer.code);
  await dialog.getByRole('button', { name: messages.submit, exact: true }).click();
  await expect(dialog.getByText(refusal)).toBeVisible();
  return dialog;
}

/**
 * Logs a browser in with a session opened over the API, on the device that opened it: the
 * session's token, and the device cookie (exch_device, httpOnly) the server gave that log-in, as
 * the browser would hold both had it logged in itself. A browser without that cookie is a new
 * device (withdrawals wait 24 hours after a password or factor change).
 */
export async function logInBrowserOnDevice(
  request: APIRequestContext,
  context: BrowserContext,
  token: string,
  baseURL: string | undefined,
): Promise<void> {
  const device = (await request.storageState()).cookies.find((c) => c.name === 'exch_device');
  expect(device, 'the log-in set the device cookie').toBeDefined();
  await context.addCookies([
    { name: 'exch-token', value: token, url: baseURL ?? '' },
    ...(device ? [device] : []),
  ]);
}

/** The step-up over the API for a session (e-mail code): the token a security change names. */
export async function apiStepUp(
  request: APIRequestContext,
  email: string,
  headers: Record<string, string>,
): Promise<string> {
  const mark = await outboxMark(request, email);
  const sent = await request.post('/api/v2/user/common/gateway/send/email', { headers, data: {} });
  expect((await sent.json()) as unknown).toMatchObject({ code: 0 });
  const answer = await request.post('/api/v2/user/security/stepUp', {
    headers,
    data: { password: PASSWORD, code: await outboxCode(request, email, mark) },
  });
  const body = (await answer.json()) as { code: number; data: { stepUpToken: string } };
  expect(body.code).toBe(0);
  return body.data.stepUpToken;
}

/** Opens the header account menu and logs out (retried: a navigation may re-render the header). */
export async function logOutThroughMenu(page: Page, logoutLabel: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: logoutLabel });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('account-menu').click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
  // The logout ends by reloading the page: wait for that load, or a navigation the test starts
  // next is interrupted by it.
  const reloaded = page.waitForEvent('load');
  await item.click();
  await reloaded;
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'exch-token'))
    .toBe(false);
}

/** Both login steps over the API; returns the session token (for pages that start logged in). */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  after: number,
): Promise<string> {
  const check = await request.post('/api/v2/user/login/new/check', {
    data: { email, password: PASSWORD },
  });
  const ticket = ((await check.json()) as { data: { ticket: string } }).data.ticket;
  const code = await outboxCode(request, email, after);
  const confirm = await request.post('/api/v2/user/login/confirm', { data: { ticket, code } });
  return ((await confirm.json()) as { data: { token: string } }).data.token;
}

/**
 * The e2e server runs with SLIDER_TEST_SECRET (playwright.config.ts): whoever holds it knows where
 * a challenge's gap is. The server refuses the variable unless codes go to the development outbox.
 */
export const E2E_SLIDER_SECRET = 'e2e-slider-secret-0123456789';

/**
 * Waits for the slider puzzle the page loads, then drags its handle with the mouse to the gap the
 * test secret names, as a hand would: press, pause, a move per frame that speeds up and slows down.
 */
export async function dragSliderToGap(page: Page, puzzleLoaded: Promise<unknown>): Promise<void> {
  const puzzle = (await puzzleLoaded) as { data: { challengeId: string } };
  const gap = sliderTestGap(E2E_SLIDER_SECRET, puzzle.data.challengeId);
  await expect(page.getByTestId('slider-picture')).toBeVisible();
  const box = await page.getByTestId('slider-handle').boundingBox();
  if (!box) throw new Error('no slider handle');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.waitForTimeout(120);
  const frames = 30;
  for (let i = 1; i <= frames; i++) {
    const p = i / frames;
    await page.mouse.move(startX + gap * (1 - (1 - p) ** 3), y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/**
 * Picks from a kit Combobox (country or dial-code picker) as a user does: types the search, then
 * clicks the option. `value` is the option's value (a country code), which is language-neutral.
 */
export async function pickFromCombobox(
  scope: Page | Locator,
  label: string,
  search: string,
  value: string,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label }).fill(search);
  await page.locator(`[role="option"][data-value="${value}"]`).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
