import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  DEFAULT_THEME_HEADER,
  FORCED_THEME_HEADER,
  NONCE_HEADER,
} from '@/lib/i18n/request-headers';
import { isLocale, localeInfo, defaultLocale } from '@/lib/i18n/locales';
import { assertPublicEnv } from '@/lib/env-schema';
import { requestSiteOrigin } from '@/lib/seo';
import { themeInitScript } from '@/lib/theme';
import { RootClientMessages } from '@/components/i18n/client-messages';
import { ThirdPartyScripts } from '@/components/layout/third-party-scripts';
import { thirdPartyScriptsOf } from '@/lib/contract/third-party-scripts';
import { AppProviders } from './_components/app-providers';
import './globals.css';

// A malformed NEXT_PUBLIC_* value stops the server from rendering (and the build), named in the
// error; the browser only normalizes them (lib/env).
assertPublicEnv();

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: requestSiteOrigin(await headers()),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0e14' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const htmlLang = localeInfo[isLocale(locale) ? locale : defaultLocale].htmlLang;
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const forcedTheme = requestHeaders.get(FORCED_THEME_HEADER) ?? undefined;
  const defaultTheme = requestHeaders.get(DEFAULT_THEME_HEADER) ?? undefined;

  return (
    // The theme script sets data-theme before paint, so the attribute differs from the server's.
    <html
      lang={htmlLang}
      data-forced-theme={forcedTheme}
      data-default-theme={defaultTheme}
      data-theme={forcedTheme}
      suppressHydrationWarning
    >
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {/* Common messages here; each route group's layout and some pages give theirs. */}
        <RootClientMessages>
          <AppProviders>{children}</AppProviders>
        </RootClientMessages>
        {/* The support messenger and the analytics tag, only when configured (read per render). */}
        <ThirdPartyScripts scripts={thirdPartyScriptsOf(process.env)} />
      </body>
    </html>
  );
}
