import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from './dir-lock';
import { DurableEngine } from './recovery';
import { testContracts } from './testing/fixtures';

const freshDir = () => mkdtempSync(join(tmpdir(), 'engine-lock-'));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the engine folder lock', () => {
  it('refuses a folder another live process holds, naming it', async () => {
    const dir = freshDir();
    // The parent of this test process is alive and is not this process.
    writeFileSync(join(dir, 'LOCK'), String(process.ppid));
    await expect(DurableEngine.open(dir, testContracts())).rejects.toThrow(DirectoryLockedError);
    await expect(DurableEngine.open(dir, testContracts())).rejects.toThrow(`pid ${process.ppid}`);
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, and releases it on close', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'LOCK'), String(deadPid()));
    const engine = await DurableEngine.open(dir, testContracts());
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(String(process.pid));
    await engine.close();
    expect(existsSync(join(dir, 'LOCK'))).toBe(false);
  });

  it('lets the same process take the folder again', () => {
    const dir = freshDir();
    const release = lockDirectory(dir);
    const again = lockDirectory(dir);
    again();
    release();
    expect(existsSync(join(dir, 'LOCK'))).toBe(false);
  });
});
