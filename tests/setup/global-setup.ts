import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer, OPERATOR_CLI_ENTRIES } from '../../scripts/build-server';
import { createDatabase } from '../../server/db/database';
import { isAlive } from '../../server/engine/dir-lock';
import { REPO_ROOT } from '../../server/repo-root';

/** Room a run's scratch folder may fill: two workers' servers, each with a 41 MB PGlite copy. */
const SCRATCH_ROOM_BYTES = 2 * 1024 ** 3;

/**
 * Where the server tests' temporary folders go: the machine's tmpfs (/dev/shm) when it is
 * writable and has room, else the system's temp folder. A test server's data folder starts as a
 * copy of 1 224 small files and the engine and PGlite write and sync there all the time; on this
 * machine's disk the copy alone took 0.4–1.3 s per server against 0.05 s on tmpfs. What the
 * restart tests check is unchanged: a killed process leaves its writes in either.
 */
async function scratchRoot(): Promise<string> {
  try {
    await access('/dev/shm', constants.W_OK);
    const space = await statfs('/dev/shm');
    if (space.bavail * space.bsize >= SCRATCH_ROOM_BYTES) return '/dev/shm';
  } catch {
    // No tmpfs here: the system's temp folder.
  }
  return os.tmpdir();
}

/**
 * The server compiled as `npm run build` compiles it, for the tests that start it as a process
 * the way `npm start` does (tests/api/harness.ts `spawnServer`): compiled again for every run
 * (≈ 0.4 s), so it is never older than the sources, into a folder of this run inside the
 * checkout, where the server finds its packages and files. Folders of runs that have ended go.
 */
async function compileServer(): Promise<string> {
  const root = path.join(REPO_ROOT, 'node_modules', '.cache', 'exchange-server-tests');
  await mkdir(root, { recursive: true });
  for (const entry of await readdir(root)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (pid && !isAlive(pid)) await rm(path.join(root, entry), { recursive: true, force: true });
  }
  const outdir = path.join(root, `run-${process.pid}`);
  await buildServer(outdir, {
    ...OPERATOR_CLI_ENTRIES,
    // The engine's crash tests' child process (server/engine/testing/crash-args.ts).
    'engine-crash-child': 'server/engine/testing/crash-child.ts',
  });
  return outdir;
}

/**
 * Once per Vitest run, before any worker starts (project "server", vitest.config.mts): a scratch
 * folder that becomes the workers' TMPDIR (every `os.tmpdir()` of the tests, the servers and the
 * processes they start), removed with everything in it when the run ends; and in it an empty
 * PGlite database with every migration of this checkout applied. Test servers start from a copy
 * of it (tests/api/harness.ts `makeDataDir`) instead of running PostgreSQL's initdb each time.
 * The workers inherit both places through TMPDIR and PGLITE_TEMPLATE_DIR, and the compiled
 * server's entry and database worker through SERVER_MAIN and PGLITE_THREAD_WORKER, its folder (with
 * the operator's tools) through SERVER_COMPILED_DIR.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const scratch = await mkdtemp(path.join(await scratchRoot(), 'exch-tests-'));
  const previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  const template = await mkdtemp(path.join(scratch, 'pglite-template-'));
  const database = await createDatabase({ dataDir: template, databaseUrl: undefined });
  await database.close();
  process.env.PGLITE_TEMPLATE_DIR = path.join(template, 'pglite');
  const server = await compileServer();
  process.env.SERVER_MAIN = path.join(server, 'main.mjs');
  // The operator's tools, compiled beside it (`cli-kyc.mjs`, …): tests/api/harness.ts `runScript`.
  process.env.SERVER_COMPILED_DIR = server;
  // The in-process servers run from the sources: their database threads start from this run's
  // compiled worker instead of compiling it through tsx each time (server/db/pglite-thread.ts).
  process.env.PGLITE_THREAD_WORKER = path.join(server, 'pglite-thread-worker.mjs');
  return async () => {
    await rm(server, { recursive: true, force: true });
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await rm(scratch, { recursive: true, force: true });
  };
}
