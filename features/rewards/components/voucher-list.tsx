'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Voucher, VoucherState } from '../api/schemas';
import { useDateTime, useUsdt } from '../hooks/use-format';
import { UseVoucherDialog } from './use-voucher-dialog';

const STATE_STYLE: Record<VoucherState, string> = {
  available: 'border-primary text-primary',
  startingSoon: 'border-warn text-warn',
  expired: 'border-line text-fg-muted',
  used: 'border-line text-fg-muted',
};

/** The rules of a voucher in plain words, as the server lists them. */
export function VoucherRules({ voucher }: { voucher: Voucher }) {
  const t = useTranslations('Rewards.Rules');
  const dateTime = useDateTime();
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-fg-muted">
      {voucher.rules.map((rule) => (
        <li key={rule}>
          {t(rule, { leverage: voucher.maxLeverage, expiresAt: dateTime(voucher.expiresAt) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The user's vouchers: amount, maximum leverage, when it may be used and until when, its state
 * and rules. An available voucher is selected, then used (after a confirmation).
 */
export function VoucherList({
  vouchers,
  bonusBusy,
  empty,
}: {
  vouchers: readonly Voucher[];
  /** The bonus account already holds a voucher's trial fund or a position: one at a time. */
  bonusBusy: boolean;
  /** What a user without vouchers reads (the rewards centre points at its tasks above). */
  empty?: ReactNode;
}) {
  const t = useTranslations('Rewards.Vouchers');
  const usdt = useUsdt();
  const dateTime = useDateTime();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The voucher being confirmed is kept as it was: once used, the list reads it again as "used"
  // and the dialog must stay to show the result.
  const [confirming, setConfirming] = useState<Voucher | null>(null);
  const selected = vouchers.find((v) => v.id === selectedId && v.state === 'available') ?? null;

  if (vouchers.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-fg-muted">
        {empty ?? t('empty')}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <fieldset className="grid min-w-0 gap-3 md:grid-cols-2">
        <legend className="sr-only">{t('selectLabel')}</legend>
        {vouchers.map((voucher) => {
          const usable = voucher.state === 'available';
          const isSelected = selected?.id === voucher.id;
          return (
            // The card selects its voucher when clicked anywhere; the radio is what keyboards
            // and screen readers use.
            <div
              key={voucher.id}
              data-testid="voucher"
              data-state={voucher.state}
              onClick={() => usable && setSelectedId(voucher.id)}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                usable ? 'cursor-pointer' : 'opacity-80',
                isSelected ? 'border-primary bg-primary/5' : 'border-line',
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="voucher"
                    value={voucher.id}
                    checked={isSelected}
                    disabled={!usable}
                    onChange={() => setSelectedId(voucher.id)}
                    className="size-4 accent-[rgb(var(--color-primary))]"
                  />
                  <span className="text-2xl font-semibold text-fg">
                    {usdt(voucher.amount)} <span className="text-base">{voucher.currency}</span>
                  </span>
                </label>
                <span
                  className={cn('rounded border px-2 py-0.5 text-xs', STATE_STYLE[voucher.state])}
                >
                  {t(`state.${voucher.state}`)}
                </span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-fg-muted">{t('maxLeverage')}</dt>
                <dd className="text-fg">{t('leverageValue', { leverage: voucher.maxLeverage })}</dd>
                <dt className="text-fg-muted">{t('validFrom')}</dt>
                <dd className="text-fg">{dateTime(voucher.validFrom)}</dd>
                <dt className="text-fg-muted">{t('expiresAt')}</dt>
                <dd className="text-fg">{dateTime(voucher.expiresAt)}</dd>
                {voucher.usedAt !== null ? (
                  <>
                    <dt className="text-fg-muted">{t('usedAt')}</dt>
                    <dd className="text-fg">{dateTime(voucher.usedAt)}</dd>
                  </>
                ) : null}
              </dl>
              <details className="text-sm" onClick={(event) => event.stopPropagation()}>
                <summary className="cursor-pointer text-fg">{t('rules')}</summary>
                <div className="mt-2">
                  <VoucherRules voucher={voucher} />
                </div>
              </details>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          disabled={!selected || bonusBusy}
          onClick={() => setConfirming(selected)}
          data-testid="use-voucher"
        >
          {t('use')}
        </Button>
        <p className="text-sm text-fg-muted" aria-live="polite">
          {bonusBusy ? t('bonusBusy') : selected ? t('selected') : t('selectFirst')}
        </p>
      </div>
      {confirming ? (
        <UseVoucherDialog
          voucher={confirming}
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onUsed={() => setSelectedId(null)}
        />
      ) : null}
    </div>
  );
}
