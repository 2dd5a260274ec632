import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The help centre: the search box and its results translate with these messages. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="help">{children}</ClientMessages>;
}
