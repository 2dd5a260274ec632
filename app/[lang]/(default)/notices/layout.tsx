import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Notices: the list and the notice pages translate with these messages. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="notices">{children}</ClientMessages>;
}
