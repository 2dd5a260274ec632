import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  COMMON_CLIENT_MESSAGES,
  mergeTrees,
  pickMessages,
  type MessageTree,
} from '@/lib/i18n/client-messages';

/**
 * The common messages picked once per catalogue: every provider of a page (root, layout, page)
 * then hands React the same objects, which its page data sends once and refers to after.
 */
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
 * Gives the client components below it the common messages plus the named namespaces (dotted
 * paths allowed) — and nothing else, so the page's HTML does not carry the whole catalogue.
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
  return (
    <NextIntlClientProvider
      messages={mergeTrees(commonMessagesOf(messages), pickMessages(messages, chosen))}
    >
      {children}
    </NextIntlClientProvider>
  );
}
