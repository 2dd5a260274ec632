'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { ScaledOrderLeg } from '../../model/scaled-order';
import type { PanelContract } from './use-order-panel-data';

/** The preview's columns: their heading's message key and alignment. */
const COLUMNS = [
  { label: 'previewIndex', align: 'text-left' },
  { label: 'previewPrice', align: 'text-right' },
  { label: 'previewQuantity', align: 'text-right' },
] as const;

/** The N orders a scaled order places, nearest the market first. */
export function ScaledOrderPreview({
  orders,
  contract,
}: {
  orders: readonly ScaledOrderLeg[];
  contract: PanelContract;
}) {
  const t = useTranslations('ScaledOrder');
  const locale = useLocale();
  return (
    <table className="w-full text-xs tabular" data-testid="scaled-order-preview">
      <caption className="pb-1 text-left text-fg-muted">{t('preview')}</caption>
      <thead>
        <tr className="text-fg-muted">
          {COLUMNS.map(({ label, align }) => (
            <th key={label} scope="col" className={`${align} font-normal`}>
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((o, i) => (
          <tr key={`${o.price}-${i}`}>
            <td>{i + 1}</td>
            <td className="text-right">{formatPrice(o.price, locale, contract.priceScale)}</td>
            <td className="text-right">
              {o.quantity} {contract.baseAsset}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
