'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '../toast';

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

interface BuildCheckProps {
  buildId: string;
  /** Overridable for tests. */
  intervalMs?: number;
}

async function fetchLatestBuildId(now: number = Date.now()): Promise<string | undefined> {
  const response = await fetch(`/builds/latest.json?t=${now}`, {
    cache: 'no-store',
    credentials: 'omit',
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'string')
    return body.id;
  return undefined;
}

/** Every hour, asks whether a newer build is deployed and offers a reload instead of forcing one. */
export function BuildCheck({ buildId, intervalMs = BUILD_CHECK_INTERVAL_MS }: BuildCheckProps) {
  const t = useTranslations('BuildCheck');
  const message = t('newVersion');
  const reloadLabel = t('reload');
  useEffect(() => {
    if (buildId === 'development') return;
    let offered = false;
    const check = async () => {
      if (offered) return;
      try {
        const latest = await fetchLatestBuildId();
        if (latest && latest !== buildId) {
          offered = true;
          toast({
            id: 'new-build',
            message,
            tone: 'info',
            duration: Number.POSITIVE_INFINITY,
            action: { label: reloadLabel, onClick: () => window.location.reload() },
          });
        }
      } catch {
        // Offline or server restarting: try again at the next interval.
      }
    };
    const timer = window.setInterval(check, intervalMs);
    return () => window.clearInterval(timer);
  }, [buildId, message, reloadLabel, intervalMs]);
  return null;
}
