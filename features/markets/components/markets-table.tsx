'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useFundedMarketRows } from '../hooks/use-funded-market-rows';
import { useHeldOrder } from '../hooks/use-held-order';
import { filterRows, type MarketsFilter } from '../model/filter-rows';
import { nextSort, sortRows, type MarketSort, type SortKey } from '../model/sort-rows';
import { MarketCard, MarketsTableRow } from './markets-row';
import { SortHeader } from './sort-header';

export interface MarketsTableProps {
  /** The visitor's or user's favourite contracts. */
  favoriteIds: ReadonlySet<number>;
  /** The favourite star of a row, composed in by the page (favourites belong to futures). */
  renderFavorite?: ((contractId: number, code: string) => ReactNode) | undefined;
}

/** The columns after the pair, in the table's order: each sorts the list. */
const FIGURE_COLUMNS = [
  'price',
  'change',
  'high',
  'low',
  'baseVolume',
  'volume',
  'openInterest',
  'funding',
  'mark',
  'leverage',
] as const satisfies readonly SortKey[];

const DEFAULT_SORT: MarketSort = { key: 'volume', direction: 'descending' };

/**
 * The markets page's list: every contract with its last price, 24 h change, high, low, volume and
 * turnover, open interest, funding rate and countdown, mark price and highest leverage; searched
 * by name, every contract or the favourites, sorted by any column. A table on wide screens, cards
 * with a sort picker on phones. Server-rendered with the prefetched figures, then live.
 *
 * The rows follow the sort as the figures move, except while the pointer or the keyboard focus is
 * in the list: a row never jumps from under the pointer or the focus.
 */
export function MarketsTable({ favoriteIds, renderFavorite }: MarketsTableProps) {
  const t = useTranslations('MarketsPage');
  const tm = useTranslations('Markets');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MarketsFilter>('all');
  const [sort, setSort] = useState<MarketSort>(DEFAULT_SORT);
  const { rows, loading } = useFundedMarketRows();
  const fresh = useMemo(
    () => sortRows(filterRows(rows, query, filter, favoriteIds), sort),
    [rows, query, filter, favoriteIds, sort],
  );

  const { listed, holdHandlers } = useHeldOrder(
    fresh,
    `${filter}|${query}|${sort.key}|${sort.direction}`,
  );

  const labels = {
    price: tm('columns.lastPrice'),
    change: tm('columns.change24h'),
    high: t('columns.high'),
    low: t('columns.low'),
    baseVolume: t('columns.baseVolume'),
    volume: t('columns.turnover'),
    openInterest: t('columns.openInterest'),
    funding: t('columns.funding'),
    mark: t('columns.markPrice'),
    leverage: t('columns.maxLeverage'),
  };
  const onSort = (column: SortKey) => setSort((current) => nextSort(current, column));
  const favorite = (contractId: number, code: string) => renderFavorite?.(contractId, code);
  const empty =
    listed.length === 0 ? (
      <p className="border-t border-line px-3 py-10 text-center text-sm text-fg-muted">
        {query.trim() ? t('noMatch', { query: query.trim() }) : tm('emptyFavorites')}
      </p>
    ) : null;

  return (
    <div className="min-w-0">
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className="h-9 w-full rounded-md border border-line bg-bg px-3 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-primary"
          />
        </div>
        <div
          role="group"
          aria-label={t('filterLabel')}
          className="flex rounded-md border border-line p-0.5"
        >
          {(['all', 'favorites'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={filter === choice}
              onClick={() => setFilter(choice)}
              className={cn(
                'rounded px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary',
                filter === choice
                  ? 'bg-bg-raised font-medium text-fg'
                  : 'text-fg-muted hover:text-fg',
              )}
            >
              {choice === 'all' ? t('all') : tm('tabs.favorites')}
            </button>
          ))}
        </div>
        <p className="text-sm text-fg-muted" aria-live="polite" data-testid="markets-count">
          {t('count', { count: listed.length })}
        </p>
      </div>

      {/* Phones and tablets: cards, and the sort as a picker (there are no column headers). */}
      <div className="lg:hidden">
        <div className="mb-2 flex gap-2">
          <NativeSelect
            label={t('sortLabel')}
            hideLabel
            className="flex-1"
            value={sort.key}
            onValueChange={(key) =>
              setSort({
                key: key as SortKey,
                direction: key === 'name' ? 'ascending' : 'descending',
              })
            }
            options={[
              { value: 'name', label: t('columns.contract') },
              ...FIGURE_COLUMNS.map((column) => ({ value: column, label: labels[column] })),
            ]}
          />
          <NativeSelect
            label={t('sortDirection')}
            hideLabel
            value={sort.direction}
            onValueChange={(direction) =>
              setSort((current) => ({
                ...current,
                direction: direction === 'ascending' ? 'ascending' : 'descending',
              }))
            }
            options={[
              { value: 'descending', label: t('descending') },
              { value: 'ascending', label: t('ascending') },
            ]}
          />
        </div>
        <ul className="rounded-md border border-line" {...holdHandlers}>
          {listed.map((row) => (
            <MarketCard
              key={row.contract.contractId}
              row={row}
              loading={loading}
              favorite={favorite(row.contract.contractId, row.code)}
              labels={labels}
            />
          ))}
        </ul>
        {empty}
      </div>

      <div className="hidden lg:block" {...holdHandlers}>
        <table className="markets-table">
          <caption className="sr-only">{t('heading')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{tm('columns.favorite')}</span>
              </th>
              <SortHeader column="name" label={t('columns.contract')} sort={sort} onSort={onSort} />
              {FIGURE_COLUMNS.map((column) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={labels[column]}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {listed.map((row) => (
              <MarketsTableRow
                key={row.contract.contractId}
                row={row}
                loading={loading}
                favorite={favorite(row.contract.contractId, row.code)}
              />
            ))}
          </tbody>
        </table>
        {empty}
      </div>
    </div>
  );
}
