import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive } from '../../server/engine/dir-lock';

const PREFIX = 'exchange-e2e-';

/**
 * Each e2e server runs on a fresh data folder named after its port and the run: the id is fixed by
 * playwright.config.ts in the runner and inherited by the workers, so a test can reach a server's
 * folder (the KYC operator command finds the running server through it).
 */
export function e2eDataDir(serverPort: number): string {
  process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
  return path.join(tmpdir(), `${PREFIX}${serverPort}-${process.env.E2E_RUN_ID}`);
}

/**
 * Removes the data folders of earlier runs whose runner has ended (about 40 MB each, two per
 * run): a run's servers outlive its last test, so a run cannot remove its own folders, but the
 * next one can. A folder of a run still going (another checkout's, or a second run side by side)
 * is left alone.
 */
export function removeFinishedRunsDataDirs(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const match = new RegExp(`^${PREFIX}\\d+-(\\d+)-\\d+$`).exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}
