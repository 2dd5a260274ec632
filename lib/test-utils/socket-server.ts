import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

export interface ReceivedRequest {
  socketId: string;
  connection: number;
  payload: { header?: { type?: number }; body?: Record<string, unknown> };
}

export interface TestSocketServer {
  url: string;
  io: Server;
  requests: ReceivedRequest[];
  sockets: Socket[];
  /** Handshake query of each connection, in order. */
  handshakes: Record<string, unknown>[];
  transports: string[];
  /** Pushes a topic to every connected client. */
  push: (topic: string, payload: unknown) => void;
  close: () => Promise<void>;
}

/** A real socket.io server on port 0 that acknowledges auth (type 1001) with code 0. */
export async function startSocketServer(): Promise<TestSocketServer> {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  const requests: ReceivedRequest[] = [];
  const sockets: Socket[] = [];
  const handshakes: Record<string, unknown>[] = [];
  const transports: string[] = [];
  io.on('connection', (socket) => {
    sockets.push(socket);
    const connection = sockets.length;
    handshakes.push({ ...socket.handshake.query });
    transports.push(socket.conn.transport.name);
    socket.on('message', (payload: ReceivedRequest['payload'], ack?: (reply: unknown) => void) => {
      requests.push({ socketId: socket.id, connection, payload });
      if (payload?.header?.type === 1001) ack?.({ header: { type: 1001 }, body: { code: 0 } });
      else ack?.({ code: 0 });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    requests,
    sockets,
    handshakes,
    transports,
    push: (topic, payload) => io.emit(topic, payload),
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}

export async function waitFor(
  check: () => boolean,
  timeoutMs = 8000,
  label = 'condition',
): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
