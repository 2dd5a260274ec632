'use client';

import { maxLeverage } from '@/lib/contract/reference-data';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/components/i18n/link';
import { cn } from '@/lib/cn';
import { usePriceFlash } from '../hooks/use-price-flash';
import { formatCompact } from '../model/compact-number';
import type { MarketRow } from '../model/market-row';
import { openInterestValue } from '../model/sort-rows';
import { FundingFigures } from './funding-cell';
import { openRowLink } from './market-row';

interface RowProps {
  row: MarketRow;
  /** The first figures are still loading in the browser (the server render had none). */
  loading: boolean;
  favorite: ReactNode;
}

/** The contract's icon, code (a link to its trading page) and "Perpetual". */
function Pair({ row }: { row: MarketRow }) {
  const t = useTranslations('Markets');
  return (
    <div className="market-pair">
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icons need no optimisation */}
      <img src={row.contract.baseAssetIcon} alt="" loading="lazy" />
      <div>
        <Link href={`/futures/${row.code}`} prefetch={false}>
          {row.code}
        </Link>
        <span>
          {t('perpetual')}
          {row.contract.isNew ? <span className="new-coin">{t('newCoin')}</span> : null}
        </span>
      </div>
    </div>
  );
}

/** Every figure of a row, as the table's cells and the phone card's list both show them. */
function useFigures({ row, loading }: Pick<RowProps, 'row' | 'loading'>) {
  const t = useTranslations('MarketsPage');
  const locale = useLocale();
  const { contract, indicator, funding } = row;
  const flash = usePriceFlash(indicator?.lp);
  const waiting = loading && indicator === undefined;
  const figure = (content: ReactNode, width = 'w-14') =>
    waiting ? <Skeleton className={cn('inline-block h-4', width)} /> : content;
  const compact = (value: Parameters<typeof formatCompact>[0], unit?: string) => (
    <span className="figure">
      {formatCompact(value, locale)}
      {unit ? <span className="text-fg-muted"> {unit}</span> : null}
    </span>
  );
  const openInterest = openInterestValue(row);
  return {
    price: figure(
      <Price
        value={indicator?.lp}
        precision={contract.priceScale}
        className={cn('market-price', flash && `flash-${flash}`)}
      />,
      'w-16',
    ),
    change: figure(<Percent value={indicator?.pcr} signed />, 'w-12'),
    high: figure(<Price value={indicator?.h} precision={contract.priceScale} />),
    low: figure(<Price value={indicator?.l} precision={contract.priceScale} />),
    baseVolume: figure(compact(indicator?.pv, contract.baseAsset)),
    volume: figure(compact(indicator?.pt)),
    openInterest: figure(compact(openInterest.isNaN() ? undefined : openInterest)),
    funding: <FundingFigures funding={funding} />,
    mark: figure(<Price value={indicator?.mp} precision={contract.priceScale} />),
    leverage: <span className="figure">{t('leverage', { leverage: maxLeverage(contract) })}</span>,
  };
}

/** A row of the markets table (wide screens): a click anywhere on it opens the contract. */
export function MarketsTableRow({ row, loading, favorite }: RowProps) {
  const figures = useFigures({ row, loading });
  return (
    <tr data-testid="markets-row" data-code={row.code} onClick={openRowLink}>
      <td>{favorite}</td>
      <td>
        <Pair row={row} />
      </td>
      <td data-testid="markets-price">{figures.price}</td>
      <td data-testid="markets-change">{figures.change}</td>
      <td>{figures.high}</td>
      <td>{figures.low}</td>
      <td>{figures.baseVolume}</td>
      <td>{figures.volume}</td>
      <td>{figures.openInterest}</td>
      <td data-testid="markets-funding">{figures.funding}</td>
      <td>{figures.mark}</td>
      <td>{figures.leverage}</td>
    </tr>
  );
}

/**
 * A contract on a phone: the pair, its price and change on top, the other figures as a
 * two-column list beneath (no sideways scroll at 375 px).
 */
export function MarketCard({
  row,
  loading,
  favorite,
  labels,
}: RowProps & {
  /** The column names, as the table's headers say them. */
  labels: Record<
    'high' | 'low' | 'baseVolume' | 'volume' | 'openInterest' | 'funding' | 'mark' | 'leverage',
    string
  >;
}) {
  const figures = useFigures({ row, loading });
  const details = [
    ['high', figures.high],
    ['low', figures.low],
    ['baseVolume', figures.baseVolume],
    ['volume', figures.volume],
    ['openInterest', figures.openInterest],
    ['funding', figures.funding],
    ['mark', figures.mark],
    ['leverage', figures.leverage],
  ] as const;
  return (
    <li
      data-testid="markets-card"
      data-code={row.code}
      onClick={openRowLink}
      className="cursor-pointer border-t border-line px-3 py-3 first:border-t-0"
    >
      <div className="flex items-center gap-2">
        <div className="shrink-0">{favorite}</div>
        <div className="min-w-0 flex-1">
          <Pair row={row} />
        </div>
        <div className="flex flex-col items-end text-sm">
          <span data-testid="markets-price">{figures.price}</span>
          <span data-testid="markets-change">{figures.change}</span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        {details.map(([key, value]) => (
          <div key={key} className="flex min-w-0 items-start justify-between gap-2">
            <dt className="text-fg-muted">{labels[key]}</dt>
            <dd className="text-right text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
