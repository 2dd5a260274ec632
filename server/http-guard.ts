import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';

/**
 * The first look at every request, before the API or Next.js sees it: requests neither could
 * answer sensibly (their own answer was a 500, a page or a redirect) are refused here with a 4xx,
 * as the API's envelope under the API paths and as plain text elsewhere.
 */

/** Methods this server answers; TRACE (cross-site tracing), WebDAV and the rest get 405. */
export const ALLOWED_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];
const ALLOW = ALLOWED_METHODS.join(', ');

/** Response headers Next.js uses between its middleware and its router; not for clients. */
const INTERNAL_RESPONSE_HEADER = /^x-middleware-/i;

type FailureResponse = { headers: Record<string, string>; body: string };

export interface HttpGuardOptions {
  isApiPath(pathname: string): boolean;
  /** The API's error envelope and headers. */
  apiFailure(status: number, message: string): FailureResponse;
  /** The most a GET or HEAD may carry, which nobody here reads (the API's body limit). */
  bodylessLimitBytes: number;
}

/**
 * Answers that go out while the request's body is still arriving (a body over its limit, a
 * refusal before the body is read): the rest of the body is read and dropped, for at most this
 * long and this much, before the connection may close. A socket closed with unread data resets
 * the connection, and the client's system then drops the answer it had not read yet: the client
 * sees "connection reset" instead of the 413 it was sent.
 */
export const DRAIN_BEFORE_CLOSE = { ms: 2000, bytes: 16 * 1024 * 1024 } as const;

/** Bodies at most this long arrive with their headers: they are never still arriving. */
const DRAIN_FROM_BYTES = 16 * 1024;

/** Where a request goes next; `answered` means the guard has already replied. */
export type Destination = 'api' | 'web' | 'answered';

