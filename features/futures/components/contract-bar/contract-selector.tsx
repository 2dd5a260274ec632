'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { focusRing } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';
import { contractCode, type ContractReference } from '@/lib/contract/reference-data';
import { useTradingShortcut } from '../../hooks/use-trading-shortcut';

const loadPopover = () =>
  import('./contract-selector-popover').then((m) => m.ContractSelectorPopover);

/** The contract's name and icon; the picker's own trigger and its server-rendered placeholder alike. */
export const ContractSelectorTrigger = forwardRef<
  HTMLButtonElement,
  Omit<ComponentPropsWithoutRef<'button'>, 'children'> & { current: ContractReference }
>(function ContractSelectorTrigger({ current, className, ...props }, ref) {
  const t = useTranslations('Futures.ContractBar');
  return (
    <button
      ref={ref}
      type="button"
      className={cn(
        'flex items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-bg-sunken',
        focusRing,
        className,
      )}
      data-testid="contract-selector"
      {...props}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
      <img src={current.baseAssetIcon} alt="" width={24} height={24} className="size-6" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-semibold text-fg">{contractCode(current.name)}</span>
        <span className="text-xs text-fg-muted">{t('perpetual')}</span>
      </span>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-fg-muted" fill="none">
        <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{t('chooseContract')}</span>
    </button>
  );
});

/**
 * The contract picker of the trading screen (search, favourites, 24 h gainers), loaded when its
 * button is reached: the popover, tabs and list are not in the first load.
 */
export function ContractSelector({ current }: { current: ContractReference }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  // The / shortcut presses the picker's button: it loads the picker if needed and opens it.
  useTradingShortcut('contracts', () =>
    wrapper.current?.querySelector<HTMLButtonElement>('[data-testid="contract-selector"]')?.click(),
  );
  return (
    <span ref={wrapper} className="contents">
      <Deferred
        load={loadPopover}
        props={{ current }}
        popup="dialog"
        placeholder={(trigger) => <ContractSelectorTrigger current={current} {...trigger} />}
      />
    </span>
  );
}
