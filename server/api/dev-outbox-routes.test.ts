import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { DevOutbox } from '../auth/transports';
import {
  DEV_OUTBOX_PATH,
  isLocalClient,
  isLoopbackAddress,
  registerDevOutboxRoutes,
} from './dev-outbox-routes';
import { failure } from './envelope';

/** A request as Node hands it over: the peer's address on the socket, headers as sent. */
function requestFrom(remoteAddress: string | undefined, headers: Record<string, string> = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('who may read the development outbox', () => {
  it('counts 127.0.0.0/8 and ::1 in every spelling as this machine', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('counts every other address, and a missing one, as somebody else', () => {
    for (const address of [
      '192.0.2.2',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '::',
      '128.0.0.1',
      'localhost',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('decides from the socket, so a forged X-Forwarded-For: 127.0.0.1 does not help', () => {
    expect(isLocalClient(requestFrom('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(
      false,
    );
    expect(isLocalClient(requestFrom('127.0.0.1'))).toBe(true);
  });

  it('treats a request relayed by a proxy on this machine as remote', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(isLocalClient(requestFrom('127.0.0.1', { [header]: '203.0.113.9' })), header).toBe(
        false,
      );
  });
});

describe('the outbox route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const outbox = new DevOutbox(() => 1_700_000_000_000);
    await outbox.sendEmail('someone@example.com', 'Sign-up code', 'Your code: 123456');
    // trustProxy on: request.ip would believe X-Forwarded-For; the route must not.
    app = Fastify({ trustProxy: true });
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(failure(404, `no route for ${request.method} ${request.url.split('?')[0] ?? ''}`)),
    );
    registerDevOutboxRoutes(app, outbox);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the codes to a client on this machine', async () => {
    const answer = await app.inject({ url: DEV_OUTBOX_PATH, remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { messages: [{ to: 'someone@example.com', text: 'Your code: 123456' }] },
    });
  });

  it('answers a remote client the 404 of an unknown path, X-Forwarded-For or not', async () => {
    const unknown = await app.inject({ url: '/api/dev/nothing', remoteAddress: '203.0.113.9' });
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const answer = await app.inject({
        url: `${DEV_OUTBOX_PATH}?format=html`,
        remoteAddress: '203.0.113.9',
        headers,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(answer.json()).toEqual(failure(404, `no route for GET ${DEV_OUTBOX_PATH}`));
      expect(answer.body).not.toContain('123456');
    }
  });
});
