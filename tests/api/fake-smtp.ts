import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './harness';

export interface FakeSmtp {
  port: number;
  /** Every message whose DATA ended, acknowledged or not. */
  messages: string[];
  /**
   * While true, a message's DATA is received (it joins `messages`) but not acknowledged: the
   * sender waits as it would on a slow or stuck mail server, until `release()`.
   */
  stall: boolean;
  /** Acknowledges every message held by `stall`. */
  release(): void;
  close(): Promise<void>;
}

/** A minimal SMTP server (no TLS, no auth) that keeps each received message's DATA. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const held: Socket[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            smtp.messages.push(data);
            data = '';
            if (smtp.stall) held.push(socket);
            else socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const smtp: FakeSmtp = {
    port: (server.address() as AddressInfo).port,
    messages: [],
    stall: false,
    release() {
      for (const socket of held.splice(0)) if (!socket.destroyed) socket.write('250 queued\r\n');
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return smtp;
}

/**
 * For a describe block: a fake SMTP server and the real server (on PGlite) that sends its mail
 * there, started with `env` and handed to `use`; both stopped after the block.
 */
export function useServerWithSmtp(
  env: Record<string, string>,
  use: (started: { t: TestServer; smtp: FakeSmtp }) => void,
): void {
  let t: TestServer | undefined;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestServer(
      { name: 'pglite', baseUrl: undefined },
      { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    );
    use({ t, smtp });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });
}
