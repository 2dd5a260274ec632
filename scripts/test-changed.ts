/**
 * The tests of a change: the Vitest tests that import a file changed since main (Vitest's
 * `--changed`, through the import graph) and the end-to-end specs that cover those files
 * (scripts/e2e-spec-map.ts), against a production build that is rebuilt only when a changed web
 * file is newer than it.
 *
 *   npm run test:changed                  changes since main (committed, staged, unstaged, new)
 *   npm run test:changed -- --since HEAD~3
 *
 * It is the quick loop while working; `npm test` runs everything and is what CI runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { specsFor } from './e2e-spec-map';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const sinceIndex = args.indexOf('--since');
const since = (sinceIndex >= 0 ? args[sinceIndex + 1] : undefined) ?? 'main';

function git(...gitArgs: string[]): string {
  return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

/** PostgreSQL and Redis for the server tests, as scripts/test.sh starts them; optional here. */
function serviceEnv(): Record<string, string> {
  const result = spawnSync('bash', ['scripts/server-test-services.sh'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    console.log('PostgreSQL/Redis not started: the tests that need them use the embedded database');
    return {};
  }
  const env: Record<string, string> = {};
  for (const match of result.stdout.matchAll(/^export (\w+)=["']?([^"'\n]*)["']?$/gm)) {
    const [, name, value] = match;
    if (name && value !== undefined) env[name] = value;
  }
  return env;
}

/** Web files (not tests, not the server, compiled before every run below) newer than the last build. */
function buildIsStale(changed: string[]): boolean {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return changed.some((file) => {
    if (/^(tests|server|bench|scripts|docs)\//.test(file) || /\.test\.tsx?$/.test(file)) {
      return false;
    }
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs > builtAt;
  });
}

/** Words of a server path that name nothing in particular. */
const GENERIC_WORDS = new Set([
  'server',
  'services',
  'routes',
  'index',
  'types',
  'model',
  'queries',
]);

/** Areas whose API tests carry another name: server/engine-runtime/ → tests/api/exchange-…. */
const AREA_TEST_NAMES: Record<string, string[]> = { runtime: ['exchange'] };

/**
 * The Vitest files that import a changed file (Vitest's own import graph). Every API test imports
 * the whole server through tests/api/harness.ts, so a change to one server file would select all
 * of them: for changes that are all inside server/ (tests aside), the API tests kept are those
 * named after the changed code's area (server/services/follow/… → tests/api/follow-….test.ts).
 */
function vitestFilesFor(changed: string[]): string[] {
  const listed = spawnSync(
    'npx',
    ['vitest', 'list', '--changed', base, '--filesOnly', '--passWithNoTests'],
    { cwd: root, encoding: 'utf8', env: process.env },
  );
  const files = listed.stdout
    .split('\n')
    // `[app] features/…test.tsx`: each file after its project's name (vitest.config.mts).
    .map((line) => line.replace(/^\[[^\]]+\]\s*/, '').trim())
    .filter((line) => /\.test\.tsx?$/.test(line))
    .map((line) => path.relative(root, path.resolve(root, line)));
  const serverOnly = changed.every(
    (file) => file.startsWith('server/') || /\.test\.tsx?$/.test(file),
  );
  if (!serverOnly) return files;
  const areaWords = new Set(
    changed
      .filter((file) => file.startsWith('server/'))
      .flatMap((file) => file.replace(/\.tsx?$/, '').split(/[/.-]/))
      .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word))
      .flatMap((word) => [word, ...(AREA_TEST_NAMES[word] ?? [])]),
  );
  return files.filter((file) => {
    if (!file.startsWith('tests/api/') || changed.includes(file)) return true;
    const name = path.basename(file);
    return [...areaWords].some((word) => name.includes(word));
  });
}

const started = Date.now();
const base = git('merge-base', 'HEAD', since);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);

console.log(`Changed since ${since} (${base.slice(0, 10)}): ${changed.length} files`);
if (changed.length === 0) {
  console.log('Nothing to test.');
  process.exit(0);
}

const env: NodeJS.ProcessEnv = { ...process.env, ...serviceEnv(), NEXT_TELEMETRY_DISABLED: '1' };
const results: string[] = [];
let ok = true;

console.log('\n=== Vitest: the tests that import a changed file ===');
const vitestFiles = vitestFilesFor(changed);
if (vitestFiles.length === 0) {
  console.log('No Vitest test imports these files.');
} else {
  const vitestOk = run('npx', ['vitest', 'run', ...vitestFiles], env);
  results.push(`Vitest ${vitestOk ? 'passed' : 'FAILED'}`);
  ok &&= vitestOk;
}

const specs = specsFor(changed);
if (specs.length === 0) {
  console.log('\nNo end-to-end spec covers these files (scripts/e2e-spec-map.ts).');
} else {
  console.log(`\n=== Playwright: ${specs.join(', ')} ===`);
  let built = true;
  if (buildIsStale(changed)) {
    console.log('The production build is older than the change: next build');
    built = run('npx', ['next', 'build'], env);
  }
  // The server `npm start` runs (dist/server): compiled again every time, it takes a second.
  built &&= run('npm', ['run', 'build:server'], env);
  const playwrightOk =
    built &&
    run(
      'npx',
      ['playwright', 'test', '--workers=3', ...specs.map((spec) => `tests/e2e/${spec}`)],
      env,
    );
  results.push(`Playwright ${playwrightOk ? 'passed' : 'FAILED'}`);
  ok &&= playwrightOk;
}

console.log(`\n${results.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
