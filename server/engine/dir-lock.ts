import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Another live process holds the engine's data folder. */
export class DirectoryLockedError extends Error {}

/** Whether process `pid` is running (on this machine, any owner). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the engine folder for this process (a LOCK file holding its pid) and returns the release.
 * Two processes appending to one journal interleave their writes at their own offsets and leave
 * holes of zeros between records; recovery then stops at the first hole and everything after it
 * is lost. A lock left by a process that is gone (killed) is taken over; the same process may
 * open the folder again (tests simulate a crash by reopening without closing).
 */
export function lockDirectory(dir: string): () => void {
  const path = join(dir, 'LOCK');
  const me = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      return () => release(path, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(path, 'utf8').trim());
    } catch {
      continue; // released meanwhile: try again
    }
    if (holder === process.pid) return () => release(path, me);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DirectoryLockedError(
        `${dir} is in use by another exchange process (pid ${holder}); stop it first, or give this one its own DATA_DIR`,
      );
    }
    try {
      unlinkSync(path); // left by a process that is gone
    } catch {
      // someone else removed it first
    }
  }
  throw new DirectoryLockedError(`${dir}: could not take its LOCK file`);
}

function release(path: string, me: string): void {
  try {
    if (readFileSync(path, 'utf8').trim() === me) unlinkSync(path);
  } catch {
    // already gone
  }
}