export function createHttpGuard(options: HttpGuardOptions) {
  const failure = (api: boolean, status: number, message: string) =>
    api ? options.apiFailure(status, message) : plainFailure(message);
  /**
   * The response under way on each connection. A parser error must not write into it, but may
   * answer once it is done: a client that has read a whole early answer (a 401 sent while the
   * request's body was still being read and dropped) sends its next request on the same
   * connection, and that request's 431 belongs after the answer the client already has.
   */
  const answering = new WeakMap<Duplex, ServerResponse>();

  const route = (req: IncomingMessage, res: ServerResponse): Destination => {
    const socket = req.socket;
    answering.set(socket, res);
    res.once('close', () => {
      if (answering.get(socket) === res) answering.delete(socket);
    });
    const method = req.method ?? 'GET';
    if (req.url === '*') {
      // The server-wide OPTIONS of RFC 9110 §9.3.7: what the server allows, no resource involved.
      if (method === 'OPTIONS') res.writeHead(204, { allow: ALLOW }).end();
      else write(res, 400, failure(false, 400, '"*" is a request target for OPTIONS only'));
      return 'answered';
    }
    if (!toOriginForm(req)) {
      write(res, 400, failure(false, 400, 'the request target must be a path'));
      return 'answered';
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const api = options.isApiPath(pathname);
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      write(res, status, failure(api, status, message), headers);
      return 'answered' as const;
    };
    const length = bodyLength(req);
    if (length === 'chunked' || length > DRAIN_FROM_BYTES) drainBeforeEnd(req, res);
    if (!ALLOWED_METHODS.includes(method)) {
      return refuse(405, `method ${method} is not allowed (allowed: ${ALLOW})`, { allow: ALLOW });
    }
    if ((method === 'GET' || method === 'HEAD') && length !== 'chunked') {
      if (length > options.bodylessLimitBytes) {
        return refuse(
          413,
          `a ${method} request carries no body here; this one declares ${length} bytes (at most ${options.bodylessLimitBytes})`,
          { connection: 'close' },
        );
      }
    }
    if (!decodes(pathname)) return refuse(400, 'the path has a malformed percent-encoding');
    if (api) return 'api';
    if (!validRouterState(req.headers['next-router-state-tree'])) {
      return refuse(400, 'the next-router-state-tree header is not a valid router state');
    }
    hideInternalHeaders(res);
    return 'web';
  };

  /**
   * The http server's `clientError`: requests Node's parser refused (a header section over 16 KB,
   * a malformed request line) get Node's status, as the API's envelope with its headers unless the
   * request line names a page. A connection with a response under way gets its answer after that
   * response, never inside it.
   */
  const clientError = (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const underWay = answering.get(socket);
    if (underWay) {
      underWay.once('close', () => clientError(error, socket));
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const [, method, target] = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/\S*)/.exec(raw) ?? [];
    // Node hands over only the chunk its parser choked on: past the first TCP segment of a long
    // header section the request line is gone. Not knowing the path, answer in the API's
    // envelope (a JSON body a browser shows as well as text; an API client can parse it).
    const api = target === undefined || options.isApiPath(target.split('?')[0] ?? '');
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    const { headers, body } = failure(api, status, reason);
    const head = Object.entries({ ...headers, 'content-length': Buffer.byteLength(body) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    // An answer to HEAD has no body, whatever its length says.
    const content = method === 'HEAD' ? '' : body;
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\n${head}\r\n${content}`);
  };

  return { route, clientError };
}

/** The body's declared length in bytes, or `chunked` when it is sent in chunks of unknown total. */
function bodyLength(req: IncomingMessage): number | 'chunked' {
  if (req.headers['transfer-encoding'] !== undefined) return 'chunked';
  // Node's parser has refused a malformed or repeated Content-Length already.
  return Number(req.headers['content-length'] ?? 0);
}

/**
 * Holds the end of the answer (its head and body are written at once) until the request's body
 * has arrived, reading and dropping it, within DRAIN_BEFORE_CLOSE; then ends it. The connection
 * then closes (or stays open) with nothing unread.
 */
function drainBeforeEnd(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end;
  res.end = function endAfterBody(this: ServerResponse, ...args: unknown[]) {
    res.end = end;
    if (req.complete || req.destroyed) return Reflect.apply(end, this, args) as ServerResponse;
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as () => void) : undefined;
    if (args.length > 0 && args[0] !== undefined && args[0] !== null) {
      Reflect.apply(this.write, this, args);
    }
    let drained = 0;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', finish);
      req.off('close', finish);
      Reflect.apply(end, this, callback ? [callback] : []);
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BEFORE_CLOSE.bytes) finish();
    };
    const timer = setTimeout(finish, DRAIN_BEFORE_CLOSE.ms);
    req.on('data', count);
    req.once('end', finish);
    req.once('close', finish);
    req.resume();
    return this;
  } as ServerResponse['end'];
}

/** Node's own statuses for its parser's errors (anything else is 400). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Turns an absolute-form target (`GET http://host/path`, which RFC 9112 §3.2.2 has servers accept)
 * into the path it names, its authority replacing Host; false for any other non-path target.
 */
function toOriginForm(req: IncomingMessage): boolean {
  const target = req.url ?? '/';
  if (target.startsWith('/')) return true;
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return false;
  const url = new URL(target);
  req.url = `${url.pathname}${url.search}`;
  req.headers.host = url.host;
  return true;
}

function decodes(pathname: string): boolean {
  // Only a percent sign can make decoding fail; most paths have none.
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Next's own check of the header (it answers 500 when the check fails inside a render). */
function validRouterState(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops Next's internal `x-middleware-*` headers (e.g. `x-middleware-rewrite`) at the moment the
 * head is written, whether they were set one by one or passed to writeHead. An implicit head (the
 * first write) goes through writeHead too.
 */
function hideInternalHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const name of res.getHeaderNames()) {
      if (INTERNAL_RESPONSE_HEADER.test(name)) res.removeHeader(name);
    }
    return writeHead(...args.map(withoutInternalHeaders));
  }) as ServerResponse['writeHead'];
}

/** writeHead's headers argument without the internal names: an object, [name, value] pairs or a flat list. */
function withoutInternalHeaders(arg: unknown): unknown {
  if (Array.isArray(arg) && arg.some(Array.isArray)) {
    return arg.filter((pair) => !INTERNAL_RESPONSE_HEADER.test(String([pair].flat()[0])));
  }
  if (Array.isArray(arg)) {
    const kept: unknown[] = [];
    for (let i = 0; i < arg.length; i += 2) {
      if (!INTERNAL_RESPONSE_HEADER.test(String(arg[i]))) kept.push(arg[i], arg[i + 1]);
    }
    return kept;
  }
  if (typeof arg === 'object' && arg !== null) {
    return Object.fromEntries(
      Object.entries(arg).filter(([name]) => !INTERNAL_RESPONSE_HEADER.test(name)),
    );
  }
  return arg;
}

function plainFailure(message: string): FailureResponse {
  return {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
    body: message,
  };
}

function write(
  res: ServerResponse,
  status: number,
  { headers, body }: FailureResponse,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
}
