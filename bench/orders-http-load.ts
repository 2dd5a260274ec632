/**
 * The load generator of `bench/orders-http.ts`: keep-alive HTTP/1.1 connections written straight
 * on `net` sockets, one request in flight per connection (a closed loop). It shares the two cores
 * with the server, so it does as little as it can: requests are prebuilt strings, a response is
 * read by its Content-Length and only its JSON body is parsed (about a fifth of what Node's own
 * http client costs per request here).
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export interface Response {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** One keep-alive connection; `send` writes a request and resolves with its whole response. */
export class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: Response) => void; reject: (e: Error) => void } | undefined;
  private closedError: Error | undefined;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    const fail = (error: Error) => {
      this.closedError = error;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  static open(port: number, host = '127.0.0.1'): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host }, () => {
        socket.off('error', reject);
        resolve(new Connection(socket));
      });
      socket.once('error', reject);
    });
  }

  send(request: string): Promise<Response> {
    if (this.closedError) return Promise.reject(this.closedError);
    if (this.waiting) return Promise.reject(new Error('one request at a time per connection'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      this.waiting?.reject(new Error(`a response without Content-Length: ${head}`));
      this.waiting = undefined;
      return;
    }
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    const response = {
      status: Number(head.slice(9, 12)),
      body: this.buffered.toString('utf8', end + HEADER_END.length, total),
    };
    this.buffered = this.buffered.subarray(total);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(response);
  }
}

/** A POST request with a JSON body and a bearer token, as bytes on the wire. */
export function postRequest(host: string, path: string, token: string, body: string): string {
  return (
    `POST ${path} HTTP/1.1\r\nhost: ${host}\r\nauthorization: Bearer ${token}\r\n` +
    `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Latencies in microseconds, kept whole so the percentiles are exact. */
export class Latencies {
  private values = new Float64Array(1 << 16);
  count = 0;

  add(micros: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = micros;
  }

  /** The p-th percentile in milliseconds (nearest rank). */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const sorted = this.values.slice(0, this.count).sort();
    const rank = Math.min(this.count - 1, Math.max(0, Math.ceil((p / 100) * this.count) - 1));
    return (sorted[rank] ?? 0) / 1000;
  }
}

export interface LoopResult {
  /** Requests answered inside the measured window, per kind of request. */
  answered: Map<string, number>;
  latencies: Map<string, Latencies>;
  /** Answers that were not a success (`status code` → how many), inside the window. */
  failures: Map<string, number>;
  seconds: number;
  /** The measured window on the monotonic clock (ns), to cut a server CPU profile to it. */
  window: { start: bigint; end: bigint };
  /** Answers that were not a success over the whole run, warm-up included. */
  failedAnswers: number;
  /** Connections that failed (the server closed them or an answer could not be read). */
  lostConnections: number;
  /** CPU of this (load generator) process during the window, in % of one core. */
  cpuPercent: number;
  /** CPU of the server process during the window, in % of one core (Linux; 0 elsewhere). */
  serverCpuPercent: number;
}

/** utime + stime of a process in ms (Linux /proc; 0 elsewhere). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * One step of a client: the request to send, its kind (for the tallies) and what to do with the
 * answer (the next step, or undefined to start the client's cycle again).
 */
/** How an answer was read: a success or not, its code, and the data the next step gets. */
export interface Answer {
  ok: boolean;
  code: number;
  data: unknown;
}

/** The app's envelope: HTTP 200 with `code` 0 is a success; `data` is what it carries. */
export function envelopeAnswer(status: number, body: string): Answer {
  let parsed: { code?: number; data?: unknown } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // A failure with its status.
  }
  const code = typeof parsed.code === 'number' ? parsed.code : -1;
  return { ok: status === 200 && code === 0, code, data: parsed.data };
}

export interface Step {
  kind: string;
  request: string;
  /** Called with the parsed answer; returns the next step of the cycle, if any. */
  then?: (answer: { status: number; code: number; data: unknown }) => Step | undefined;
}

/**
 * Runs `connections` closed loops for `warmupSeconds` and then `seconds`; only the second window
 * is counted. Each loop asks `cycle(connectionIndex)` for the first step of a cycle.
 */
export async function runClosedLoops(options: {
  port: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  cycle: (connection: number) => Step;
  /** The server's process, whose CPU is measured over the window. */
  serverPid?: number;
  /** How an answer is read (default: the app's envelope). */
  read?: (status: number, body: string) => Answer;
}): Promise<LoopResult> {
  const read = options.read ?? envelopeAnswer;
  let failedAnswers = 0;
  const connections = await Promise.all(
    Array.from({ length: options.connections }, () => Connection.open(options.port)),
  );
  const answered = new Map<string, number>();
  const latencies = new Map<string, Latencies>();
  const failures = new Map<string, number>();
  let measuring = false;
  let running = true;
  const tally = (kind: string, micros: number, failure: string | undefined) => {
    if (!measuring) return;
    if (failure) {
      failures.set(failure, (failures.get(failure) ?? 0) + 1);
      return;
    }
    answered.set(kind, (answered.get(kind) ?? 0) + 1);
    let list = latencies.get(kind);
    if (!list) latencies.set(kind, (list = new Latencies()));
    list.add(micros);
  };
  const loop = async (connection: Connection, index: number) => {
    while (running) {
      let step: Step | undefined = options.cycle(index);
      while (step && running) {
        const started = process.hrtime.bigint();
        const response = await connection.send(step.request);
        const micros = Number(process.hrtime.bigint() - started) / 1000;
        const { ok, code, data } = read(response.status, response.body);
        if (!ok) failedAnswers++;
        tally(step.kind, micros, ok ? undefined : `${step.kind} ${response.status} ${code}`);
        step = ok ? step.then?.({ status: response.status, code, data }) : undefined;
      }
    }
  };
  let lost = 0;
  const loops = connections.map((connection, index) =>
    loop(connection, index).catch((error: unknown) => {
      lost++;
      console.error(`connection ${index} lost: ${String(error)}`);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, options.warmupSeconds * 1000));
  measuring = true;
  const serverCpuBefore = processCpuMs(options.serverPid);
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  measuring = false;
  const ended = process.hrtime.bigint();
  const seconds = Number(ended - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuMs = processCpuMs(options.serverPid) - serverCpuBefore;
  running = false;
  await Promise.all(loops);
  for (const connection of connections) connection.close();
  return {
    answered,
    latencies,
    failures,
    seconds,
    window: { start: started, end: ended },
    failedAnswers,
    lostConnections: lost,
    cpuPercent: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
    serverCpuPercent: serverCpuMs / 10 / seconds,
  };
}
