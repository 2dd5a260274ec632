import path from 'node:path';

/**
 * Node's arguments for the crash tests' child (`crash-child.ts`): compiled once per test run
 * beside the server when the run made one (tests/setup/global-setup.ts, SERVER_COMPILED_DIR),
 * else through tsx. Each start through tsx cost about 1.2 CPU-s more, and the crash tests start
 * it again after every kill.
 */
export function crashChildArguments(): string[] {
  const compiled = process.env.SERVER_COMPILED_DIR;
  return compiled
    ? [path.join(compiled, 'engine-crash-child.mjs')]
    : ['--import', 'tsx', path.join(import.meta.dirname, 'crash-child.ts')];
}
