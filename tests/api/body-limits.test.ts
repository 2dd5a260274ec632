import { connect } from 'node:net';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * Issue 30 §5: a request whose body is over the limit gets its 413 — in the API's envelope under
 * the API paths — and the client can read it: the server reads and drops the rest of the body
 * before it closes, instead of closing on unread data (a connection reset that loses the answer).
 */

const EIGHT_MB = 8 * 1024 * 1024;

interface RawAnswer {
  status: number | undefined;
  headers: string;
  body: string;
  /** The error the socket ended with, if any (a reset while sending). */
  error: string | undefined;
}

/** Sends `head` and then `size` bytes of body as fast as the socket takes them; what came back. */
function sendRaw(port: number, head: string, size: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1];
      resolve({ status: status ? Number(status) : undefined, headers, body, error });
    });
    socket.write(`${head}\r\ncontent-length: ${size}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end();
    };
    pump();
  });
}

describe.each(drivers.slice(0, 1))('request bodies over the limit on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' });
  }, 120_000);
  afterAll(async () => {
    await t.stop();
  });

  it('answers a GET with an 8 MB body 413 in the API envelope', async () => {
    for (const path of ['/api/getPublic', '/api/futures/future/accounts', '/fapi/v1/time']) {
      const answer = await sendRaw(
        t.server.port,
        `GET ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json`,
        EIGHT_MB,
      );
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body), path).toEqual({
        code: 413,
        message: `a GET request carries no body here; this one declares ${EIGHT_MB} bytes (at most 1048576)`,
        success: false,
        data: null,
      });
      expect(answer.error, path).toBeUndefined();
    }
  });

  it('answers a POST over the body limit 413 that the client reads, never a reset', async () => {
    // Five times: a reset loses the answer only sometimes (when it beats the client's read).
    for (let i = 0; i < 5; i++) {
      const answer = await sendRaw(
        t.server.port,
        'POST /api/v2/user/register/email/new/check HTTP/1.1\r\nhost: x\r\ncontent-type: application/json',
        EIGHT_MB,
      );
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 413, success: false });
    }
  });

  it('answers a request that overflows its headers 431 after an early answer on the same connection', async () => {
    // The fuzz run's keep-alive client: a 401 sent while the request's body was still being read
    // and dropped reaches the client whole, and the client's next request on that connection is
    // one with a 20 KB target. It used to find the connection closed without a word.
    const body = JSON.stringify({ code: 'a'.repeat(20_000) });
    const socket = connect(t.server.port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/v2/rewards/voucher/use HTTP/1.1\r\nhost: x\r\nauthorization: Bearer not-a-token\r\n` +
        `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, -10)}`,
    );
    await expect
      .poll(() => Buffer.concat(received).toString('latin1'))
      .toMatch(/^HTTP\/1\.1 401 [^]*\r\n\r\n\{[^]*\}$/);
    socket.write(
      `${body.slice(-10)}GET /api/getPublic?q=${'x'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`,
    );
    await closed;
    const answers = Buffer.concat(received).toString('latin1');
    const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(error).toBeUndefined();
    expect(statuses).toEqual(['401', '431']);
    expect(answers).toContain('"code":431');
  });

  it('keeps a GET with a small body working as before', async () => {
    const answer = await sendRaw(
      t.server.port,
      'GET /api/getPublic HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-type: application/json',
      1024,
    );
    expect(answer.status).toBe(200);
  });
});
