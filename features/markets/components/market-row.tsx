'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { toDecimal } from '@/lib/decimal';
import { Link } from '@/components/i18n/link';
import { usePriceFlash } from '../hooks/use-price-flash';
import type { MarketRow as MarketRowData } from '../model/market-row';
import { Sparkline } from './sparkline';
import { Turnover } from './turnover';

/**
 * A click anywhere on the row opens the contract, through the pair's link (so routing, locale and
 * a new tab on Ctrl/⌘-click behave as the link does). Clicks on the star or the link itself are
 * theirs.
 */
export function openRowLink(event: MouseEvent<HTMLElement>) {
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
    <tr data-testid="market-row" data-code={code} onClick={openRowLink}>
      {/* The cells' look is in market-listing.css, by column: a dozen rows share one copy. */}
      <td>{favorite}</td>
      <td>
        <div className="market-pair">
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icons need no optimisation */}
          <img
            src={contract.baseAssetIcon}
            alt=""
            // Lazy: React would otherwise preload every row's icon from the head. Its size is
            // market-listing.css's (the stylesheet comes before any paint).
            loading="lazy"
          />
          <div>
            <Link href={`/futures/${code}`} prefetch={false}>
              {code}
            </Link>
            <span>
              {t('perpetual')}
              {contract.isNew ? <span className="new-coin">{t('newCoin')}</span> : null}
            </span>
          </div>
        </div>
      </td>
      <td data-testid="market-price">
        {waiting ? (
          <Skeleton className="h-4 w-16" />
        ) : (
          <Price
            value={indicator?.lp}
            precision={contract.priceScale}
            className={cn('market-price', flash && `flash-${flash}`)}
          />
        )}
      </td>
      <td data-testid="market-change">
        {waiting ? <Skeleton className="h-4 w-12" /> : <Percent value={indicator?.pcr} signed />}
      </td>
      <td data-testid="market-volume">
        {waiting ? <Skeleton className="h-4 w-14" /> : <Turnover value={indicator?.pt} />}
      </td>
      <td>
        <Sparkline levels={sparkline} trend={trend} />
      </td>
    </tr>
  );
}
