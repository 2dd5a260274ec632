/**
 * Lighthouse (Debian Chromium) on the production build: home, the futures trading screen and
 * the funding-rate page, each with the mobile (Moto G-class phone, simulated slow 4G and 4x CPU
 * slowdown) and the desktop configuration. Every category: performance, accessibility, best
 * practices, SEO. Failing audits of the last three are listed so a drop names its cause.
 *
 *   npm run bench:lighthouse [-- --build]
 *
 * Each figure is the median of LIGHTHOUSE_RUNS runs (3) by performance score.
 * Last line: RESULT home_mobile=… home_desktop=… futures_mobile=… futures_desktop=…
 *   funding_mobile=… funding_desktop=… seo_min=… a11y_min=… bp_min=…
 * Goal (issue 15): SEO 100, accessibility ≥ 95 and best practices ≥ 95 everywhere; performance
 * ≥ 90 on a phone and 100 on a desktop for home.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBuild, startProductionApp } from './next-build';
import { WORKPLACE_CHROMIUM_SWITCHES } from '../tests/e2e/chromium-launch';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse's own advice: the median of several runs (one run swings by 20 points here, with the
// server and the market simulator sharing the machine's two cores with Chromium).
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = [
  { key: 'home', path: '/en' },
  { key: 'futures', path: '/en/futures/BTCUSDT' },
  { key: 'funding', path: '/en/futures/funding-rate' },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  page: string;
  form: 'mobile' | 'desktop';
  scores: Record<Category, number>;
  failing: string[];
  metrics: string;
}

async function audit(url: string, form: 'mobile' | 'desktop', port: number): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : Number.NaN];
    }),
  ) as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const item = lhr.audits[ref.id];
      if (!item || ref.weight === 0 || item.score === null || item.score >= 0.9) continue;
      if (id === 'performance') continue;
      failing.push(`${id}: ${ref.id} (${item.title})`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric(
    'largest-contentful-paint',
  )}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric(
    'speed-index',
  )}`;
  return { page: url, form, scores, failing, metrics };
}

/** The run whose score in `category` is the median of the runs that have one. */
function medianOf(runs: Run[], category: Category): Run {
  const scored = runs.filter((run) => !Number.isNaN(run.scores[category]));
  const sorted = (scored.length > 0 ? scored : runs).sort(
    (a, b) => a.scores[category] - b.scores[category],
  );
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

async function main(): Promise<void> {
  ensureBuild();
  const test = await startProductionApp();
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    chromeFlags: ['--headless=new', ...WORKPLACE_CHROMIUM_SWITCHES],
  });
  const runs: Run[] = [];
  try {
    // The server's start-up work (candle backfill, the market simulator's first minutes) settles,
    // then one throwaway load per page: the page cache and the server's JIT are warm.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    for (const page of PAGES) await fetch(`${test.server.url}${page.path}`);
    for (const page of PAGES) {
      for (const form of ['mobile', 'desktop'] as const) {
        const tries: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const url = `${test.server.url}${page.path}`;
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): once more then.
          tries.push(
            await audit(url, form, chrome.port).catch(() => audit(url, form, chrome.port)),
          );
        }
        // Each category's median on its own (a category Lighthouse could not score in one run,
        // null there, does not count).
        const median = medianOf(tries, 'performance');
        const run: Run = { ...median, scores: { ...median.scores } };
        for (const category of CATEGORIES) {
          run.scores[category] = medianOf(tries, category).scores[category];
        }
        runs.push(run);
        const s = run.scores;
        console.log(
          `${page.key.padEnd(8)} ${form.padEnd(7)} performance ${String(s.performance).padStart(3)}  accessibility ${String(
            s.accessibility,
          ).padStart(3)}  best practices ${String(s['best-practices']).padStart(3)}  SEO ${String(
            s.seo,
          ).padStart(
            3,
          )}   ${run.metrics}   (runs: ${tries.map((t) => t.scores.performance).join(', ')})`,
        );
        for (const line of run.failing) console.log(`    ✗ ${line}`);
      }
    }
  } finally {
    chrome.kill();
    await test.stop();
  }
  const score = (key: string, form: string) =>
    runs[PAGES.findIndex((p) => p.key === key) * 2 + (form === 'mobile' ? 0 : 1)]?.scores
      .performance ?? 0;
  const min = (category: Category) => Math.min(...runs.map((run) => run.scores[category]));
  console.log(
    `RESULT home_mobile=${score('home', 'mobile')} home_desktop=${score(
      'home',
      'desktop',
    )} futures_mobile=${score('futures', 'mobile')} futures_desktop=${score(
      'futures',
      'desktop',
    )} funding_mobile=${score('funding', 'mobile')} funding_desktop=${score(
      'funding',
      'desktop',
    )} seo_min=${min('seo')} a11y_min=${min('accessibility')} bp_min=${min('best-practices')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
