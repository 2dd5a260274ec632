/**
 * Where the test command's time goes: reads what scripts/test.sh left in its profile folder (the
 * wall time of each step, Vitest's and Playwright's JSON reports) and prints the steps, the 20
 * slowest test files of each runner, and one line of totals.
 *
 *   npx tsx scripts/test-profile.ts [folder]            steps, slowest files, totals
 *   npx tsx scripts/test-profile.ts [folder] --totals   only the last line: `N passed, N failed`
 *
 * The folder defaults to .test-profile (where scripts/test.sh writes).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const SLOWEST = 20;

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().optional(),
  numTodoTests: z.number().optional(),
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      assertionResults: z.array(z.object({ status: z.string() })),
    }),
  ),
});

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { status: string; results: { duration: number; retry: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          tests: z.array(
            z.object({
              status: z.string(),
              results: z.array(z.object({ duration: z.number(), retry: z.number() })),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({
  suites: z.array(playwrightSuite),
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
    duration: z.number(),
  }),
});

interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

interface RunnerSummary {
  passed: number;
  failed: number;
  note: string;
  files: FileTime[];
}

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/** A test file's path from the repository root, also for a report copied from another checkout. */
function repositoryPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  if (!relative.startsWith('..')) return relative;
  const start = absolute.search(/\/(tests|server|features|lib|components|app|scripts|bench)\//);
  return start >= 0 ? absolute.slice(start + 1) : absolute;
}

function vitestSummary(folder: string): RunnerSummary | undefined {
  const raw = readJson(path.join(folder, 'vitest.json'));
  if (raw === undefined) return undefined;
  const report = vitestReport.parse(raw);
  const files = report.testResults.map((result) => ({
    file: repositoryPath(result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    note: `${files.length} files${skipped ? `, ${skipped} skipped` : ''}`,
    files,
  };
}

function playwrightSummary(folder: string): RunnerSummary | undefined {
  const raw = readJson(path.join(folder, 'playwright.json'));
  if (raw === undefined) return undefined;
  const report = playwrightReport.parse(raw);
  const byFile = new Map<string, FileTime>();
  let retries = 0;
  const visit = (suite: PlaywrightSuite, file: string | undefined) => {
    const here = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = byFile.get(here) ?? { file: here, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results) {
          entry.seconds += result.duration / 1000;
          if (result.retry > 0) retries += 1;
        }
        byFile.set(here, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites) visit(suite, undefined);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    // A flaky test passed on its retry: it counts as passed, and the note says so.
    passed: expected + flaky,
    failed: unexpected,
    note: `${byFile.size} files, ${flaky} flaky, ${retries} retries${skipped ? `, ${skipped} skipped` : ''}`,
    files: [...byFile.values()].map((entry) => ({
      ...entry,
      file: path.join('tests/e2e', entry.file),
    })),
  };
}

function steps(folder: string): [string, number][] {
  const file = path.join(folder, 'steps.tsv');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '?', value = '0'] = line.split('\t');
      return [name, Number(value)];
    });
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`.padStart(9);
}

function printSlowest(title: string, summary: RunnerSummary, measure: string): void {
  const total = summary.files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\n${title}: the ${SLOWEST} slowest of ${summary.files.length} files (${measure})`);
  for (const file of [...summary.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
    console.log(`${seconds(file.seconds)}  ${file.file} (${file.tests} tests)`);
  }
  console.log(`${seconds(total)}  all files together`);
}

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--')) ?? '.test-profile';
const vitest = vitestSummary(folder);
const playwright = playwrightSummary(folder);

if (!args.includes('--totals')) {
  const stepTimes = steps(folder);
  if (stepTimes.length > 0) {
    console.log('\nSteps of the test command (wall time)');
    for (const [name, value] of stepTimes) console.log(`${seconds(value)}  ${name}`);
    // Indented names are parts of the step above them (run side by side), not added again.
    const total = stepTimes
      .filter(([name]) => !name.startsWith(' '))
      .reduce((sum, [, value]) => sum + value, 0);
    console.log(`${seconds(total)}  in all`);
  }
  if (vitest) printSlowest('Vitest', vitest, 'time from a file’s start to its end, in its worker');
  if (playwright)
    printSlowest('Playwright', playwright, 'sum of its tests’ times, retries included');
}

const runners = [
  ['Vitest', vitest],
  ['Playwright', playwright],
] as const;
console.log();
for (const [name, summary] of runners) {
  if (summary) {
    console.log(`${name}: ${summary.passed} passed, ${summary.failed} failed (${summary.note})`);
  } else {
    console.log(`${name}: no report (the step did not run or did not finish)`);
  }
}
const passed = (vitest?.passed ?? 0) + (playwright?.passed ?? 0);
const failed = (vitest?.failed ?? 0) + (playwright?.failed ?? 0);
console.log(`${passed} passed, ${failed} failed`);
