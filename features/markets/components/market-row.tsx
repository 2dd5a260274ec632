'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { toDecimal } from '@/lib/decimal';
import { Link } from '@/lib/i18n/navigation';
import { usePriceFlash } from '../hooks/use-price-flash';
import type { MarketRow as MarketRowData } from '../model/market-row';
import { Sparkline } from './sparkline';
import { Turnover } from './turnover';

/**
 * A click anywhere on the row opens the contract, through the pair's link (so routing, locale and
 * a new tab on Ctrl/⌘-click behave as the link does). Clicks on the star or the link itself are
 * theirs.
 */
function openRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target as Element;
  if (target.closest('a, button, input, [role="button"]')) return;
  // A drag that selected text (a price being copied) is not a click on the row.
  if (window.getSelection()?.toString()) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey) {
    window.open(link.href, '_blank', 'noopener');
    return;
  }
  link.click();
}

const cell = 'px-2 py-3 sm:px-3';

export function MarketRow({
  row,
  loading,
  sparkline,
  favorite,
}: {
  row: MarketRowData;
  loading: boolean;
  sparkline: string | undefined;
  favorite: ReactNode;
}) {
  const t = useTranslations('Markets');
  const { contract, code, indicator } = row;
  const flash = usePriceFlash(indicator?.lp);
  const change = toDecimal(indicator?.pcr, NaN);
  const trend = change.isNaN() ? 0 : change.comparedTo(0);
  const waiting = loading && indicator === undefined;

  return (
    <tr
      data-testid="market-row"
      data-code={code}
      onClick={openRowLink}
      className="cursor-pointer border-t border-line hover:bg-bg-raised"
    >
      <td className="w-8 py-3 pl-2 sm:w-10 sm:pl-3">{favorite}</td>
      <td className={cn(cell, 'pl-1 sm:pl-1')}>
        <div className="flex min-w-0 items-center gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icons need no optimisation */}
          <img
            src={contract.baseAssetIcon}
            alt=""
            width={20}
            height={20}
            decoding="async"
            className="h-5 w-5 shrink-0"
          />
          <div className="flex min-w-0 flex-col">
            <Link
              href={`/futures/${code}`}
              prefetch={false}
              className="truncate font-medium text-fg hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {code}
            </Link>
            <span className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
              {t('perpetual')}
              {contract.isNew ? (
                <span className="rounded bg-warn/15 px-1 font-medium text-warn">
                  {t('newCoin')}
                </span>
              ) : null}
            </span>
          </div>
        </div>
      </td>
      <td className={cn(cell, 'text-right')} data-testid="market-price">
        {waiting ? (
          <Skeleton className="h-4 w-16" />
        ) : (
          <Price
            value={indicator?.lp}
            precision={contract.priceScale}
            className={cn(
              // Padding, not a border: the highlight never changes the row's size.
              '-mx-1 rounded px-1 font-medium motion-safe:transition-colors',
              // Lights up at once, fades out slowly.
              flash ? 'motion-safe:duration-100' : 'motion-safe:duration-500',
              // The tint alone says the direction: coloured text on its own tint fails contrast.
              flash === 'up' && 'bg-up/15 motion-reduce:bg-transparent',
              flash === 'down' && 'bg-down/15 motion-reduce:bg-transparent',
            )}
          />
        )}
      </td>
      <td className={cn(cell, 'text-right')} data-testid="market-change">
        {waiting ? <Skeleton className="h-4 w-12" /> : <Percent value={indicator?.pcr} signed />}
      </td>
      <td className={cn(cell, 'hidden text-right sm:table-cell')} data-testid="market-volume">
        {waiting ? <Skeleton className="h-4 w-14" /> : <Turnover value={indicator?.pt} />}
      </td>
      <td className={cn(cell, 'hidden w-28 sm:table-cell')}>
        <Sparkline points={sparkline} trend={trend} className="ml-auto" />
      </td>
    </tr>
  );
}
