/**
 * Requests per second of the production home page (`/en`), and in the same run of a minimal
 * Next.js page built and served the same way on the same machine (`next build`, production
 * server), with the ratio. autocannon, 20 connections, plain HTTP/1.1 without compression (as a
 * CDN or proxy in front would fetch it).
 *
 *   npm run bench:ssr [-- seconds] [--build] [--uncached]
 *
 * `--uncached` also measures the home page with the shared page cache off (every request
 * rendered by Next), the figure before the cache.
 * Last line: RESULT home_rps=… baseline_rps=… ratio=… home_p50_ms=… html_kb=… html_gzip_kb=…
 * Goal (issue 15): ratio ≥ 0.9.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { TestServer } from '../tests/api/harness';
import { ensureBuild, REPO, startProductionApp } from './next-build';

const seconds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10);
const CONNECTIONS = 20;
const PATH = '/en';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, duration: number): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The peer: a one-page Next app (a heading and a paragraph, static) built with this repo's
 * Next, React and TypeScript, served by `next start`. Rebuilt when the Next version changes.
 */
async function startBaseline(): Promise<{ url: string; process: ChildProcess }> {
  // Inside the repository (ignored by git, lint and typecheck) so it resolves this repo's
  // node_modules the way the app does; Turbopack refuses a symlinked one.
  const dir = path.join(REPO, '.bench', 'ssr-baseline');
  const nextVersion = (
    JSON.parse(readFileSync(path.join(REPO, 'node_modules/next/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const stamp = path.join(dir, '.next-version');
  const fresh = !existsSync(stamp) || readFileSync(stamp, 'utf8') !== nextVersion;
  if (fresh || process.argv.includes('--build')) {
    mkdirSync(path.join(dir, 'app'), { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'ssr-baseline', private: true, type: 'module' }),
    );
    writeFileSync(
      path.join(dir, 'next.config.mjs'),
      'export default { poweredByHeader: false };\n',
    );
    writeFileSync(
      path.join(dir, 'app/layout.tsx'),
      `export const metadata = { title: 'Baseline' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
    );
    writeFileSync(
      path.join(dir, 'app/page.tsx'),
      `export default function Page() {
  return (<main><h1>Minimal page</h1><p>Served by next start.</p></main>);
}
`,
    );
    const built = spawnSync(
      process.execPath,
      [path.join(REPO, 'node_modules/next/dist/bin/next'), 'build'],
      { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
    );
    if (built.status !== 0) throw new Error(`baseline build failed (${built.status})`);
    writeFileSync(stamp, nextVersion);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(REPO, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the baseline server did not start');
}

async function startApp(pageCacheTtlMs: string): Promise<TestServer> {
  return startProductionApp({ PAGE_CACHE_TTL_MS: pageCacheTtlMs });
}

const fmt = (m: Measured) =>
  `${m.rps.toFixed(0).padStart(6)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(
    m.p99,
  ).padStart(5)} ms   errors ${m.errors}   non-2xx ${m.non2xx}`;

async function main(): Promise<void> {
  ensureBuild();
  const baseline = await startBaseline();
  const app = await startApp('5000');
  let stopped = false;
  try {
    const homeUrl = `${app.server.url}${PATH}`;
    const html = Buffer.from(await (await fetch(homeUrl)).arrayBuffer());
    // Warm both (JIT, the page cache's first render), then alternate so drift hits both alike.
    await measure(homeUrl, 3);
    await measure(baseline.url, 3);
    const half = Math.max(3, Math.round(seconds / 2));
    const homeRuns = [await measure(homeUrl, half)];
    const baseRuns = [await measure(baseline.url, half)];
    homeRuns.push(await measure(homeUrl, half));
    baseRuns.push(await measure(baseline.url, half));
    const mean = (runs: Measured[]): Measured => ({
      rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
      p50: Math.max(...runs.map((r) => r.p50)),
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    });
    await app.stop();
    stopped = true;
    const uncached = process.argv.includes('--uncached') ? await measureUncached() : undefined;
    const home = mean(homeRuns);
    const base = mean(baseRuns);
    const ratio = home.rps / base.rps;
    const htmlKb = html.length / 1024;
    const gzipKb = gzipSync(html, { level: 6 }).length / 1024;
    console.log(`\n${CONNECTIONS} connections, ${half * 2} s each, ${os.cpus().length} cores`);
    console.log(`home ${PATH} (page cache on)   ${fmt(home)}`);
    if (uncached) console.log(`home ${PATH} (page cache off)  ${fmt(uncached)}`);
    console.log(`minimal Next page (peer)      ${fmt(base)}`);
    console.log(`ratio home/peer ${ratio.toFixed(2)} (goal ≥ 0.9)`);
    console.log(`home HTML ${htmlKb.toFixed(1)} kB, ${gzipKb.toFixed(1)} kB gzip`);
    if (home.errors > 0 || home.non2xx > 0) process.exitCode = 1;
    console.log(
      `RESULT home_rps=${home.rps.toFixed(0)} baseline_rps=${base.rps.toFixed(0)} ratio=${ratio.toFixed(
        2,
      )} home_p50_ms=${home.p50}${
        uncached ? ` uncached_rps=${uncached.rps.toFixed(0)} uncached_p50_ms=${uncached.p50}` : ''
      } html_kb=${htmlKb.toFixed(1)} html_gzip_kb=${gzipKb.toFixed(1)}`,
    );
  } finally {
    if (!stopped) await app.stop();
    baseline.process.kill();
  }
}

/** The home page with the shared cache off: every request rendered by Next (after the rest). */
async function measureUncached(): Promise<Measured> {
  const app = await startApp('0');
  try {
    const url = `${app.server.url}${PATH}`;
    await measure(url, 3);
    return await measure(url, seconds);
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
