'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/toast';
import { Decimal, toPlainString } from '@/lib/decimal';
import { formatAmount } from '@/lib/format';
import { availableOf, getAccountsQueryOptions } from '../../api/get-accounts';
import { getSpotBalanceQueryOptions } from '../../api/get-spot-balance';
import { useTransfer, type Wallet } from '../../api/transfer';
import { decimalOrNull, positiveOrNull } from '../../model/contract-terms';

export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the money goes by default: the futures account. */
  defaultTo?: Wallet;
}

/** The wallets the dialog offers (spec: spot, futures and the futures experience fund). */
const WALLETS = ['spot', '1', '10'] as const;
type WalletOption = (typeof WALLETS)[number];
const USDT_DECIMALS = 8;

function toWallet(option: WalletOption): Wallet {
  return option === 'spot' ? 'spot' : option === '1' ? 1 : 10;
}

function toOption(wallet: Wallet): WalletOption {
  return wallet === 'spot' ? 'spot' : wallet === 10 ? '10' : '1';
}

export function TransferDialog({ open, onOpenChange, defaultTo = 1 }: TransferDialogProps) {
  const t = useTranslations('Futures.Dialogs.Transfer');
  const locale = useLocale();
  const initialTo = toOption(defaultTo);
  const [from, setFrom] = useState<WalletOption>(initialTo === 'spot' ? '1' : 'spot');
  const [to, setTo] = useState<WalletOption>(initialTo);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const spot = useQuery({ ...getSpotBalanceQueryOptions(), enabled: open });
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: open });
  const transfer = useTransfer();

  const availableText =
    from === 'spot'
      ? spot.data?.find((balance) => balance.currencyId === 1)?.trade
      : availableOf(accounts.data, Number(from));
  // What can leave a wallet is never below zero (a negative available means none).
  const available = Decimal.max(decimalOrNull(availableText) ?? new Decimal(0), 0);
  const value = positiveOrNull(amount);
  const error =
    from === to
      ? t('sameWallet')
      : attempted && value === null
        ? t('amountRequired')
        : value !== null && value.greaterThan(available)
          ? t('insufficient')
          : null;

  const walletOptions = WALLETS.map((wallet) => ({
    value: wallet,
    label: t(`wallets.${wallet === 'spot' ? 'spot' : wallet === '1' ? 'futures' : 'bonus'}`),
  }));

  const { reset } = transfer;
  // A refusal shown at the last opening is not this opening's.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  // Each opening starts from what is in force now (it may have loaded after the first render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAmount('');
      setAttempted(false);
    }
  }

  async function submit() {
    setAttempted(true);
    if (error !== null || value === null) return;
    try {
      await transfer.mutateAsync({
        from: toWallet(from),
        to: toWallet(to),
        currencyId: 1,
        amount: toPlainString(value.toDecimalPlaces(USDT_DECIMALS, Decimal.ROUND_DOWN)),
      });
      toast({ message: t('success'), tone: 'success' });
      onOpenChange(false);
    } catch {
      // The http client showed the server's message (101030400 insufficient balance).
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} size="sm">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="flex items-end gap-2">
            <Select
              label={t('from')}
              options={walletOptions}
              value={from}
              onValueChange={(next) => setFrom(WALLETS.find((w) => w === next) ?? 'spot')}
              className="min-w-0 flex-1"
            />
            <IconButton
              type="button"
              label={t('swap')}
              onClick={() => {
                setFrom(to);
                setTo(from);
              }}
            >
              ⇄
            </IconButton>
            <Select
              label={t('to')}
              options={walletOptions}
              value={to}
              onValueChange={(next) => setTo(WALLETS.find((w) => w === next) ?? '1')}
              className="min-w-0 flex-1"
            />
          </div>
          {from === '10' ? <p className="text-xs text-fg-muted">{t('bonusNotice')}</p> : null}
          <FormField
            label={t('amount')}
            hint={t('available', { amount: formatAmount(available, locale, USDT_DECIMALS) })}
            error={error}
          >
            <div className="flex gap-2">
              <DecimalInput
                value={amount}
                onValueChange={setAmount}
                precision={USDT_DECIMALS}
                suffix="USDT"
                className="min-w-0 flex-1"
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => setAmount(toPlainString(available))}
              >
                {t('max')}
              </Button>
            </div>
          </FormField>
          <DialogFooter>
            <Button type="submit" loading={transfer.isPending} fullWidth>
              {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
