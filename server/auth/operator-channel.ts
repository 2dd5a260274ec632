import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { KycService } from './kyc';

/**
 * How the operator's command (`server/cli/kyc.ts`) reaches a running server: a small HTTP
 * endpoint on a Unix socket in the data folder, `${DATA_DIR}/operator/control.sock`.
 *
 * Why this shape: the embedded database (PGlite) can be opened by one process only, so a command
 * that opened the data folder itself could not run beside the server (and with PostgreSQL it would
 * bypass the service that owns the rule). Asking the server keeps one writer and works the same
 * on both databases. A Unix socket rather than a TCP admin path: nothing is listening on the
 * network, so no request from outside, through a proxy or a forged header can ever reach it, and
 * no token has to be minted, stored and kept secret. Access is the file system's: the folder is
 * 0700 and the socket 0600, so only the account that runs the server (or root) may connect, the
 * same people who can read the database files anyway.
 */

export const operatorSocketPath = (dataDir: string) =>
  path.join(dataDir, 'operator', 'control.sock');

/** sun_path holds 108 bytes on Linux, 104 on macOS (terminating NUL included). */
const MAX_SOCKET_PATH_BYTES = 103;

export const OPERATOR_ROUTES = { pending: '/kyc/pending', review: '/kyc/review' } as const;

export const reviewRequestSchema = z.object({
  userId: z.number().int().positive(),
  level: z.union([z.literal(1), z.literal(2)]),
  decision: z.enum(['approve', 'reject']),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewAnswerSchema = z.object({ reviewed: z.boolean() });

export const pendingAnswerSchema = z.object({
  submissions: z.array(
    z.object({ userId: z.number(), level: z.number(), submittedAt: z.number() }),
  ),
});

export interface OperatorChannel {
  /** Resolves true once the socket listens; false when this process does not serve it. */
  ready: Promise<boolean>;
  /** Adds commands of a module built after the auth module (the wallet's withdrawals). */
  addHandler(handler: OperatorHandler): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new Error('request too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Further operator commands (listing applications): the answer to a request it knows, else undefined. */
export type OperatorHandler = (request: {
  method: string;
  url: string;
  body(): Promise<unknown>;
}) => Promise<{ status: number; body: unknown } | undefined>;

async function handle(
  kyc: KycService,
  handlers: readonly OperatorHandler[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method === 'GET' && req.url === OPERATOR_ROUTES.pending) {
    return send(res, 200, { submissions: await kyc.pending() });
  }
  if (req.method === 'POST' && req.url === OPERATOR_ROUTES.review) {
    const parsed = reviewRequestSchema.safeParse(await readJson(req).catch(() => undefined));
    if (!parsed.success) return send(res, 400, { error: 'expected { userId, level, decision }' });
    const { userId, level, decision } = parsed.data;
    return send(res, 200, { reviewed: await kyc.review(userId, level, decision === 'approve') });
  }
  for (const handler of handlers) {
    const answer = await handler({
      method: req.method ?? '',
      url: req.url ?? '',
      body: () => readJson(req).catch(() => undefined),
    });
    if (answer) return send(res, answer.status, answer.body);
  }
  send(res, 404, { error: `no operator route ${req.method ?? ''} ${req.url ?? ''}` });
}

function listenOn(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(socketPath, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Whether a live process answers on the socket (a stale file left by a killed server does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Serves the operator socket of `dataDir` for as long as the server runs. Never fails the server:
 * when the socket cannot be served it logs why (the command then says no server answers).
 */
export function startOperatorChannel(options: {
  dataDir: string;
  kyc: KycService;
  handlers?: readonly OperatorHandler[];
  log: Logger;
}): OperatorChannel {
  const { kyc, log } = options;
  const handlers = [...(options.handlers ?? [])];
  const socketPath = operatorSocketPath(options.dataDir);
  const server = createServer((req, res) => {
    handle(kyc, handlers, req, res).catch((error: unknown) => {
      log.error({ err: error }, 'operator request failed');
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
    });
  });

  const open = async (): Promise<boolean> => {
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
      log.warn(
        { socketPath },
        'operator socket not served: the DATA_DIR path is too long for a Unix socket; KYC review needs a shorter DATA_DIR',
      );
      return false;
    }
    const dir = path.dirname(socketPath);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    try {
      await listenOn(server, socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      // Several processes on one PostgreSQL may share a data folder: one of them serves it.
      if (await answers(socketPath)) {
        log.info({ socketPath }, 'operator socket served by another process');
        return false;
      }
      await unlink(socketPath);
      await listenOn(server, socketPath);
    }
    await chmod(socketPath, 0o600);
    log.info({ socketPath }, 'operator socket ready (npx tsx server/cli/kyc.ts)');
    return true;
  };

  const ready = open().catch((error: unknown) => {
    log.warn({ err: error, socketPath }, 'operator socket not served');
    return false;
  });
  return {
    ready,
    addHandler(handler) {
      handlers.push(handler);
    },
    async close() {
      if (!(await ready)) return;
      // Node removes the socket file once the server is closed.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
