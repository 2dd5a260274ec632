import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WalletNav } from '@/features/wallet';

/** The wallet pages: their messages and the links between them. */
export default function WalletLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages bundle="wallet">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-8">
        <WalletNav />
        {children}
      </div>
    </ClientMessages>
  );
}
