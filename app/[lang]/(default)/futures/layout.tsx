import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The funding-rate, insurance fund and contract pages: the messages their client parts use. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="futures-info">{children}</ClientMessages>;
}
