import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { OPERATOR_CLI_ENTRIES } from '../../scripts/build-server';
import { v2 } from './auth-client';
import { checkContractAnswer } from './contract-answers';
import { loadConfig } from '../../server/config';
import {
  startExchangeServer,
  type ExchangeServer,
  type ExchangeServerOptions,
} from '../../server/http-server';
import { createLogger } from '../../server/logger';

/**
 * Starts the real server in-process (web app off, port 0, a temp data folder) for API tests, on
 * embedded PGlite or, when TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server.
 */

export interface Driver {
  name: 'pglite' | 'postgres';
  baseUrl: string | undefined;
}

export const drivers: Driver[] = [
  { name: 'pglite', baseUrl: undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, baseUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface TestServer {
  server: ExchangeServer;
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/** A new empty database on the server of `baseUrl`; dropped by the returned function. */
export async function freshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `exch_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // `with (force)` may not end a backend of another role (an autovacuum worker that just
        // started on the new database: "must be a member of the role whose process is being
        // terminated"); such a worker finishes in moments, so try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            return;
          } catch (error) {
            if (attempt >= 20 || (error as { code?: string }).code !== '42501') throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A new data folder for a test server. With the run's PGlite template (tests/setup/
 * global-setup.ts: an empty database with every migration applied, made once per run), the
 * folder starts with a copy of it, so the server opens an existing database instead of creating
 * one: PostgreSQL's initdb costs ≈ 2.5 s of CPU, opening a copy ≈ 0.6 s, and the API suites start
 * a server about 150 times. A server on PostgreSQL (DATABASE_URL) never looks at the copy.
 * `empty`: a folder with nothing in it (a test that checks what a server writes there).
 */
export async function makeDataDir(options: { empty?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exch-api-'));
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (template && !options.empty) await copyTree(template, path.join(dir, 'pglite'));
  return dir;
}

/**
 * Copies a folder of folders and files, every file at once. Node's `fs.cp` took 0.4 s of CPU for
 * the template's 1 224 files (it checks each path before and after), this 0.07 s.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyTree(path.join(from, entry.name), path.join(to, entry.name))
        : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

/**
 * PGlite's buffer cache for the test servers: PGlite zero-fills its default 128MB when it opens,
 * 0.4 s of CPU per server start, and a test database holds a few megabytes. The engine, the SQL
 * and what a restart recovers are the same at any size.
 */
const TEST_PGLITE_BUFFERS = { PGLITE_SHARED_BUFFERS: '16MB' } as const;

/**
 * Passwords hashed at scrypt N = 2^10 instead of 2^15 (server/auth/password.ts): the API suites
 * sign up, log in and step up thousands of times, and each hash at full cost is 50-130 ms of CPU.
 * The server accepts the lower cost only under NODE_ENV=test; server/auth/password.test.ts and
 * server/config.test.ts check the full cost and that rule, and the end-to-end tests run the
 * demo's server at full cost.
 */
export const TEST_PASSWORD_HASHING = { NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' } as const;

/** A test that starts its server as in production (NODE_ENV) gets production's hashing too. */
function testHashingUnlessProduction(env: Record<string, string>): Record<string, string> {
  return env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? TEST_PASSWORD_HASHING : {};
}

export async function startTestServer(
  driver: Driver,
  env: Record<string, string> = {},
  reuse?: { dataDir: string; databaseUrl: string | undefined },
  seams: Pick<ExchangeServerOptions, 'tokenVerifier' | 'marketState' | 'now'> = {},
): Promise<TestServer> {
  // A server on PostgreSQL never opens the PGlite copy: no need to make one.
  const dataDir = reuse?.dataDir ?? (await makeDataDir({ empty: Boolean(driver.baseUrl) }));
  let databaseUrl = reuse?.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (!reuse && driver.baseUrl) {
    const fresh = await freshPostgresDatabase(driver.baseUrl);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB: 'off',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    // No simulated history unless a test reads candles (it asks for the days it needs): two days
    // cost ≈ 2 s of CPU per PGlite start, and the API suites start about a hundred servers.
    CANDLE_BACKFILL_DAYS: '0',
    MARKET_SIMULATION: 'off',
    // The tests read codes from the development outbox (from 127.0.0.1); it is on only when asked.
    DEV_DELIVERY: 'on',
    ...TEST_PGLITE_BUFFERS,
    ...testHashingUnlessProduction(env),
    ...env,
  });
  const server = await startExchangeServer({
    config,
    log: createLogger(config.logLevel),
    ...seams,
  });
  return {
    server,
    url: server.url,
    dataDir,
    databaseUrl,
    async stop() {
      await server.close();
      if (drop) await drop();
      if (!reuse) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server whose KYC submissions wait for an operator's review (none approved at once). */
export const KYC_REVIEWED_ENV = { CANDLE_BACKFILL_DAYS: '0', KYC_AUTO_APPROVE: 'off' };

/** The started server of a describe block and the v2 API on it. */
export interface StartedServer {
  t: TestServer;
  call: ReturnType<typeof v2>;
}

/**
 * Starts the real server for a describe block (stopped after it) and hands it to `use`.
 * `clearLimiter`: every request comes from 127.0.0.1, so each test starts with fresh rate-limit
 * counters. `operatorChannel`: the block runs operator tools (server/cli) against the running
 * server, so its channel must be listening first. `seams`: as startTestServer's (a test clock).
 */
export function useTestServer(
  driver: Driver,
  env: Record<string, string>,
  use: (server: StartedServer) => void,
  options: {
    clearLimiter?: boolean;
    operatorChannel?: boolean;
    seams?: Pick<ExchangeServerOptions, 'tokenVerifier' | 'marketState' | 'now'>;
  } = {},
): void {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(driver, env, undefined, options.seams);
    if (options.operatorChannel) expect(await started.server.auth.operator.ready).toBe(true);
    use({ t: started, call: v2(started.url) });
  }, 180_000);
  afterAll(async () => {
    await started?.stop();
  });
  if (options.clearLimiter) {
    beforeEach(async () => {
      await started?.server.auth.limiter.clear();
    });
  }
}

/** Runs an operator's tool (`server/cli/<name>.ts`) on a server's data folder, to its end. */
export function operatorCommand(script: string, dataDir: string, ...args: string[]) {
  return runScript(script, args, { ...process.env, DATA_DIR: dataDir });
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function getJson(
  base: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(`${base}${pathAndQuery}`, { headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${pathAndQuery} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`,
    );
  }
  if (typeof body === 'object' && body !== null && 'code' in body)
    checkContractAnswer(pathAndQuery, Number(body.code), (body as { data?: unknown }).data);
  return { status: response.status, headers: response.headers, body };
}

