import { request } from 'node:http';
import type { z } from 'zod';
import { operatorSocketPath } from '../auth/operator-channel';
import { dataDirOf } from '../config';

/** The server is not running (no operator socket in its data folder). */
export class NoServerError extends Error {}

/**
 * One call to the running server's operator socket (server/auth/operator-channel.ts): GET
 * without a body, POST with a JSON body; the answer is checked against `schema`.
 */
export function askOperatorSocket<T>(
  socketPath: string,
  route: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: route,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            if (res.statusCode !== 200)
              throw new Error(`server answered ${res.statusCode}: ${text}`);
            resolve(schema.parse(JSON.parse(text)));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new NoServerError(error.message)
          : error,
      ),
    );
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** What the operator is told when the server does not answer on its socket. */
export function noServerMessage(socketPath: string, dataDir: string): string {
  return `no exchange server answers at ${socketPath}: start the server with DATA_DIR=${dataDir} (the same data folder), then run this again`;
}

/** A command line the operator command does not understand: its usage is printed (exit 2). */
export class UsageError extends Error {}

/**
 * An operator command's entry: finds the running server's operator socket from `DATA_DIR` (only
 * that matters here: the server owns the database, no full configuration is loaded), runs the
 * command against it and turns the outcome into the exit code — 0 done, 1 refused or failed,
 * 2 usage (printed with `usage`), 3 no server running on that data folder.
 */
export async function runOperatorCommand(
  usage: string,
  run: (argv: string[], socketPath: string) => Promise<number>,
  argv: string[] = process.argv.slice(2),
): Promise<number> {
  const dataDir = dataDirOf();
  const socketPath = operatorSocketPath(dataDir);
  try {
    return await run(argv, socketPath);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      return 2;
    }
    if (error instanceof NoServerError) {
      console.error(noServerMessage(socketPath, dataDir));
      return 3;
    }
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}
