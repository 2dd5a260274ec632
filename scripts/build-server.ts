import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compiles the exchange server to plain JavaScript: `server/main.ts` and the embedded database's
 * thread (`server/db/pglite-thread-worker.ts`), each one ES module with the server's own code in
 * it and the packages left to node_modules. `npm start` runs the result with Node alone: loading
 * the server took 1.3 s and 1.8 CPU-s through tsx's on-the-fly TypeScript against 0.5 s compiled,
 * paid at every start and every restart after a crash. `outdir` must lie inside the checkout, for
 * the packages (node_modules) and the server's files (server/repo-root.ts) to be found from it.
 */
export async function buildServer(outdir: string): Promise<void> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: {
      main: 'server/main.ts',
      'pglite-thread-worker': 'server/db/pglite-thread-worker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Readable stack traces: names and line structure kept, each module marked by its path.
    minify: false,
    keepNames: true,
    logLevel: 'warning',
  });
}

/** `npm run build` (after `next build`): dist/server/. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.join(REPO_ROOT, 'dist', 'server');
  const started = Date.now();
  await buildServer(outdir);
  console.log(
    `server compiled to ${path.relative(REPO_ROOT, outdir)}/ in ${Date.now() - started} ms`,
  );
}
