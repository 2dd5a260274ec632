import { NextIntlClientProvider } from 'next-intl';
import { headers } from 'next/headers';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BundledMessages } from './nested-messages';
import type { MessageTree } from '@/lib/i18n/client-messages';
import { NONCE_HEADER } from '@/lib/i18n/request-headers';
import { bundleKey, bundleScriptHref, messageRegistry } from '@/lib/i18n/message-bundle';
import { bundledMessages, type MessageBundleName } from '@/lib/i18n/message-bundles';

const NO_MESSAGES: MessageTree = {};

/**
 * The page's root provider: the locale, formats and time zone, and the common messages (every
 * page's client components translate with them). Rendered once, by the root layout.
 */
export function RootClientMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={NO_MESSAGES}>
      <ClientMessages bundle="common">{children}</ClientMessages>
    </NextIntlClientProvider>
  );
}

/**
 * Gives the client components below it a message bundle (lib/i18n/message-bundles) on top of the
 * messages above. The page's HTML carries only the bundle's name and version: the words come as a
 * script the head starts loading, cached for good, and are in the server's rendering as usual.
 */
export async function ClientMessages({
  bundle,
  children,
}: {
  bundle: MessageBundleName;
  children: ReactNode;
}) {
  const locale = await getLocale();
  const { messages, version } = bundledMessages((await getMessages()) as MessageTree, bundle);
  messageRegistry()[bundleKey(locale, bundle, version)] = messages;
  // Pages under a nonce policy (private, uncached ones) need it on the script; cached pages'
  // policy allows the site's own scripts.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <>
      {/* React puts an async script in the head (once per page) when it renders it there. */}
      <script async src={bundleScriptHref(locale, bundle, version)} {...(nonce ? { nonce } : {})} />
      <BundledMessages bundle={bundle} version={version}>
        {children}
      </BundledMessages>
    </>
  );
}
