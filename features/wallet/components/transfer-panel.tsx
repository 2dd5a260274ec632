'use client';

import { useTranslations } from 'next-intl';
import { AssetHistory } from './asset-history';
import { TransferForm } from './transfer-form';

/** The transfer page: the form (the same one the dialog holds) and the transfers made. */
export function TransferPanel() {
  const t = useTranslations('Wallet.Transfer');
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="transfer-heading"
        className="max-w-lg rounded-lg border border-line p-4 sm:p-6"
      >
        <h2 id="transfer-heading" className="mb-4 text-lg font-semibold text-fg">
          {t('title')}
        </h2>
        <TransferForm />
      </section>
      <AssetHistory fixedType="transfer" label={t('historyHeading')} fileName="transfers" />
    </div>
  );
}
