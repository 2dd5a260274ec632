import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../tests/api/harness';

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

/**
 * The app as `npm start` runs it (production, Next in the process, the market simulator and its
 * makers) on a free port with a fresh embedded database; `env` adds or overrides variables.
 */
export function startProductionApp(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(
    { name: 'pglite', baseUrl: undefined },
    {
      NODE_ENV: 'production',
      WEB: 'on',
      MARKET_SIMULATION: 'on',
      MARKET_MAKERS: 'on',
      DEV_DELIVERY: 'on',
      CANDLE_BACKFILL_DAYS: process.env.CANDLE_BACKFILL_DAYS ?? '2',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  );
}
