import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createHttpGuard } from './http-guard';

/** A server whose "web app" answers with `respond`, behind the guard. */
async function serve(
  respond: (res: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const guard = createHttpGuard({
    isApiPath: (pathname) => pathname.startsWith('/api/'),
    apiFailure: (status, message) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: status, message }),
    }),
    bodylessLimitBytes: 1024,
  });
  const server = createServer((req, res) => {
    if (guard.route(req, res) === 'web') respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the web responses the guard passes on', () => {
  let running: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => running?.close(resolve));
    running = undefined;
  });

  async function headersOf(respond: (res: ServerResponse) => void): Promise<Headers> {
    const { url, server } = await serve(respond);
    running = server;
    const response = await fetch(`${url}/en`);
    await response.text();
    return response.headers;
  }

  it('never carry the x-middleware-* headers set one by one', async () => {
    const headers = await headersOf((res) => {
      res.setHeader('x-middleware-rewrite', '/en');
      res.setHeader('X-Middleware-Next', '1');
      res.setHeader('x-kept', 'yes');
      res.end('page');
    });
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-middleware-next')).toBeNull();
    expect(headers.get('x-kept')).toBe('yes');
  });

  it('never carry them when given to writeHead as an object or as a flat list', async () => {
    const fromObject = await headersOf((res) =>
      res.writeHead(200, { 'x-middleware-rewrite': '/en', 'x-kept': 'object' }).end(),
    );
    expect(fromObject.get('x-middleware-rewrite')).toBeNull();
    expect(fromObject.get('x-kept')).toBe('object');
    const fromList = await headersOf((res) =>
      res.writeHead(200, ['x-middleware-set-cookie', 'a=1', 'x-kept', 'list']).end(),
    );
    expect(fromList.get('x-middleware-set-cookie')).toBeNull();
    expect(fromList.get('x-kept')).toBe('list');
  });
});

describe('bodies the guard refuses', () => {
  let running: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => running?.close(resolve));
    running = undefined;
  });

  /** Sends the head and `size` bytes of body without waiting; everything that came back. */
  async function exchange(
    respond: (res: ServerResponse) => void,
    head: string,
    size: number,
  ): Promise<{ text: string; error: string | undefined }> {
    const { url, server } = await serve(respond);
    running = server;
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`${head}\r\nhost: x\r\ncontent-length: ${size}\r\n\r\n`);
    socket.end(Buffer.alloc(size, 0x61));
    await closed;
    return { text: Buffer.concat(received).toString('latin1'), error };
  }

  it('answers a GET over the limit 413, as the envelope under the API and as text elsewhere', async () => {
    const web = () => {
      throw new Error('the web app must not see it');
    };
    const api = await exchange(web, 'GET /api/x HTTP/1.1', 2 * 1024 * 1024);
    expect(api.error).toBeUndefined();
    expect(api.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(api.text).toContain(
      '{"code":413,"message":"a GET request carries no body here; this one declares 2097152 bytes (at most 1024)"}',
    );
    const page = await exchange(web, 'GET /en HTTP/1.1', 2 * 1024 * 1024);
    expect(page.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(page.text).toContain('text/plain');
  });

  it('reads the rest of a body before closing on an early answer, so the client gets it', async () => {
    // The app behind answers 413 and closes before reading 4 MB (as Fastify does past its limit).
    for (let i = 0; i < 3; i++) {
      const answer = await exchange(
        (res) => res.writeHead(413, { connection: 'close', 'content-length': '2' }).end('no'),
        'POST /en HTTP/1.1',
        4 * 1024 * 1024,
      );
      expect(answer.error).toBeUndefined();
      expect(answer.text).toMatch(/^HTTP\/1\.1 413 [^]*\r\n\r\nno$/);
    }
  });
});
