/**
 * The thread that owns embedded PGlite (started by `pglite-thread.ts`). PGlite is PostgreSQL
 * compiled to WebAssembly and runs on the thread that calls it; here that is this thread, so the
 * server thread (HTTP, engine, market feed) keeps its core while SQL runs on the other one.
 * Statements outside a transaction wait for open transactions, as they do in PGlite itself.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  toWireError,
  type PgliteThreadReady,
  type PgliteThreadReply,
  type PgliteThreadRequest,
  type PgliteThreadStart,
  type WireResults,
} from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');
const start = workerData as PgliteThreadStart;

/** Thrown out of a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  decide: (commit: boolean) => void;
  /** Settles once PGlite has committed (or rolled back) it. */
  finished: Promise<void>;
}

const keepText = (text: string) => text;

async function serve(database: PGlite, port: MessagePort): Promise<void> {
  const open = new Map<number, OpenTransaction>();

  const begin = (txId: number) =>
    new Promise<void>((begun, failed) => {
      const finished: Promise<void> = database
        .transaction(async (tx) => {
          let decide!: (commit: boolean) => void;
          const decision = new Promise<boolean>((resolve) => {
            decide = resolve;
          });
          open.set(txId, { tx, decide, finished });
          begun();
          if (!(await decision)) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            open.delete(txId);
            if (error === ROLLBACK) return;
            failed(error); // BEGIN itself failed (no effect once `begun` ran)
            throw error;
          },
        );
      // Picked up by `end`; until then it must not count as an unhandled rejection.
      finished.catch(() => undefined);
    });

  const handle = async (request: PgliteThreadRequest): Promise<WireResults | undefined> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? database : open.get(request.tx)?.tx;
        if (!target) throw new Error(`transaction ${request.tx} is not open`);
        const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
        const results = await target.query(request.text, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return {
          rows: results.rows,
          fields: results.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
          affectedRows: results.affectedRows,
        };
      }
      case 'begin':
        await begin(request.tx);
        return undefined;
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`transaction ${request.tx} is not open`);
        open.delete(request.tx);
        entry.decide(request.commit);
        await entry.finished;
        return undefined;
      }
      case 'close':
        await database.close();
        return undefined;
    }
  };

  port.on('message', (request: PgliteThreadRequest) => {
    handle(request).then(
      (result) =>
        port.postMessage({ id: request.id, ok: true, result } satisfies PgliteThreadReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: toWireError(error),
        } satisfies PgliteThreadReply),
    );
  });
}

PGlite.create(start.dataDir, {
  postgresqlconf: start.postgresqlconf,
  ...(start.wasmModule ? { pgliteWasmModule: start.wasmModule } : {}),
}).then(
  async (database) => {
    await serve(database, port);
    port.postMessage({ ready: true } satisfies PgliteThreadReady);
  },
  (error: unknown) =>
    port.postMessage({ ready: false, error: toWireError(error) } satisfies PgliteThreadReady),
);
