/**
 * What one page view costs: the server's CPU, the browser's CPU and the requests it makes, over
 * the site's public pages opened one after another in Chromium (one tab, 1280×800, as a visitor
 * browsing), against the production build with the market simulator on.
 *
 * The server runs in this process (bench/next-build.ts), so its figure is this process's CPU
 * (the engine, the simulator, Next, the database thread, and Playwright's client, which is small);
 * the browser's is the CPU of this process's child processes (Chromium and its renderers), read
 * from /proc. Each round opens every page and waits for its network to go quiet.
 *
 * Peer, in the same run on the same server: the same pages where every link on the screen is
 * prefetched at once, as Next's `<Link>` does by default (here: each link is given the intent the
 * site's links wait for, components/i18n/intent-prefetch.ts). The difference is what prefetching
 * on intent instead of on sight saves each page view.
 *
 * Usage: `npm run build && npm run bench:page-views -- [rounds=2]`. Needs a build (or `-- --build`).
 * Last line: RESULT server_ms=… browser_ms=… requests=… prefetches=… peer_server_ms=…
 * peer_browser_ms=… peer_requests=… peer_prefetches=… (per page view, measured rounds).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { ensureBuild, startProductionApp } from './next-build';

const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLOCK_TICKS = 100; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ, 100 on Linux)

/** Public pages a visitor reaches from the header, the footer and the home page. */
const PAGES = [
  '/en',
  '/en/futures/BTCUSDT',
  '/en/futures/funding-rate',
  '/en/futures/fund',
  '/en/futures/info/BTCUSDT',
  '/en/log-in',
  '/en/sign-up',
  '/en/help',
  '/en/help/margin-liquidation',
  '/en/notices',
  '/en/notices/108',
  '/en/listing-apply',
  '/en/download',
  '/en/fees',
  '/en/copy-trading',
  '/en/rewards',
];

/** CPU milliseconds of every descendant process of this one (Chromium and its children). */
function childrenCpuMs(): number {
  const parentOf = new Map<string, string>();
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      parentOf.set(pid, fields[1] ?? '');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while we read.
    }
  }
  const self = String(process.pid);
  const descends = (pid: string): boolean => {
    for (let up = parentOf.get(pid); up; up = parentOf.get(up)) if (up === self) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (descends(pid)) total += t;
  return (total * 1000) / CLOCK_TICKS;
}

function serverCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

interface Round {
  serverMs: number;
  browserMs: number;
  requests: number;
  prefetches: number;
}

/** Every page once; with `everyLinkPrefetched`, every link on the screen is given intent. */
async function browse(page: Page, origin: string, everyLinkPrefetched: boolean): Promise<Round> {
  let requests = 0;
  let prefetches = 0;
  const count = (request: { url(): string }) => {
    requests += 1;
    if (new URL(request.url()).searchParams.has('_rsc')) prefetches += 1;
  };
  const server = serverCpuMs();
  const browser = childrenCpuMs();
  page.on('request', count);
  for (const path of PAGES) {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    if (everyLinkPrefetched) {
      // React's onMouseEnter listens to mouseover: what a pointer passing over each link sends.
      // Only the links on the screen, as Next's viewport prefetch.
      await page.evaluate(() => {
        for (const link of document.querySelectorAll('a[href^="/"]')) {
          const box = link.getBoundingClientRect();
          const onScreen =
            box.width > 0 &&
            box.bottom > 0 &&
            box.right > 0 &&
            box.top < innerHeight &&
            box.left < innerWidth;
          if (onScreen)
            link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
        }
      });
    }
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  }
  page.off('request', count);
  return {
    serverMs: serverCpuMs() - server,
    browserMs: childrenCpuMs() - browser,
    requests,
    prefetches,
  };
}

function perView(list: Round[]): Round {
  const views = list.length * PAGES.length;
  const sum = (pick: (r: Round) => number) => list.reduce((total, r) => total + pick(r), 0) / views;
  return {
    serverMs: sum((r) => r.serverMs),
    browserMs: sum((r) => r.browserMs),
    requests: sum((r) => r.requests),
    prefetches: sum((r) => r.prefetches),
  };
}

async function main(): Promise<void> {
  ensureBuild();
  const test = await startProductionApp();
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Warm: every page rendered once (the page cache, Next's modules, the browser's cache).
    await browse(page, test.url, true);
    const intent: Round[] = [];
    const peer: Round[] = [];
    // Alternated, so a machine that gets busier during the run weighs on both alike.
    for (let round = 0; round < rounds; round++) {
      intent.push(await browse(page, test.url, false));
      peer.push(await browse(page, test.url, true));
    }
    const ours = perView(intent);
    const theirs = perView(peer);
    const line = (name: string, r: Round) =>
      `${name.padEnd(34)} server ${r.serverMs.toFixed(0).padStart(4)} ms  browser ${r.browserMs
        .toFixed(0)
        .padStart(
          4,
        )} ms  requests ${r.requests.toFixed(1).padStart(5)}  prefetches ${r.prefetches.toFixed(1)}`;
    console.log(`${PAGES.length} pages × ${rounds} rounds each, per page view (${test.url}):`);
    console.log(line('prefetch on intent (the site)', ours));
    console.log(line('every link on screen (peer)', theirs));
    console.log(
      `RESULT server_ms=${ours.serverMs.toFixed(0)} browser_ms=${ours.browserMs.toFixed(0)} requests=${ours.requests.toFixed(1)} prefetches=${ours.prefetches.toFixed(1)} peer_server_ms=${theirs.serverMs.toFixed(0)} peer_browser_ms=${theirs.browserMs.toFixed(0)} peer_requests=${theirs.requests.toFixed(1)} peer_prefetches=${theirs.prefetches.toFixed(1)}`,
    );
  } finally {
    await browser.close();
    await test.stop();
  }
}

await main();
