import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'exchange-web';

/**
 * The checkout's root folder (package.json, .next, server/db/migrations, server/content/data),
 * found from where this code runs: server/ when it runs from the sources, dist/server/ when it
 * runs compiled (scripts/build-server.ts), so files the server reads at run time are found by
 * their place in the checkout, not relative to the module that reads them.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === PACKAGE_NAME) return dir;
    }
    if (path.dirname(dir) === dir)
      throw new Error(
        `no ${PACKAGE_NAME} package.json above ${start}: run the server from its checkout`,
      );
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
