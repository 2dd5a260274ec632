/**
 * Each page's first-load JavaScript against the size it had when last recorded, after a build.
 *
 * `next build` lists the scripts every route loads to hydrate (.next/diagnostics/
 * route-bundle-stats.json). Each route's scripts are gzipped here (zlib level 9, as bench/ui.ts
 * counts) and summed; a route that has grown more than ALLOWED_GROWTH_KB over its recorded size
 * (scripts/first-load-budget.json) fails the test command. A module moved into a page's first load
 * by accident (one import in a shared file) costs every visitor of that page, and no test sees
 * it: this does. A growth that is meant is recorded again with `--write`, in the same commit.
 *
 *   npx tsx scripts/first-load-budget.ts           compare (after `npm run build`)
 *   npx tsx scripts/first-load-budget.ts --write   record the current sizes
 *
 * The figures are the build's chunk lists; bench/ui.ts measures the futures page as the browser
 * loads it (with Next's runtime scripts the HTML adds), so its figure is higher by a constant.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** How much a route may grow (gzip kB) before the check fails: a small feature, not a library. */
export const ALLOWED_GROWTH_KB = 3;

export interface RouteGrowth {
  route: string;
  recordedKb: number | undefined;
  measuredKb: number;
}

/** The routes over their recorded size by more than the allowed growth (new routes pass). */
export function overBudget(
  measured: Record<string, number>,
  recorded: Record<string, number>,
  allowedGrowthKb = ALLOWED_GROWTH_KB,
): RouteGrowth[] {
  return Object.entries(measured)
    .filter(
      ([route, kb]) => recorded[route] !== undefined && kb > recorded[route] + allowedGrowthKb,
    )
    .map(([route, measuredKb]) => ({ route, recordedKb: recorded[route], measuredKb }));
}

interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Each route's first-load JavaScript in gzip kB (one decimal), from a build in `root`. */
export function measureFirstLoad(root: string): Record<string, number> {
  const stats = JSON.parse(
    readFileSync(path.join(root, '.next/diagnostics/route-bundle-stats.json'), 'utf8'),
  ) as RouteBundleStats[];
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    let size = gzipped.get(chunk);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(root, chunk)), { level: 9 }).length;
      gzipped.set(chunk, size);
    }
    return size;
  };
  return Object.fromEntries(
    stats
      .map(({ route, firstLoadChunkPaths }) => {
        const bytes = firstLoadChunkPaths
          .filter((chunk) => chunk.endsWith('.js'))
          .reduce((sum, chunk) => sum + sizeOf(chunk), 0);
        return [route, Math.round(bytes / 102.4) / 10] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const budgetFile = path.join(root, 'scripts/first-load-budget.json');
  const measured = measureFirstLoad(root);
  if (process.argv.includes('--write')) {
    writeFileSync(budgetFile, `${JSON.stringify(measured, null, 2)}\n`);
    console.log(`recorded the first-load JS of ${Object.keys(measured).length} routes`);
  } else {
    const recorded = JSON.parse(readFileSync(budgetFile, 'utf8')) as Record<string, number>;
    for (const [route, kb] of Object.entries(measured)) {
      const before = recorded[route];
      const change =
        before === undefined ? 'new' : `${kb - before >= 0 ? '+' : ''}${(kb - before).toFixed(1)}`;
      console.log(`${kb.toFixed(1).padStart(7)} kB  ${change.padStart(6)}  ${route}`);
    }
    const over = overBudget(measured, recorded);
    for (const { route, recordedKb, measuredKb } of over)
      console.log(
        `${route}: first-load JS ${measuredKb} kB gzip, recorded ${recordedKb} kB: more than ${ALLOWED_GROWTH_KB} kB over (find the import, or record it with --write)`,
      );
    console.log(
      over.length === 0 ? 'first-load JS within budget' : `${over.length} routes over budget`,
    );
    process.exitCode = over.length === 0 ? 0 : 1;
  }
}
