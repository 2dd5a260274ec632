import { expect, test } from './test';
import { createAccount, logInThroughForm, uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const a = languages[0].messages.Auth;

test('the CSP allows the page’s own websocket (connect-src names no other socket host)', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const socket = page.waitForEvent('websocket');
  const response = await page.goto('/en/futures/BTCUSDT');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  const ws = await socket;
  expect(new URL(ws.url()).host).toBe(new URL(page.url()).host);
  await ws.waitForEvent('framereceived');
  expect(ws.isClosed()).toBe(false);
  expect(violations).toEqual([]);
});

test('the session cookie is SameSite=Lax, readable by the page, and not Secure over plain HTTP', async ({
  page,
  request,
  context,
}) => {
  const email = uniqueEmail('cookie');
  const mark = await createAccount(request, email);
  await logInThroughForm(page, request, a, email, mark);
  const cookie = (await context.cookies()).find((c) => c.name === 'exch-token');
  expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: false, secure: false, path: '/' });
});
