import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..');

/** The production build the benchmarks run against: built when missing or with `--build`. */
export function ensureBuild(dir: string = REPO): void {
  if (!process.argv.includes('--build') && existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  console.log(`building the app in ${dir} (next build)…`);
  const built = spawnSync('npx', ['next', 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`next build failed in ${dir} (${built.status})`);
}
