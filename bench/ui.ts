/**
 * The futures page under a busy market, in Chromium against the production build.
 *
 * The production server (NODE_ENV=production, the Next.js app, engine, market makers and takers,
 * simulation, development delivery, as the demo runs it) starts in this process on a fresh PGlite
 * folder; Chromium (Playwright, 1280×800) opens `/en/futures/BTCUSDT` and waits for the live
 * socket. Two windows of N seconds on the same page:
 *   1. the living market alone (the peer: what the page costs without extra load);
 *   2. the living market plus 200 book and trade messages a second pushed to the page's socket,
 *      each its own websocket frame (`ui-load.ts` says how and why not through the coalescer).
 * Each prints frames per second (requestAnimationFrame) and the longest frame, long tasks over
 * 50 ms (count, longest, and how many ran socket message handling), the longest animation frames
 * with the scripts that ran in them (Chromium's long-animation-frame entries), and the book and
 * trade messages the page received per second, counted on the wire by Chromium (CDP
 * `Network.webSocketFrameReceived`). Below 180 a second the bench fails (exit 1).
 * First-load JavaScript (Next's meaning): the scripts the server-rendered HTML loads to hydrate
 * the page (its `<script src>` and script preloads; the `nomodule` polyfill, which Chromium never
 * fetches, excluded), each gzipped here (zlib level 9, like Next's build report), summed. Chunks
 * the page loads after hydration (the chart library, socket.io, the order panel, the bottom tabs,
 * dialogs on open) are printed as a second figure: everything fetched until the socket is live and
 * the network idle. The five biggest of each are listed.
 *
 * The machine's load average is printed with the windows: on shared cores, frames drop because
 * Chromium is not scheduled, whatever the page does (the peer window shows how much).
 *
 * With `--busy-chart` the page carries what issue 35 measures with: six indicators on the chart
 * (MA, EMA, BOLL, MACD, RSI, KDJ, stored as a visitor's before the page loads, beside the volume)
 * and the order book at 50 levels a side.
 *
 * Needs a production build: it runs `next build` itself with `--build` or when `.next` is missing.
 * Usage: `npm run build && npm run bench:ui -- [seconds=15] [rate=200] [--busy-chart]`.
 * Last line: RESULT fps=… long_tasks=… js_kb=… js_all_kb=… msgs_per_s=… (the loaded window's figures).
 * Goal (issue 14): fps ≥ 55, no long task over 50 ms from message handling, js_kb ≤ 250.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type CDPSession, type Page } from 'playwright';
import {
  DEFAULT_INDICATOR_SETTINGS,
  type IndicatorSettings,
} from '../lib/contract/chart-indicators';
import { contractCode, contracts } from '../lib/contract/reference-data';
import { ensureBuild, startProductionApp } from './next-build';
import { pageRooms, startLoad } from './ui-load';
import { PAGE_INSTRUMENTS, START_WINDOW, STOP_WINDOW, type PageWindow } from './ui-page';

const numbers = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const BUSY_CHART = process.argv.includes('--busy-chart');

/** The page script that stores six indicators on (and the volume) as a visitor's choice. */
function storeBusyIndicators(): string {
  const d = DEFAULT_INDICATOR_SETTINGS;
  const settings: IndicatorSettings = {
    ...d,
    ma: { ...d.ma, on: true, visible: true },
    ema: { ...d.ema, on: true, visible: true },
    boll: { ...d.boll, on: true, visible: true },
    macd: { ...d.macd, on: true, visible: true },
    rsi: { ...d.rsi, on: true, visible: true },
    kdj: { ...d.kdj, on: true, visible: true },
  };
  return `localStorage.setItem('chart:indicators', ${JSON.stringify(JSON.stringify(settings))});`;
}

const seconds = Number(numbers[0] ?? 15);
const rate = Number(numbers[1] ?? 200);
const CODE = 'BTCUSDT';
const MIN_RATE = 180;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Book and trade frames (and the rest) Chromium received on the page's websockets. */
function countFrames(cdp: CDPSession) {
  const counts = new Map<string, number>();
  let live = false;
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    // socket.io EVENT packets: 42["topic",payload]
    const topic = /^42\d*\["([^"]+)"/.exec(response.payloadData)?.[1];
    if (!topic) return;
    live = true;
    counts.set(topic, (counts.get(topic) ?? 0) + 1);
  });
  return {
    get live() {
      return live;
    },
    take(): Map<string, number> {
      const copy = new Map(counts);
      counts.clear();
      return copy;
    },
  };
}

/** Paths of the scripts the document loads itself: `<script src>` and script preloads, not `nomodule`. */
export function htmlScriptPaths(html: string): Set<string> {
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (/\snomodule\b/.test(tag)) continue;
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\bas="script"/.test(tag)) continue;
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url) paths.add(new URL(url.replaceAll('&amp;', '&'), 'http://page').pathname);
  }
  return paths;
}

interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

function collectScripts(page: Page) {
  const sizes: Promise<ScriptSize | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(sizes)).filter((s): s is ScriptSize => s !== undefined);
}

interface Measured extends PageWindow {
  fps: number;
  book: number;
  trades: number;
}

