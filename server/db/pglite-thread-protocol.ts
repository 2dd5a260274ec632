/**
 * Messages between the server thread and the thread that runs embedded PGlite
 * (`pglite-thread.ts` ↔ `pglite-thread-worker.ts`). Everything here survives structured clone:
 * no functions, so type parsers travel as the type ids whose values stay text.
 */

export interface PgliteThreadStart {
  dataDir: string;
  /** Lines for postgresql.conf, as PGlite's `postgresqlconf` option. */
  postgresqlconf: string[];
  /** PostgreSQL's WebAssembly, compiled once per process (`pglite-thread.ts`). */
  wasmModule?: WebAssembly.Module;
}

export type PgliteThreadRequest =
  | {
      op: 'query';
      id: number;
      /** The open transaction the statement belongs to, if any. */
      tx: number | undefined;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Type ids whose values come back as the text PostgreSQL sent (the caller parses them). */
      textTypes: number[];
    }
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

export interface WireResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number | undefined;
}

/** An error as data: message, name, stack and PostgreSQL's fields (code, detail, constraint…). */
export interface WireError {
  message: string;
  name: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean | null>;
}

export type PgliteThreadReply =
  | { id: number; ok: true; result: WireResults | undefined }
  | { id: number; ok: false; error: WireError };

export type PgliteThreadReady = { ready: true } | { ready: false; error: WireError };

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) {
    return { message: String(error), name: 'Error', stack: undefined, fields: {} };
  }
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    const kind = typeof value;
    if (value === null || kind === 'string' || kind === 'number' || kind === 'boolean') {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  Object.assign(error, wire.fields);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}
