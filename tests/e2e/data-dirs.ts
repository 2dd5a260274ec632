import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Each e2e server runs on a fresh data folder named after its port and the run: the id is fixed by
 * playwright.config.ts in the runner and inherited by the workers, so a test can reach a server's
 * folder (the KYC operator command finds the running server through it).
 */
export function e2eDataDir(serverPort: number): string {
  process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
  return path.join(tmpdir(), `exchange-e2e-${serverPort}-${process.env.E2E_RUN_ID}`);
}
