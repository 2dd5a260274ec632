'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { intlLocale } from '@/lib/locale';

export interface TimeFormat {
  format: (timeMs: number) => string;
  /** The time zone the times are in, to say so under the table. */
  zone: string;
}

const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * Times in the page's language and the visitor's time zone. The server cannot know the zone, so
 * the HTML and the hydrating render say UTC (and match); right after hydration the same rows are
 * shown again in local time.
 */
export function useTimeFormat(): TimeFormat {
  const locale = useLocale();
  const hydrated = useHydrated();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(intlLocale(locale), {
      ...OPTIONS,
      timeZone: hydrated ? undefined : 'UTC',
    });
    return {
      format: (timeMs: number) => formatter.format(timeMs),
      zone: hydrated ? formatter.resolvedOptions().timeZone : 'UTC',
    };
  }, [locale, hydrated]);
}
