import { createHash } from 'node:crypto';
import {
  Agent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { apiRoutes } from '../../server/api/app';
import { isBinancePath } from '../../server/compat/binance';
import { takeSnapshot } from '../../server/engine';
import { encodeJson } from '../../server/engine/codec';
import type { ExchangeServer } from '../../server/http-server';
import type { FuzzRequest, FuzzRoute } from './fuzz-requests';

/** Sends fuzz requests at a running server and checks each answer; no vitest import. */

export interface RawRequest {
  method: string;
  /** Sent as is: no normalisation or re-encoding of the path. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request through node:http, which (unlike fetch) sends any method and any path. */
export function sendRaw(base: string, request: RawRequest, agent?: Agent): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        // Node frames a GET or HEAD body only with an explicit length (else it reaches the
        // server as the start of a next, broken request).
        headers: {
          ...(request.body !== undefined
            ? { 'content-length': Buffer.byteLength(request.body) }
            : {}),
          ...request.headers,
        },
        ...(agent ? { agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** The server the fuzz runs against (suite and `fuzz:api`): engine on, nothing moving by itself. */
export const FUZZ_SERVER_ENV = {
  CANDLE_BACKFILL_DAYS: '0',
  MARKET_SIMULATION: 'on',
  MARKET_MAKERS: 'off',
  // Throttling would stop most requests before the code under test; it is not what is fuzzed.
  AUTH_LIMIT_SCALE: '1000',
  PUBLIC_WEIGHT_LIMIT: '100000000',
  DEV_DELIVERY: 'on',
  // The money-changing demo deposit route is fuzzed too (the state must not move).
  DEMO_DEPOSIT: 'on',
  // The rewards sweep would grant the fuzz user's sign-up voucher mid-run: a change the requests
  // did not make (every request carries a fault, so none of them grants anything).
  REWARDS_SWEEP_MS: '3600000',
} as const;

/** The API's routes as Fastify registered them, one entry per path with its methods. */
export function fuzzRoutes(server: ExchangeServer): FuzzRoute[] {
  const byUrl = new Map<string, string[]>();
  for (const { method, url } of apiRoutes(server.api)) {
    byUrl.set(url, [...(byUrl.get(url) ?? []), method]);
  }
  return [...byUrl]
    .map(([url, methods]) => ({ url, methods }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** A Node or V8 stack frame, a source path or an internal error name leaking into a body. */
const STACK_TRACE =
  /\n\s+at |at [\w.<>]+ \(.*:\d+:\d+\)|node:internal|\.[cm]?[jt]s:\d+|node_modules|FST_ERR_/;

export interface Finding {
  method: string;
  path: string;
  kind: string;
  status: number;
  body: string;
}

export interface HttpFuzzReport {
  requests: number;
  routes: number;
  statuses: Map<number, number>;
  /** Answers with status 500 or above. */
  serverErrors: Finding[];
  /** Bodies that show a stack trace, a source path or an internal error code. */
  stackTraces: Finding[];
  /** API answers that are not the JSON envelope or lack the security headers. */
  notEnvelope: Finding[];
  /** Requests that got no HTTP answer at all (reset, hang-up). */
  transportErrors: Finding[];
  ms: number;
}

export async function runHttpFuzz(
  base: string,
  requests: Iterable<FuzzRequest>,
  options: { concurrency?: number; isApiPath: (pathname: string) => boolean },
): Promise<HttpFuzzReport> {
  const started = Date.now();
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency ?? 8 });
  const report: HttpFuzzReport = {
    requests: 0,
    routes: 0,
    statuses: new Map(),
    serverErrors: [],
    stackTraces: [],
    notEnvelope: [],
    transportErrors: [],
    ms: 0,
  };
  const routes = new Set<string>();
  const pending = requests[Symbol.iterator]();
  const worker = async () => {
    for (let next = pending.next(); !next.done; next = pending.next()) {
      report.requests += 1;
      routes.add(next.value.route);
      await check(base, next.value, agent, options.isApiPath, report);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  agent.destroy();
  report.routes = routes.size;
  report.ms = Date.now() - started;
  return report;
}

async function check(
  base: string,
  request: FuzzRequest,
  agent: Agent,
  isApiPath: (pathname: string) => boolean,
  report: HttpFuzzReport,
): Promise<void> {
  const finding = (status: number, body: string): Finding => ({
    method: request.method,
    path: request.path.slice(0, 200),
    kind: request.kind,
    status,
    body: body.slice(0, 300),
  });
  let response: RawResponse;
  try {
    response = await sendRaw(base, request, agent);
  } catch (error) {
    report.transportErrors.push(finding(0, String(error)));
    return;
  }
  const { status, body, headers } = response;
  report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
  if (status >= 500) report.serverErrors.push(finding(status, body));
  if (STACK_TRACE.test(body)) report.stackTraces.push(finding(status, body));
  const pathname = request.path.split('?')[0] ?? '';
  if (!isApiPath(pathname)) return;
  const html = String(headers['content-type']).startsWith('text/html'); // the dev outbox page
  if (headers['x-content-type-options'] !== 'nosniff' || (!html && !isEnvelope(request, body))) {
    report.notEnvelope.push(finding(status, body));
  }
}

function isEnvelope(request: FuzzRequest, body: string): boolean {
  if (request.method === 'HEAD') return body === '';
  try {
    const parsed = JSON.parse(body) as { success?: unknown; code?: unknown; msg?: unknown };
    // The Binance-compatible layer answers in Binance's shapes (errors { code, msg }); what the
    // guard refuses before any route (bad methods, encodings) keeps the envelope there too.
    if (isBinancePath(request.path.split('?')[0] ?? '')) {
      const binance = typeof parsed.code !== 'number' || typeof parsed.msg === 'string';
      if (typeof parsed === 'object' && parsed !== null && binance) return true;
    }
    return typeof parsed.success === 'boolean' && typeof parsed.code === 'number';
  } catch {
    return false;
  }
}

/**
 * Tables the market writes by itself while the engine runs (candles, funding and insurance fund
 * snapshots, the projection marker): they move with the clock, not with requests.
 */
const MARKET_TABLES = new Set([
  'candles',
  'server_meta',
  'funding_rate_history',
  'insurance_fund_history',
]);

export interface StateFingerprint {
  /** Per table, SHA-256 over its rows (sorted, so row order does not matter). */
  tables: Record<string, string>;
  /**
   * SHA-256 over what users own in the engine: accounts, balances, positions, orders, the resting
   * queues and id counters; not prices, funding or the journal position, which the index moves.
   */
  engine: string | undefined;
}

export async function stateFingerprint(server: ExchangeServer): Promise<StateFingerprint> {
  const rows = await server.database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (MARKET_TABLES.has(table)) continue;
    const content = await server.database.query(`select * from "${table}"`);
    // A session's last use is written by any authenticated request, refused or not (at most once
    // a minute): the time it was seen, not a change the request made.
    if (table === 'sessions') for (const row of content) delete row.last_seen_at;
    const lines = content.map((row) => encodeJson(row)).sort();
    tables[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  const host = server.exchange?.host;
  let engine: string | undefined;
  if (host) {
    const { seq: _seq, now: _now, contracts, ...owned } = takeSnapshot(host.state);
    const queues = contracts.map((c) => ({
      contractId: c.contractId,
      bids: c.bids,
      asks: c.asks,
      triggers: c.triggers,
      feesCollected: c.feesCollected,
      insuranceFund: c.insuranceFund,
    }));
    engine = createHash('sha256').update(encodeJson({ owned, queues })).digest('hex');
  }
  return { tables, engine };
}

/** The report as printed by the fuzz script and attached to a failing test. */
export function describeReport(report: HttpFuzzReport): string {
  const statuses = [...report.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const sample = (list: Finding[]) =>
    list
      .slice(0, 5)
      .map((f) => `  ${f.status} ${f.method} ${f.path} [${f.kind}] ${f.body}`)
      .join('\n');
  return [
    `requests ${report.requests} over ${report.routes} routes in ${report.ms} ms`,
    `statuses ${statuses}`,
    `5xx ${report.serverErrors.length}\n${sample(report.serverErrors)}`,
    `stack traces ${report.stackTraces.length}\n${sample(report.stackTraces)}`,
    `not an envelope ${report.notEnvelope.length}\n${sample(report.notEnvelope)}`,
    `no answer ${report.transportErrors.length}\n${sample(report.transportErrors)}`,
  ].join('\n');
}
