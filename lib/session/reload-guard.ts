/**
 * Reloads the page at most once per guard window (10 s by default), so a burst of failing calls
 * after a forced logout cannot put the page into a reload loop.
 */
export const RELOAD_GUARD_KEY = 'reload-guard-at';
export const DEFAULT_RELOAD_GUARD_MS = 10_000;

export interface ReloadGuardDeps {
  now?: () => number;
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Returns true when it reloaded, false when a reload happened inside the guard window. */
export function guardedReload(
  guardMs = DEFAULT_RELOAD_GUARD_MS,
  deps: ReloadGuardDeps = {},
): boolean {
  const now = (deps.now ?? Date.now)();
  const store = deps.storage === undefined ? defaultStorage() : deps.storage;
  const last = Number(store?.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now - last < guardMs) return false;
  store?.setItem(RELOAD_GUARD_KEY, String(now));
  const reload = deps.reload ?? (() => globalThis.location?.reload());
  reload();
  return true;
}
