import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildInfo {
  id: string;
  builtAt: string;
}

let cached: BuildInfo | undefined;

/** The build this server runs: Next writes its id to .next/BUILD_ID at build time. */
export function getBuildInfo(): BuildInfo {
  if (cached) return cached;
  const file = path.join(process.cwd(), '.next', 'BUILD_ID');
  try {
    cached = { id: readFileSync(file, 'utf8').trim(), builtAt: statSync(file).mtime.toISOString() };
  } catch {
    cached = { id: 'development', builtAt: new Date(0).toISOString() };
  }
  return cached;
}
