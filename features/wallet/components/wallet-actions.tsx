'use client';

import { useTranslations } from 'next-intl';
import { Button, buttonStyles } from '@/components/ui/button';
import { Link } from '@/components/i18n/link';
import { openTransferDialog, type TransferRequest } from '../stores/transfer-dialog-store';

/** Deposit, withdraw, transfer and trade: the ways money moves from the wallet pages. */
export function WalletActions({ transfer = {} }: { transfer?: TransferRequest }) {
  const t = useTranslations('Wallet.Common');
  return (
    <div className="flex flex-wrap gap-2">
      <Link href="/assets/deposit" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
        {t('deposit')}
      </Link>
      <Link href="/assets/withdraw" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        {t('withdraw')}
      </Link>
      <Button size="sm" variant="secondary" onClick={() => openTransferDialog(transfer)}>
        {t('transfer')}
      </Button>
      <Link href="/futures" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        {t('trade')}
      </Link>
    </div>
  );
}
