import { expect, test, type Page, type WebSocket } from './test';
import { apiLogin, createAccount, uniqueEmail } from './auth-helpers';

/**
 * The page's own realtime socket, watched in Chromium against the production build: it must stay
 * open, be the only one, and carry the contract's market frames and, once logged in, the user's
 * private `match` frames. (Before, Next's upgrade handling ended it every second in a browser.)
 */

interface SocketFrame {
  /** `event` for a push, `ack` for the answer to a request the page sent. */
  kind: 'event' | 'ack';
  event?: string;
  payload: unknown;
}

/** socket.io over engine.io text frames: `42[event,payload]` pushes, `43<id>[payload]` answers. */
function parseFrame(text: string): SocketFrame | undefined {
  const match = /^4([23])\d*(\[[\s\S]*\])$/.exec(text);
  if (!match?.[2]) return undefined;
  const array = JSON.parse(match[2]) as unknown[];
  if (match[1] === '2') return { kind: 'event', event: String(array[0]), payload: array[1] };
  return { kind: 'ack', payload: array[0] };
}

/** Records every socket.io websocket the page opens and the frames each receives. */
function watchSockets(page: Page) {
  const sockets: { ws: WebSocket; frames: SocketFrame[] }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    const entry = { ws, frames: [] as SocketFrame[] };
    sockets.push(entry);
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const frame = parseFrame(payload);
      if (frame) entry.frames.push(frame);
    });
  });
  return sockets;
}

const pushes = (frames: SocketFrame[], event: string) =>
  frames.filter((f) => f.kind === 'event' && f.event === event).map((f) => f.payload);

test('a visitor on BTCUSDT keeps one open socket for 15 s with its trades and book', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sockets = watchSockets(page);
  await page.goto('/en/futures/BTCUSDT');
  // The header's live figures fill in from the socket.
  await expect(page.getByTestId('last-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d$/, {
    timeout: 15_000,
  });
  await expect(
    page.getByRole('list', { name: 'Asks' }).getByRole('button').first(),
  ).toHaveAccessibleName(/^Ask \d{1,3}(,\d{3})*\.\d, size/);
  await page.waitForTimeout(15_000);

  expect(sockets).toHaveLength(1);
  const [only] = sockets;
  expect(only?.ws.isClosed()).toBe(false);
  const frames = only?.frames ?? [];
  const ticks = pushes(frames, 'future_tick') as { contractId: number }[];
  const books = pushes(frames, 'future_snapshot_depth') as { sc: string; asks: unknown[] }[];
  expect(ticks.length).toBeGreaterThan(1);
  expect(ticks.every((t) => t.contractId === 1)).toBe(true);
  expect(books.length).toBeGreaterThan(1);
  expect(books.every((b) => b.sc === 'BTCUSDT' && b.asks.length > 0)).toBe(true);
});

test('after login the socket is acknowledged (1001) and a balance change arrives as a match frame', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('realtime');
  const token = await apiLogin(request, email, await createAccount(request, email));
  await context.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
  const sockets = watchSockets(page);
  // The realtime edge reports each private row that drifts from the contract and drops it.
  const dropped: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[realtime]')) dropped.push(message.text());
  });
  await page.goto('/en/futures/BTCUSDT');

  const frames = () => sockets[0]?.frames ?? [];
  await expect
    .poll(() =>
      frames().some((f) => {
        const ack = f.payload as { header?: { type?: number }; code?: number };
        return f.kind === 'ack' && ack.header?.type === 1001 && ack.code === 0;
      }),
    )
    .toBe(true);

  const deposit = await request.post('/api/v2/asset/demo/deposit', {
    headers: { authorization: `Bearer ${token}` },
    data: { currencyId: 1, amount: '2500' },
  });
  expect(deposit.status()).toBe(200);
  await expect
    .poll(() =>
      (pushes(frames(), 'match') as { type: number; data: { account: string; real: string }[] }[])
        .filter((m) => m.type === 3002)
        .flatMap((m) => m.data)
        .some((b) => b.account === 'spot' && b.real === '2500'),
    )
    .toBe(true);
  expect(sockets).toHaveLength(1);
  expect(sockets[0]?.ws.isClosed()).toBe(false);
  // Every private frame the server sent met the contract the page parses it with.
  expect(pushes(frames(), 'indicator').length).toBeGreaterThan(0);
  expect(dropped).toEqual([]);
});