/** Asserts a 4xx error envelope whose message names `mention`. */
export function expectClientError(response: JsonResponse, status: number, mention?: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ code: status, success: false, data: null });
  const message = (response.body as { message: string }).message;
  expect(message.length).toBeGreaterThan(5);
  if (mention) expect(message).toContain(mention);
}

/** The server's entry in the sources; tests start it compiled, as `npm start` does. */
export const SERVER_ENTRY = 'server/main.ts';

/**
 * Node's arguments for an entry of the repo: the server as `npm start` runs it (compiled, the run's
 * copy made by tests/setup/global-setup.ts); an operator's tool (`server/cli/<name>.ts`) from the
 * same run's compile, or through tsx as the README runs it when `via` says so (each tool's README
 * command is run that way in tests/api/operator-cli.test.ts). A tool's start through tsx cost
 * 1.2–1.7 CPU-s against 0.4 compiled, and the suites run them about a hundred times.
 */
export function entryArguments(script: string, via: 'compiled' | 'tsx' = 'compiled'): string[] {
  if (script === SERVER_ENTRY) return [required('SERVER_MAIN')];
  const entry = Object.entries(OPERATOR_CLI_ENTRIES).find(([, source]) => source === script)?.[0];
  if (via === 'tsx' || entry === undefined) return ['--import', 'tsx', script];
  return [path.join(required('SERVER_COMPILED_DIR'), `${entry}.mjs`)];
}

/** Runs an entry of the repo (e.g. `server/cli/kyc.ts`) to its end; its exit and output. */
export async function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  via: 'compiled' | 'tsx' = 'compiled',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...entryArguments(script, via), ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/**
 * Servers started by this test process: killed when it exits, so a test that times out (or a
 * worker that is torn down) never leaves one running on its own.
 */
const spawned = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of spawned) child.kill('SIGKILL');
});

