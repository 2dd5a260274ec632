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
export async function buildServer(
  outdir: string,
  extraEntries: Record<string, string> = {},
): Promise<void> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: {
      main: 'server/main.ts',
      'pglite-thread-worker': 'server/db/pglite-thread-worker.ts',
      ...extraEntries,
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

/**
 * The operator's command-line tools (`server/cli/<name>.ts`), as entries `cli-<name>` beside the
 * server (where their database thread's compiled worker is found). The README runs them through
 * tsx; the API tests run most calls of them compiled once per run (tests/setup/global-setup.ts).
 */
export const OPERATOR_TOOLS = ['kyc', 'listing', 'partner', 'support', 'withdraw'] as const;

export const OPERATOR_CLI_ENTRIES: Record<string, string> = Object.fromEntries(
  OPERATOR_TOOLS.map((name) => [`cli-${name}`, `server/cli/${name}.ts`]),
);

/** `npm run build` (after `next build`): dist/server/. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.join(REPO_ROOT, 'dist', 'server');
  const started = Date.now();
  await buildServer(outdir);
  console.log(
    `server compiled to ${path.relative(REPO_ROOT, outdir)}/ in ${Date.now() - started} ms`,
  );
}
