'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { toast } from '@/components/toast';
import { DEFAULT_CONTRACT_CODE } from '@/lib/contract/reference-data';
import { Link } from '@/components/i18n/link';
import type { UseVoucherAnswer, Voucher } from '../api/schemas';
import { useApplyVoucher } from '../api/use-voucher';
import { useUsdt } from '../hooks/use-format';
import { VoucherRules } from './voucher-list';

/**
 * Confirms the use of the selected voucher (its amount goes into the bonus account under its
 * rules), then shows what the bonus account holds and the way to trade with it.
 */
export function UseVoucherDialog({
  voucher,
  open,
  onOpenChange,
  onUsed,
}: {
  voucher: Voucher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUsed: () => void;
}) {
  const t = useTranslations('Rewards.Use');
  const usdt = useUsdt();
  const errorText = useApiErrorText();
  const apply = useApplyVoucher();
  const [result, setResult] = useState<UseVoucherAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (apply.isPending) return;
    onOpenChange(next);
    if (!next) {
      if (result) onUsed();
      setResult(null);
      setError(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={result ? t('doneTitle') : t('title')} size="sm">
        {result ? (
          <div className="space-y-3" data-testid="voucher-used">
            <p className="text-fg">
              {t('done', {
                amount: usdt(result.voucher.amount),
                currency: result.voucher.currency,
              })}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('trialFund')}</dt>
              <dd className="text-fg">{usdt(result.bonusAccount.trialFund)} USDT</dd>
              <dt className="text-fg-muted">{t('maxLeverage')}</dt>
              <dd className="text-fg">{result.bonusAccount.maxLeverage ?? '--'}x</dd>
            </dl>
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                {t('close')}
              </Button>
              <Link
                href={`/futures/${DEFAULT_CONTRACT_CODE}`}
                className={buttonStyles({ variant: 'primary' })}
              >
                {t('trade')}
              </Link>
            </DialogFooter>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-fg">
              {t('confirm', {
                amount: usdt(voucher.amount),
                currency: voucher.currency,
                leverage: voucher.maxLeverage,
              })}
            </p>
            <VoucherRules voucher={voucher} />
            <FormError message={error} />
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)} disabled={apply.isPending}>
                {t('cancel')}
              </Button>
              <Button
                variant="primary"
                loading={apply.isPending}
                data-testid="confirm-use-voucher"
                onClick={() => {
                  setError(null);
                  apply.mutate(voucher.id, {
                    onSuccess: (answer) => {
                      setResult(answer);
                      toast({ message: t('toast'), tone: 'success' });
                    },
                    onError: (failure) => setError(errorText(failure)),
                  });
                }}
              >
                {t('submit')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
