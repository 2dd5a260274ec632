'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { IconButton } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import type { ContractReference } from '@/lib/contract/reference-data';

const loadPopover = () => import('./contract-info-popover').then((m) => m.ContractInfoPopover);

/** The info button; the popover's own trigger and its server-rendered placeholder alike. */
export const ContractInfoTrigger = forwardRef<
  HTMLButtonElement,
  Omit<ComponentPropsWithoutRef<'button'>, 'children'>
>(function ContractInfoTrigger(props, ref) {
  const t = useTranslations('Futures.ContractBar');
  return (
    <IconButton
      ref={ref}
      label={t('contractInfo')}
      variant="ghost"
      size="sm"
      data-testid="contract-info"
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
        <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 7.25V11M8 5h.01" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </IconButton>
  );
});

/** The contract's terms in a popover, loaded when the button is reached (not in the first load). */
export function ContractInfo({ contract }: { contract: ContractReference }) {
  return (
    <Deferred
      load={loadPopover}
      props={{ contract }}
      popup="dialog"
      placeholder={(trigger) => <ContractInfoTrigger {...trigger} />}
    />
  );
}
