import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NestedMessages } from './nested-messages';
import { COMMON_CLIENT_MESSAGES, pickMessages, type MessageTree } from '@/lib/i18n/client-messages';

/** The common messages, picked once per catalogue rather than on every request. */
const commonByCatalogue = new WeakMap<MessageTree, MessageTree>();

function commonMessagesOf(messages: MessageTree): MessageTree {
  let common = commonByCatalogue.get(messages);
  if (!common) {
    common = pickMessages(messages, COMMON_CLIENT_MESSAGES);
    commonByCatalogue.set(messages, common);
  }
  return common;
}

/**
 * The page's root provider: the common messages (every page's client components translate with
 * them), the locale, formats and time zone. Rendered once, by the root layout.
 */
export async function RootClientMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as MessageTree;
  return (
    <NextIntlClientProvider messages={commonMessagesOf(messages)}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Gives the client components below it the named namespaces (dotted paths allowed) on top of the
 * common ones — and nothing else, so the page's HTML does not carry the whole catalogue. Only the
 * added messages travel; the browser lays them over the provider above (`NestedMessages`).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  /** Namespaces, or a choice made from the whole catalogue (its top-level names). */
  namespaces: readonly string[] | ((messages: MessageTree) => readonly string[]);
  children: ReactNode;
}) {
  const messages = (await getMessages()) as MessageTree;
  const chosen = typeof namespaces === 'function' ? namespaces(messages) : namespaces;
  if (chosen.length === 0) return children;
  return <NestedMessages messages={pickMessages(messages, chosen)}>{children}</NestedMessages>;
}