/** Starts the server as a child process (as `npm start` does) and resolves once it prints its URL. */
export function spawnServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, entryArguments(SERVER_ENTRY), {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      WEB: 'off',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEV_DELIVERY: 'on',
      // As startTestServer: candle history only for a test that asks for it (the server's own
      // default is 30 days).
      CANDLE_BACKFILL_DAYS: '0',
      ...TEST_PGLITE_BUFFERS,
      ...testHashingUnlessProduction(env),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Exchange running at (http:\/\/\S+)/.exec(output);
      // pino writes asynchronously: also wait for the structured "listening" line.
      if (match?.[1] && output.includes('"msg":"listening"')) {
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * Stops a spawned server: SIGTERM (a clean shutdown) or SIGKILL (a crash, for restart tests), and
 * resolves with its exit code once it has exited (at once when it already had).
 */
export async function stopServer(
  child: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill(signal);
  return (await exited)[0];
}

/**
 * Calls `probe` every `intervalMs` until it returns a value (not undefined) and returns that;
 * fails naming `what` once `ms` have passed.
 */
export async function pollFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms: number,
  intervalMs: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `list[index]`, failing the test when it is missing (instead of a non-null assertion). */
export function at<T>(list: readonly T[], index: number): T {
  const value = index < 0 ? list[list.length + index] : list[index];
  if (value === undefined) throw new Error(`no element ${index} in a list of ${list.length}`);
  return value;
}

export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * A data folder (and, on PostgreSQL, a fresh database) that lives for one describe block, for
 * tests that start and kill servers on the same data. `env()` is the environment of a child
 * server on it; `reuse()` what startTestServer takes to start an in-process server on it.
 */
export function useServerWorkspace(driver: Driver): {
  env(extra: Record<string, string>): Record<string, string>;
  dataDir(): string;
  reuse(): { dataDir: string; databaseUrl: string | undefined };
} {
  let dataDir = '';
  let database: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    if (driver.baseUrl) database = await freshPostgresDatabase(driver.baseUrl);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir: () => dataDir,
    reuse: () => ({ dataDir, databaseUrl: database?.url }),
    env: (extra) => ({
      PORT: '0',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...extra,
    }),
  };
}

/** Whether this run has the PostgreSQL and Redis servers that several processes can share. */
export const SHARED_STORES_SET = Boolean(
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL,
);

export type SpawnedServer = Awaited<ReturnType<typeof spawnServer>>;

/** Server processes of one exchange: what they share, and a data folder each. */
export interface SharedStores {
  /** A fresh database on TEST_DATABASE_URL's server and the Redis of TEST_REDIS_URL. */
  env: { PORT: string; DATABASE_URL: string; REDIS_URL: string };
  dataDir(index: number): string;
  /** Spawns a server process, stopped when the body ends. */
  spawn(env: Record<string, string>): Promise<SpawnedServer>;
}

/**
 * Runs `body` with `processes` data folders and a fresh database that server processes share
 * through PostgreSQL and Redis; afterwards stops the processes it spawned (the last first: edges
 * before the engine they call) with `signal`, drops the database and removes the folders.
 */
export async function withSharedStores(
  processes: number,
  body: (stores: SharedStores) => Promise<void>,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<void> {
  const database = await freshPostgresDatabase(required('TEST_DATABASE_URL'));
  const dirs: string[] = [];
  for (let index = 0; index < processes; index++) dirs.push(await makeDataDir());
  const servers: SpawnedServer[] = [];
  try {
    await body({
      env: { PORT: '0', DATABASE_URL: database.url, REDIS_URL: required('TEST_REDIS_URL') },
      dataDir: (index) => at(dirs, index),
      async spawn(env) {
        const server = await spawnServer(env);
        servers.push(server);
        return server;
      },
    });
  } finally {
    for (const server of servers.reverse()) await stopServer(server.child, signal);
    await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An engine process and an edge process (no engine: it sends its trading calls to the engine
 * process through Redis) of one exchange on shared stores, both started with `env`, the edge
 * with `edgeEnv` too. `busPrefix` names the Redis keys of the command bus.
 */
export async function withEngineAndEdge(
  env: Record<string, string>,
  body: (servers: { engine: SpawnedServer; edge: SpawnedServer }) => Promise<void>,
  options: {
    busPrefix: string;
    edgeEnv?: Record<string, string>;
    signal?: 'SIGTERM' | 'SIGKILL';
  },
): Promise<void> {
  await withSharedStores(
    2,
    async (stores) => {
      const common = {
        ...env,
        ...stores.env,
        TRADING_BUS_PREFIX: options.busPrefix,
        // Every process of one exchange opens the same API-key secrets.
        API_KEY_ENCRYPTION_KEY: '5e'.repeat(32),
      };
      const engine = await stores.spawn({ ...common, DATA_DIR: stores.dataDir(0) });
      const edge = await stores.spawn({
        ...common,
        DATA_DIR: stores.dataDir(1),
        MARKET_SIMULATION: 'off',
        ...options.edgeEnv,
      });
      await body({ engine, edge });
    },
    options.signal,
  );
}
