import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WalletNav } from '@/features/wallet';

/** Every wallet namespace the client parts translate with (the page titles stay on the server). */
const WALLET_CLIENT_MESSAGES = [
  'Errors',
  'Wallet.wallets',
  'Wallet.Nav',
  'Wallet.Common',
  'Wallet.Overview',
  'Wallet.Spot',
  'Wallet.Futures',
  'Wallet.Transfer',
  'Wallet.Deposit',
  'Wallet.Withdraw',
  'Wallet.History',
];

/** The wallet pages: their messages and the links between them. */
export default function WalletLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={WALLET_CLIENT_MESSAGES}>
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-8">
        <WalletNav />
        {children}
      </div>
    </ClientMessages>
  );
}
