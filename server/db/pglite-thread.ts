import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  fromWireError,
  type PgliteThreadReady,
  type PgliteThreadReply,
  type PgliteThreadRequest,
  type PgliteThreadStart,
  type WireResults,
} from './pglite-thread-protocol';

/** What a request is without its id (the client numbers them). */
type Call = PgliteThreadRequest extends infer R
  ? R extends PgliteThreadRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** The part of PGlite's client that Drizzle's PGlite driver and the server use. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The compiled server (scripts/build-server.ts) has the worker compiled beside it; started from
 * there, the thread loads plain JavaScript. A process that runs the server from its sources may
 * name a compiled worker of the same sources in PGLITE_THREAD_WORKER (the API tests compile one
 * per run, tests/setup/global-setup.ts): a thread started through tsx's hooks spent 0.6 s more
 * CPU per database opened (1.35 s against 0.75 per in-process server start, measured).
 */
function compiledWorker(): URL | undefined {
  const named = process.env.PGLITE_THREAD_WORKER;
  if (named) {
    if (!existsSync(named)) throw new Error(`PGLITE_THREAD_WORKER: no file ${named}`);
    return pathToFileURL(named);
  }
  const worker = new URL('./pglite-thread-worker.mjs', import.meta.url);
  return existsSync(fileURLToPath(worker)) ? worker : undefined;
}

/**
 * From the sources the worker is TypeScript, and on Node 20 a worker thread does not inherit the
 * parent's module hooks for its entry; so the thread starts from a line of JavaScript that
 * registers tsx's ESM hooks (the `import` entry of `tsx/esm/api`, read from tsx's package.json)
 * and then imports it.
 */
function workerBootstrap(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = manifest.exports['./esm/api'];
  const relative = typeof entry === 'object' ? entry.import?.default : undefined;
  if (!relative) throw new Error('tsx/esm/api has no import entry');
  const api = pathToFileURL(path.join(path.dirname(manifestPath), relative)).href;
  const worker = new URL('./pglite-thread-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
}

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per process and handed to every database thread
 * it starts: a thread that compiles it itself spends 0.5–0.6 s of CPU on that (0.9–1.0 s against
 * 0.35–0.45 s per start, measured). One server opens one database, but a process that opens
 * several (the API tests' in-process servers, each on its own data folder) compiles it once.
 * Undefined where the file is not found: PGlite then loads its own.
 */
let compiledPostgres: Promise<WebAssembly.Module | undefined> | undefined;
function postgresWasm(): Promise<WebAssembly.Module | undefined> {
  compiledPostgres ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
    return existsSync(file) ? WebAssembly.compile(await readFile(file)) : undefined;
  })();
  return compiledPostgres;
}

/**
 * Embedded PGlite on its own thread, behind PGlite's own interface. PGlite runs SQL on the thread
 * that calls it, and on the server thread the read model's writes took a sixth of the core that
 * answers HTTP and runs the engine (bench:orders-http); on a thread of its own, SQL uses the
 * other core. Statements and transactions keep PGlite's semantics: one connection, statements
 * outside a transaction wait for it to finish.
 */
export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<
    number,
    { resolve: (result: WireResults | undefined) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private nextTx = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (reply: PgliteThreadReply) => this.settle(reply));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the database thread exited (${code})`)));
  }

  static async open(start: PgliteThreadStart): Promise<PgliteThread> {
    const compiled = compiledWorker();
    const workerData: PgliteThreadStart = { ...start, wasmModule: await postgresWasm() };
    const worker = compiled
      ? new Worker(compiled, { workerData })
      : new Worker(workerBootstrap(), { eval: true, workerData });
    let onMessage: ((ready: PgliteThreadReady) => void) | undefined;
    let onError: ((error: Error) => void) | undefined;
    let onExit: ((code: number) => void) | undefined;
    try {
      const ready = await new Promise<PgliteThreadReady>((resolve, reject) => {
        onMessage = resolve;
        onError = reject;
        onExit = (code) => reject(new Error(`the database thread exited (${code})`));
        worker.once('message', onMessage).once('error', onError).once('exit', onExit);
      });
      if (!ready.ready) throw fromWireError(ready.error);
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only these: removeAllListeners would also drop the Worker's own listeners, which deliver
      // its messages.
      if (onMessage) worker.off('message', onMessage);
      if (onError) worker.off('error', onError);
      if (onExit) worker.off('exit', onExit);
    }
    return new PgliteThread(worker);
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.statement<T>(undefined, text, params, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.call({ op: 'begin', tx });
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      await this.call({ op: 'end', tx, commit });
    };
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const handle: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.statement<R>(tx, text, params ?? [], options);
      },
      sql: async () => {
        throw new Error('tx.sql is not available on the database thread; use tx.query');
      },
      exec: async () => {
        throw new Error('tx.exec is not available on the database thread; use tx.query');
      },
      rollback: async () => {
        check();
        await end(false);
      },
      listen: async () => {
        throw new Error('LISTEN is not available on the database thread');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private async statement<T>(
    tx: number | undefined,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
      throw new Error(
        'serializers, blob, onNotice and paramTypes are not passed to the database thread',
      );
    }
    const parsers = options?.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const wire = await this.call({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      textTypes,
    });
    if (!wire) throw new Error('the database thread answered a query without a result');
    // The caller's parsers run here on the text the thread kept for their types.
    if (textTypes.length > 0) parseColumns(wire, parsers);
    return {
      rows: wire.rows as T[],
      fields: wire.fields,
      ...(wire.affectedRows === undefined ? {} : { affectedRows: wire.affectedRows }),
    };
  }

  private call(call: Call): Promise<WireResults | undefined> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...call, id } as PgliteThreadRequest);
    });
  }

  private settle(reply: PgliteThreadReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    // Idle, the thread does not keep the process alive (as PGlite in this thread would not).
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(fromWireError(reply.error));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

function parseColumns(results: WireResults, parsers: NonNullable<QueryOptions['parsers']>): void {
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of results.rows) {
      if (Array.isArray(row)) {
        if (row[index] !== null) row[index] = parse(row[index] as string);
      } else {
        const record = row as Record<string, unknown>;
        if (record[field.name] !== null) {
          record[field.name] = parse(record[field.name] as string);
        }
      }
    }
  });
}
