'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { qrCodeShape } from '@/lib/qr-code';
import { getDepositAddressQueryOptions } from '../api/get-deposit-address';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { CopyButton } from './copy-button';

/** The address as a QR code a phone wallet scans: dark on white whatever the theme. */
function AddressQr({ address, label }: { address: string; label: string }) {
  const { size, path } = useMemo(() => qrCodeShape(address), [address]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-40 shrink-0 rounded-md border border-line"
      data-testid="deposit-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** The user's address on the chosen network, with its QR code and a copy button. */
export function DepositAddress({
  currencyId,
  currency,
  network,
  networkName,
}: {
  currencyId: number;
  currency: string;
  network: string;
  networkName: string;
}) {
  const t = useTranslations('Wallet.Deposit');
  const address = useQuery(getDepositAddressQueryOptions(currencyId, network));
  const errorText = useApiErrorText();
  if (address.isPending) {
    return (
      <div className="flex flex-col gap-4 sm:flex-row" aria-busy="true">
        <span className="sr-only">{t('addressLoading')}</span>
        <Skeleton className="size-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (!address.data) {
    // 102600007: no deposit source on this network (the server never makes an address up).
    return (
      <p className="text-sm text-fg-muted" role="status">
        {address.error ? errorText(address.error) : t('addressFailed')}{' '}
        <button type="button" className="text-link" onClick={() => void address.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const value = address.data.address;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <AddressQr address={value} label={t('qrLabel', { currency, network: networkName })} />
      <div className="min-w-0 flex-1 space-y-3">
        <dl>
          <dt className="text-xs text-fg-muted">
            {t('address', { currency, network: networkName })}
          </dt>
          <dd className="mt-1 font-mono text-sm break-all text-fg" data-testid="deposit-address">
            {value}
          </dd>
        </dl>
        <CopyButton text={value} label={t('copyAddress')} />
        <p className="text-xs text-fg-muted">
          {t('onlyThisNetwork', { currency, network: networkName })}
        </p>
      </div>
    </div>
  );
}
