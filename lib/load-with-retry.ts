export interface LoadWithRetryOptions {
  /** The wait after the first failure; it doubles after each further one. */
  firstDelayMs?: number;
  /** The longest wait between two attempts. */
  maxDelayMs?: number;
  /** Told of each failure before the next attempt is scheduled. */
  failed?: (error: unknown, attempt: number) => void;
}

/**
 * Calls `load` until it resolves and hands the value to `loaded`, waiting longer after each
 * failure (1 s, 2 s, 4 s … at most 30 s by default). For a code chunk a page cannot work without:
 * a network blip or a deploy between the page's load and the chunk's would otherwise leave the
 * page dead until reloaded (the bundler forgets a failed chunk, so asking again fetches it again).
 * Returns a cancel: no attempt after it, and a load still in flight is not handed on.
 */
export function loadWithRetry<T>(
  load: () => Promise<T>,
  loaded: (value: T) => void,
  options: LoadWithRetryOptions = {},
): () => void {
  const firstDelayMs = options.firstDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const tryOnce = () => {
    timer = undefined;
    load().then(
      (value) => {
        if (!cancelled) loaded(value);
      },
      (error: unknown) => {
        if (cancelled) return;
        options.failed?.(error, attempt);
        timer = setTimeout(tryOnce, Math.min(maxDelayMs, firstDelayMs * 2 ** attempt));
        attempt += 1;
      },
    );
  };
  tryOnce();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
