import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The official-channel check: its form and verdicts. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="official-verification">{children}</ClientMessages>;
}