async function measure(page: Page, frames: ReturnType<typeof countFrames>): Promise<Measured> {
  frames.take();
  await page.evaluate(START_WINDOW);
  await wait(seconds * 1000);
  const figures = (await page.evaluate(STOP_WINDOW)) as PageWindow;
  const counts = frames.take();
  const perSecond = (topic: string) => (counts.get(topic) ?? 0) / (figures.ms / 1000);
  return {
    ...figures,
    fps: figures.frames / (figures.ms / 1000),
    book: perSecond('future_snapshot_depth'),
    trades: perSecond('future_tick'),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printWindows(rows: [string, Measured][]): void {
  const head = [
    'window',
    'fps',
    'worst frame',
    'long tasks',
    'longest',
    'with msgs',
    'book/s',
    'trades/s',
  ];
  console.log(`\n${head.map((h, i) => (i === 0 ? h.padEnd(26) : h.padStart(13))).join('')}`);
  for (const [name, m] of rows) {
    const cells = [
      m.fps.toFixed(1),
      `${m.worstFrameMs.toFixed(0)} ms`,
      String(m.longTasks),
      `${m.maxLongTaskMs.toFixed(0)} ms`,
      String(m.longTasksWithMessages),
      m.book.toFixed(0),
      m.trades.toFixed(0),
    ];
    console.log(`${name.padEnd(26)}${cells.map((c) => c.padStart(13)).join('')}`);
  }
  for (const [name, m] of rows) {
    if (m.longFrames.length === 0) continue;
    console.log(`\nlong animation frames in "${name}" (longest 5; scripts that ran in them):`);
    for (const f of m.longFrames.slice(0, 5))
      console.log(
        `  ${f.ms.toFixed(0).padStart(5)} ms  ${f.scripts.join('; ') || '(no script: style, layout, paint or GC)'}`,
      );
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const contract = contracts.find((c) => contractCode(c.name) === CODE);
  if (!contract) throw new Error(`${CODE} is not a reference contract`);
  const test = await startProductionApp();
  const { server } = test;
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  let failed = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PAGE_INSTRUMENTS });
    if (BUSY_CHART) await page.addInitScript({ content: storeBusyIndicators() });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const frames = countFrames(cdp);
    const scripts = collectScripts(page);

    const opened = Date.now();
    const documentResponse = await page.goto(`${server.url}/en/futures/${CODE}`, {
      waitUntil: 'load',
    });
    const html = (await documentResponse?.text()) ?? '';
    await page.getByTestId('last-price').first().waitFor({ timeout: 30_000 });
    for (let waited = 0; !frames.live; waited += 100) {
      if (waited > 30_000) throw new Error('the page received no socket push within 30 s');
      await wait(100);
    }
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    console.log(`page live in ${Date.now() - opened} ms (${server.url}/en/futures/${CODE})`);
    if (BUSY_CHART) {
      await page.getByRole('combobox', { name: 'Levels per side' }).selectOption('50');
      const legends = await page.getByTestId('indicator-legend').count();
      console.log(
        `busy chart: six indicators stored (${legends} legend groups drawn), book at 50 levels`,
      );
      if (legends === 0) throw new Error('--busy-chart: the chart drew no indicator');
    }
    const all = (await scripts()).sort((a, b) => b.gzip - a.gzip);
    const inHtml = htmlScriptPaths(html);
    const js = all.filter((s) => inHtml.has(new URL(s.url).pathname));
    const later = all.filter((s) => !inHtml.has(new URL(s.url).pathname));
    const jsGzip = js.reduce((a, s) => a + s.gzip, 0);
    const jsRaw = js.reduce((a, s) => a + s.raw, 0);
    const laterGzip = later.reduce((a, s) => a + s.gzip, 0);

    // Subscriptions settle (panels subscribe as they mount) before the rooms are read.
    await wait(2000);
    const target = pageRooms(server, contract.contractId);
    console.log(
      `page sockets ${target.sockets}; book rooms ${target.depth.map((d) => d.room).join(', ') || '—'}; trade room ${target.tick}`,
    );
    if (target.joined.length > 0)
      console.log(
        `the page had not subscribed to ${target.joined.join(', ')}: the bench joined its socket`,
      );

    const load1 = os.loadavg()[0] ?? 0;
    const quiet = await measure(page, frames);
    const load = startLoad(server, contract.contractId, target, rate);
    await wait(1000);
    const busy = await measure(page, frames);
    const sent = load.stop();
    console.log(`pushed ${sent} messages at ${rate}/s (books and trades alternating)`);

    console.log(
      `machine load average ${load1.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores (shared; frames suffer from it)`,
    );
    printWindows([
      ['1. living market (peer)', quiet],
      [`2. + ${rate} msgs/s`, busy],
    ]);
    console.log(
      `\nfirst-load JS (in the HTML, to hydrate): ${js.length} scripts, ${kb(jsGzip)} kB gzip (${kb(jsRaw)} kB raw)`,
    );
    for (const s of js.slice(0, 5))
      console.log(`  ${kb(s.gzip).padStart(7)} kB  ${new URL(s.url).pathname}`);
    console.log(
      `loaded after hydration until the socket is live: ${later.length} scripts, ${kb(laterGzip)} kB gzip (all: ${kb(jsGzip + laterGzip)} kB)`,
    );
    for (const s of later.slice(0, 5))
      console.log(`  ${kb(s.gzip).padStart(7)} kB  ${new URL(s.url).pathname}`);

    const messages = busy.book + busy.trades;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\ngoal: fps ≥ 55 ${mark(busy.fps >= 55)}; no long task from message handling ${mark(busy.longTasksWithMessages === 0)}; first-load JS ≤ 250 kB gzip ${mark(jsGzip / 1024 <= 250)}`,
    );
    if (messages < MIN_RATE) {
      failed = true;
      console.error(
        `FAILED: the page received ${messages.toFixed(0)} book and trade messages/s, below ${MIN_RATE}`,
      );
    }
    console.log(
      `RESULT fps=${busy.fps.toFixed(1)} long_tasks=${busy.longTasks} js_kb=${kb(jsGzip)} js_all_kb=${kb(jsGzip + laterGzip)} msgs_per_s=${messages.toFixed(0)}`,
    );
  } finally {
    await browser.close();
    await test.stop();
  }
  process.exit(failed ? 1 : 0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
