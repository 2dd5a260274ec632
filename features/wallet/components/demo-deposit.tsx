'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/http';
import { toDecimal, toPlainString } from '@/lib/decimal';
import { useDemoDeposit } from '../api/demo-deposit';
import { USDT_DECIMALS } from '../types';

/** What a test deposit sends unless the user types another amount. */
export const DEMO_DEPOSIT_DEFAULT = '1000';

/**
 * A simulated deposit to the user's own address, for the demo exchange: the chain adds
 * confirmations and credits the spot wallet. A server without the demo source answers 404, and
 * the button goes away.
 */
export function DemoDeposit({
  currencyId,
  currency,
  network,
  onUnavailable,
}: {
  currencyId: number;
  currency: string;
  network: string;
  onUnavailable: () => void;
}) {
  const t = useTranslations('Wallet.Deposit.demo');
  const errorText = useApiErrorText();
  const [amount, setAmount] = useState(DEMO_DEPOSIT_DEFAULT);
  const [attempted, setAttempted] = useState(false);
  const demo = useDemoDeposit();
  const value = toDecimal(amount, NaN);
  const valid = !value.isNaN() && value.greaterThan(0);

  async function send() {
    setAttempted(true);
    if (!valid) return;
    try {
      const deposit = await demo.mutateAsync({
        currencyId,
        network,
        amount: toPlainString(value.toDecimalPlaces(USDT_DECIMALS)),
      });
      toast({
        message: t('sent', { required: deposit.requiredConfirmations }),
        tone: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 404) {
        toast({ message: t('unavailable'), tone: 'info' });
        onUnavailable();
        return;
      }
      toast({ message: errorText(error), tone: 'error' });
    }
  }

  return (
    <section
      aria-labelledby="demo-deposit"
      className="space-y-3 rounded-lg border border-dashed border-line p-4"
    >
      <h2 id="demo-deposit" className="font-semibold text-fg">
        {t('heading')}
      </h2>
      <p className="text-sm text-fg-muted">{t('intro')}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormField
          label={t('amount')}
          error={attempted && !valid ? t('amountRequired') : null}
          className="min-w-0 flex-1"
        >
          <DecimalInput
            value={amount}
            onValueChange={setAmount}
            precision={USDT_DECIMALS}
            suffix={currency}
          />
        </FormField>
        <Button type="submit" variant="secondary" loading={demo.isPending}>
          {t('send')}
        </Button>
      </form>
    </section>
  );
}
