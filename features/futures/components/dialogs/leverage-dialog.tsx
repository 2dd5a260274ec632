'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Slider } from '@/components/ui/slider';
import { toast } from '@/components/toast';
import { maxNotionalForLeverage } from '@/lib/contract/risk';
import { formatAmount } from '@/lib/format';
import { useSetLeverage } from '../../api/set-leverage';
import { engineTerms, fromMoney, type ContractTerms } from '../../model/contract-terms';
import { HIGH_LEVERAGE_WARNING } from '../../model/order-ticket';
import { FUTURES_ACCOUNT, type TradingAccountType } from '../../model/trading-account';

export interface LeverageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contract: ContractTerms & { contractId: number; name: string; maxLeverage: number };
  /** The leverage in force now. */
  leverage: number;
  /** The account whose leverage this is: the futures account unless the bonus one is traded. */
  accountType?: TradingAccountType;
}

/**
 * Slider marks as the big exchanges draw them: 1x, then the maximum split into equal whole steps
 * (four when it divides evenly, else five: 125x → 25x steps, 75x → 15x, 20x → 5x), else its
 * quarters rounded.
 */
export function leverageMarks(max: number): number[] {
  const parts = [4, 5].find((n) => max % n === 0 && max / n > 1);
  const steps =
    parts === undefined
      ? [0.25, 0.5, 0.75].map((f) => Math.max(1, Math.round(max * f)))
      : Array.from({ length: parts - 1 }, (_, i) => (max / parts) * (i + 1));
  return [...new Set([1, ...steps, max])].sort((a, b) => a - b);
}

/** The largest position value the risk tiers allow at `leverage`, in USDT. */
export function maxPositionValue(contract: ContractTerms, leverage: number): string | null {
  const terms = engineTerms(contract);
  if (terms === null || leverage < 1) return null;
  return fromMoney(maxNotionalForLeverage(terms.tiers, leverage)).toString();
}

export function LeverageDialog({
  open,
  onOpenChange,
  contract,
  leverage,
  accountType = FUTURES_ACCOUNT,
}: LeverageDialogProps) {
  const t = useTranslations('Futures.Dialogs.Leverage');
  const locale = useLocale();
  const [text, setText] = useState(String(leverage));
  const setLeverage = useSetLeverage();
  const max = contract.maxLeverage;
  const value = Number(text);
  const valid = /^\d+$/.test(text) && value >= 1 && value <= max;
  const maxValue = valid ? maxPositionValue(contract, value) : null;

  // Each opening starts from what is in force now (it may have loaded after the first render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText(String(leverage));
    }
  }

  async function confirm() {
    if (!valid) return;
    try {
      await setLeverage.mutateAsync({
        contractId: contract.contractId,
        leverage: value,
        accountType,
      });
      toast({ message: t('saved', { leverage: value }), tone: 'success' });
      onOpenChange(false);
    } catch {
      // The http client showed the server's message (1032 over the tier's maximum).
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} description={contract.name} size="sm">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <FormField
            label={t('leverage')}
            error={valid || text === '' ? null : t('invalid', { max })}
          >
            <DecimalInput
              value={text}
              onValueChange={setText}
              precision={0}
              step="1"
              min="1"
              max={String(max)}
              suffix="x"
            />
          </FormField>
          <Slider
            label={t('leverage')}
            min={1}
            max={max}
            step={1}
            marks={leverageMarks(max)}
            value={valid ? value : 1}
            onValueChange={(next) => setText(String(next))}
            formatValue={(next) => `${next}x`}
          />
          {maxValue !== null ? (
            <p className="tabular text-sm text-fg-muted" data-testid="leverage-max-position">
              {t('maxPosition', { leverage: value, value: formatAmount(maxValue, locale, 0) })}
            </p>
          ) : null}
          {valid && value > HIGH_LEVERAGE_WARNING ? (
            <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
              {t('warning')}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={!valid} loading={setLeverage.isPending} fullWidth>
              {t('confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
