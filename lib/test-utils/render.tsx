// Renders a component the way the app does: next-intl messages of one locale and a fresh React
// Query client (no retries, so a failing fetcher fails the test at once). Component tests use this
// instead of building their own providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhHant from '@/messages/zh-hant.json';

const catalogues: Record<Locale, typeof en> = { en, ko, ja, 'zh-hant': zhHant };

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface ProviderOptions {
  locale?: Locale;
  queryClient?: QueryClient;
}

export function TestProviders({
  children,
  locale = 'en',
  queryClient,
}: ProviderOptions & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'en',
    queryClient = createTestQueryClient(),
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <TestProviders locale={locale} queryClient={queryClient}>
        {children}
      </TestProviders>
    ),
  });
  return { ...result, queryClient };
}

/** The English catalogue, for asserting on the exact text a user reads. */
export const messages = en;
