'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIdleAfter } from '@/components/hooks/use-idle';
import { ApiMessageToasts } from '@/components/providers';
import { Toaster } from '@/components/toast';
import { useApplyColorConvention, useLoadFavorites } from '@/features/futures';
import { getOverviewQueryOptions, getPublicQueryOptions } from '@/features/market';
import { RealtimeConnection, realtimeStore } from '@/features/realtime';
import { SessionBootstrap, useIsLoggedIn, useSessionToken } from '@/features/session';
import { setApiLanguage } from '@/lib/http';
import { getQueryClient } from '@/lib/query-client';
// Before any schema parses in the browser (see the module).
import '@/lib/schemas/zod-jitless';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Open the realtime connection (default true). Pages that must stay static, or tests, can
   * turn it off.
   */
  realtime?: boolean;
}

/**
 * Startup data other than the session: public data, overview (seeding the market store),
 * favourites and the colour convention.
 */
function StartupData() {
  const isLoggedIn = useIsLoggedIn();
  // No screen reads the public data right away (the contract list ships with the app), so it
  // loads when the browser is idle rather than beside hydration: its 14 kB and their check
  // would otherwise block a phone's main thread while the page becomes interactive.
  const idle = useIdleAfter(3_000);
  useQuery({ ...getPublicQueryOptions(), enabled: idle });
  const { data: overview } = useQuery(getOverviewQueryOptions());
  useLoadFavorites(isLoggedIn);
  useApplyColorConvention(isLoggedIn);

  useEffect(() => {
    if (overview && overview.length > 0) {
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'indicator', payload: { indicators: overview } }]);
    }
  }, [overview]);
  return null;
}

const subscribeNever = () => () => undefined;

/**
 * Startup loads begin once the page has hydrated. A page's HydrationBoundary must be the one to
 * create the queries it prefetched (the overview, public data): a query that already exists when
 * the boundary renders is only hydrated in an effect, which never runs on the server, and the
 * HTML would go out without the prices. While a page suspends on its prefetch, React goes on
 * rendering siblings, so rendering these loads on the server at all would create them first.
 */
function StartupDataAfterHydration() {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated ? <StartupData /> : null;
}

function Realtime() {
  const token = useSessionToken();
  return <RealtimeConnection token={token} />;
}

/**
 * Client-side providers of the app. Must render inside next-intl's NextIntlClientProvider (it reads
 * the locale and the Http / Errors messages). Composes the one browser QueryClient, the session
 * bootstrap and startup loads, the single realtime connection, and the toaster (which also shows
 * the messages of POST calls).
 */
export function AppProviders({ children, realtime = true }: AppProvidersProps) {
  const locale = useLocale();
  // Layout effects run before any passive effect, where queries subscribe and fetch; until the
  // first one runs the http client reads the language from <html lang>.
  useLayoutEffect(() => {
    setApiLanguage(locale);
  }, [locale]);
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      {realtime ? <Realtime /> : null}
      {children}
      <StartupDataAfterHydration />
      <ApiMessageToasts />
      <Toaster />
    </QueryClientProvider>
  );
}
