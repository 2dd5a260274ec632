'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { focusRing } from '@/components/ui/button';
import { Percent } from '@/components/ui/numbers';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { normalizeForSearch } from '@/components/ui/combobox';
import { useMarketIndicator, useRealtime } from '@/features/realtime';
import { cn } from '@/lib/cn';
import { contractCode, contracts, type ContractReference } from '@/lib/contract/reference-data';
import { toDecimal } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { Link } from '@/components/i18n/link';
import { useFavoriteIds } from '../../hooks/use-favorites';
import { FavoriteToggle } from '../favorite-toggle';
import { ContractSelectorTrigger } from './contract-selector';

type ListView = 'all' | 'favorites' | 'gainers';

/** The contract picker of the trading screen: search, favourites and the 24 h gainers. */
export function ContractSelectorPopover({
  current,
  defaultOpen = false,
}: {
  current: ContractReference;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('Futures.ContractBar');
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<ListView>('all');
  const code = contractCode(current.name);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ContractSelectorTrigger current={current} />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[22rem] p-0">
        <div className="border-b border-line p-3">
          <label className="sr-only" htmlFor="contract-search">
            {t('search')}
          </label>
          <input
            id="contract-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search')}
            autoComplete="off"
            className={cn(
              'h-9 w-full rounded-md border border-line bg-bg px-3 text-sm placeholder:text-fg-muted',
              focusRing,
            )}
          />
        </div>
        <Tabs value={view} onValueChange={(next) => setView(next as ListView)}>
          <TabsList className="px-3">
            <TabsTrigger value="all">{t('all')}</TabsTrigger>
            <TabsTrigger value="favorites">{t('favorites')}</TabsTrigger>
            <TabsTrigger value="gainers">{t('gainers')}</TabsTrigger>
          </TabsList>
        </Tabs>
        <ContractList query={query} view={view} currentCode={code} onPick={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function ContractList({
  query,
  view,
  currentCode,
  onPick,
}: {
  query: string;
  view: ListView;
  currentCode: string;
  onPick: () => void;
}) {
  const t = useTranslations('Futures.ContractBar');
  const favorites = useFavoriteIds();
  const rates = useChangeRates();
  const rows = useMemo(() => {
    const needle = normalizeForSearch(query.trim());
    let list = contracts.filter(
      (c) =>
        needle === '' ||
        normalizeForSearch(`${contractCode(c.name)} ${c.baseAsset}`).includes(needle),
    );
    if (view === 'favorites') list = list.filter((c) => favorites.has(c.contractId));
    if (view === 'gainers') {
      list = [...list].sort((a, b) =>
        toDecimal(rates.get(b.contractId) ?? '0').comparedTo(
          toDecimal(rates.get(a.contractId) ?? '0'),
        ),
      );
    }
    return list;
  }, [query, view, favorites, rates]);

  if (rows.length === 0) {
    return (
      <p className="px-3 py-6 text-center text-sm text-fg-muted" role="status">
        {view === 'favorites' && query === '' ? t('noFavorites') : t('noMatch')}
      </p>
    );
  }
  return (
    <ul className="max-h-80 overflow-y-auto p-1" aria-label={t('contracts')}>
      {rows.map((contract) => (
        <ContractRow
          key={contract.contractId}
          contract={contract}
          current={contractCode(contract.name) === currentCode}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}

function ContractRow({
  contract,
  current,
  onPick,
}: {
  contract: ContractReference;
  current: boolean;
  onPick: () => void;
}) {
  const locale = useLocale();
  const indicator = useMarketIndicator(contract.contractId);
  const code = contractCode(contract.name);
  return (
    <li className="flex items-center gap-1 rounded-md hover:bg-bg-sunken">
      <FavoriteToggle contractId={contract.contractId} symbol={code} className="ml-1" />
      <Link
        href={`/futures/${code}`}
        onClick={onPick}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'grid flex-1 grid-cols-[1fr_auto_4.5rem] items-center gap-3 rounded-md px-2 py-2 text-sm',
          current && 'font-semibold text-primary-strong dark:text-primary',
          focusRing,
        )}
      >
        <span>{code}</span>
        <span className="tabular-nums text-fg">
          {indicator?.lp ? formatPrice(indicator.lp, locale, contract.priceScale) : '--'}
        </span>
        <Percent value={indicator?.pcr} signed className="text-right" />
      </Link>
    </li>
  );
}

/** 24 h change rates by contract id, for the gainers sort (re-sorted when a rate changes). */
function useChangeRates(): ReadonlyMap<number, string> {
  // One string of every rate: the shallow selector re-renders only when a rate changes.
  const key = useRealtime((state) =>
    contracts.map((c) => String(state.indicators[c.contractId]?.pcr ?? '0')).join('|'),
  );
  return useMemo(() => {
    const rates = key.split('|');
    return new Map(contracts.map((c, index) => [c.contractId, rates[index] ?? '0']));
  }, [key]);
}
