'use client';

import { useTranslations } from 'next-intl';
import { useConnectionStatus } from '../hooks/use-realtime';

/**
 * A small notice while the live connection is down: prices and balances on the page are stale
 * until it says nothing again. socket.io retries by itself; the reconnect re-authenticates and
 * resubscribes.
 */
export function ConnectionBanner() {
  const t = useTranslations('Realtime');
  const status = useConnectionStatus();
  return (
    <div role="status" aria-live="polite" data-testid="connection-banner">
      {status === 'lost' ? (
        <p className="flex items-center justify-center gap-2 bg-warn/15 px-3 py-1 text-xs text-fg">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-warn" />
          {t('connectionLost')}
        </p>
      ) : null}
    </div>
  );
}
