import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
