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
export async function startProductionApp(env: Record<string, string> = {}): Promise<TestServer> {
  const test = await startTestServer(
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
  await assertHomeHasPrices(test.server.url).catch(async (error: unknown) => {
    await test.stop();
    throw error;
  });
  return test;
}

/**
 * A benchmark measures the page a visitor gets: home's first HTML must carry every price. (It
 * once measured skeletons for months: the app's own server-side fetches missed the server.)
 */
async function assertHomeHasPrices(origin: string): Promise<void> {
  const html = await (await fetch(`${origin}/en`)).text();
  const cells = [...html.matchAll(/data-testid="market-price"[^>]*>([\s\S]*?)<\/td>/g)];
  const priced = cells.filter((cell) => /\d/.test((cell[1] ?? '').replace(/<[^>]*>/g, '')));
  if (cells.length === 0 || priced.length < cells.length) {
    throw new Error(
      `home's HTML has prices in ${priced.length} of ${cells.length} rows: not the page visitors get`,
    );
  }
}
