import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The listing application form: its labels, checks and answers. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="listing-apply">{children}</ClientMessages>;
}
