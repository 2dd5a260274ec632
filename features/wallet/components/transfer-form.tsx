'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, IconButton, linkStyles } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Decimal, toDecimal, toPlainString } from '@/lib/decimal';
import { isApiError } from '@/lib/http';
import { formatAmount } from '@/lib/format';
import { Link } from '@/components/i18n/link';
import { useTransfer } from '../api/transfer';
import { useWalletData } from '../hooks/use-wallet-data';
import { transferError } from '../model/transfer-rules';
import {
  parseWallet,
  TRANSFERABLE_WALLETS,
  USDT,
  USDT_CURRENCY_ID,
  USDT_DECIMALS,
  walletKey,
  walletOption,
  type WalletId,
} from '../types';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

export interface TransferFormProps {
  /** Where the money comes from; the spot wallet by default. */
  defaultFrom?: WalletId | undefined;
  /** Where it goes; the futures account by default (the spot wallet when it comes from there). */
  defaultTo?: WalletId | undefined;
  /** After a transfer went through (the dialog closes). */
  onDone?: () => void;
}

/** The trading gate's refusal: KYC not approved or futures not opened (server trading-gate). */
const NO_PERMISSION = ERROR_CODE.noPermission;

/**
 * Moves USDT between the user's wallets (future/transfer): spot, futures, bonus and follow —
 * what the engine lets transfer. Leaving the bonus account clears the remaining bonus, so that
 * transfer asks first (spec §4).
 */
export function TransferForm({ defaultFrom, defaultTo, onDone }: TransferFormProps) {
  const t = useTranslations('Wallet.Transfer');
  const names = useTranslations('Wallet.wallets');
  const locale = useLocale();
  const initialFrom = defaultFrom ?? (defaultTo === 'spot' ? 1 : 'spot');
  const [from, setFrom] = useState<WalletId>(initialFrom);
  const [to, setTo] = useState<WalletId>(defaultTo ?? (initialFrom === 'spot' ? 1 : 'spot'));
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [permissionMissing, setPermissionMissing] = useState(false);
  const errorText = useApiErrorText();
  const { wallets, balancesKnown } = useWalletData();
  const transfer = useTransfer();

  // The follow account is offered only to a user who has one; grants never transfer.
  const offered = TRANSFERABLE_WALLETS.filter(
    (id) => id !== 11 || wallets.some((wallet) => wallet.id === 11),
  );
  const options = offered.map((id) => ({
    value: walletOption(id),
    label: names(walletKey(id)),
  }));
  const source = wallets.find((wallet) => wallet.id === from);
  // Unknown until the balances are read (the first read, or again after a reconnect): a click
  // then goes to the server, which judges the amount, rather than being refused against a
  // balance of nothing that a moment later shows 5 000 (the click was lost without a word).
  const available = balancesKnown ? toDecimal(source?.transferable ?? '0') : null;
  const bonus = toDecimal(source?.bonus ?? '0');
  const error = transferError({ from, to, amount, available, attempted });
  const bonusLocked = source?.bonusLocked === true;

  async function send() {
    const value = toDecimal(amount).toDecimalPlaces(USDT_DECIMALS, Decimal.ROUND_DOWN);
    try {
      await transfer.mutateAsync({
        from,
        to,
        currencyId: USDT_CURRENCY_ID,
        amount: toPlainString(value),
      });
    } catch (failure) {
      // 1034: transfers need identity verification and an opened futures account.
      if (isApiError(failure) && failure.code === NO_PERMISSION) setPermissionMissing(true);
      else toast({ message: errorText(failure), tone: 'error' });
      return;
    }
    toast({ message: t('success'), tone: 'success' });
    setAmount('');
    setAttempted(false);
    onDone?.();
  }

  function submit() {
    setAttempted(true);
    if (transferError({ from, to, amount, available, attempted: true }) !== null) return;
    // Leaving the bonus account clears what is left of the bonus: the user confirms that first.
    if (from === 10 && bonus.greaterThan(0)) {
      setConfirming(true);
      return;
    }
    void send();
  }

  const choose = (side: 'from' | 'to') => (value: string) => {
    const wallet = parseWallet(value);
    if (wallet === null) return;
    if (side === 'from') {
      setFrom(wallet);
      if (wallet === to) setTo(from);
    } else {
      setTo(wallet);
      if (wallet === from) setFrom(to);
    }
  };

  return (
    <form
      className="space-y-4"
      noValidate
      data-testid="transfer-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {/* From above To, each the form's whole width but the swap button's: side by side, a
          375 px screen left each select ~130 px and cut "Spot acco…". Names that still do not
          fit (large text) wrap rather than lose their end. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-3">
        <Select
          label={t('from')}
          options={options}
          value={walletOption(from)}
          onValueChange={choose('from')}
          wrapValue
          className="col-start-1"
        />
        {/* Spans both rows; the top margin centres it on the two fields rather than on the
            fields and their labels. */}
        <IconButton
          type="button"
          label={t('swap')}
          className="col-start-2 row-span-2 row-start-1 mt-6"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          ⇅
        </IconButton>
        <Select
          label={t('to')}
          options={options}
          value={walletOption(to)}
          onValueChange={choose('to')}
          wrapValue
          className="col-start-1"
        />
      </div>
      {from === 10 ? (
        <p
          role="note"
          className="rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-xs text-fg"
        >
          {t('bonusNotice')}
        </p>
      ) : null}
      {bonusLocked ? <p className="text-xs text-fg-muted">{t('bonusPositionOpen')}</p> : null}
      {permissionMissing ? (
        <p role="alert" className="text-sm text-fg">
          {t('futuresRequired')}{' '}
          <Link href="/account" className={linkStyles}>
            {t('openFutures')}
          </Link>
        </p>
      ) : null}
      <FormField
        label={t('amount')}
        hint={t('available', {
          amount: available === null ? '--' : formatAmount(available, locale, USDT_DECIMALS),
          currency: USDT,
        })}
        error={error === null ? null : t(error)}
      >
        <div className="flex gap-2">
          <DecimalInput
            value={amount}
            onValueChange={setAmount}
            precision={USDT_DECIMALS}
            suffix={USDT}
            className="min-w-0 flex-1"
          />
          <Button
            type="button"
            variant="secondary"
            disabled={available === null}
            onClick={() => {
              if (available !== null) setAmount(toPlainString(available));
            }}
          >
            {t('max')}
          </Button>
        </div>
      </FormField>
      <Button type="submit" loading={transfer.isPending} fullWidth>
        {t('submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('bonusConfirmTitle')}
        body={t('bonusConfirmBody', {
          bonus: formatAmount(bonus, locale, 2),
          currency: USDT,
        })}
        confirmLabel={t('bonusConfirm')}
        variant="danger"
        onConfirm={send}
      />
    </form>
  );
}
