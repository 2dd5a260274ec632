'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useClock } from '@/components/hooks/use-clock';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Amount } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { toDecimal, toPlainString } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { getWithdrawInfoQueryOptions } from '../api/get-withdraw-info';
import type { Coin, CoinNetwork } from '../api/schemas';
import { useDateTime } from '../hooks/use-date-time';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import {
  addressError,
  isBlocked,
  needsApproval,
  receiveAmountOf,
  withdrawAmountError,
} from '../model/withdraw-rules';
import { USDT_DECIMALS } from '../types';
import { AddressBookDialog } from './address-book-dialog';
import { WithdrawConfirmDialog, type WithdrawRequest } from './withdraw-confirm-dialog';

/**
 * The withdrawal form of one currency and network: address (format checked, address book), amount
 * with Max, the fee and minimum, what arrives; then the second-factor step. While the 24 h block
 * after a password or factor change is on for this device, it says until when and sends nothing.
 */
export function WithdrawForm({ coin, network }: { coin: Coin; network: CoinNetwork }) {
  const t = useTranslations('Wallet.Withdraw');
  const locale = useLocale();
  const formatTime = useDateTime();
  const now = useClock();
  const info = useQuery(getWithdrawInfoQueryOptions(coin.currencyId, network.network));
  useQueryErrorToast(info.error);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [bookOpen, setBookOpen] = useState(false);
  const [request, setRequest] = useState<WithdrawRequest | null>(null);

  if (info.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (!info.data) {
    return (
      <p className="text-sm text-fg-muted">
        {t('infoFailed')}{' '}
        <button type="button" className="text-link" onClick={() => void info.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const data = info.data;
  // The server's answer for this device (its httpOnly device cookie): a device that was logged in
  // before the change is not blocked, although user/base/info names the account's block.
  const blockedUntil = data.blockedUntil;
  // Until the clock has ticked once (the first render), a known block counts as on.
  const blocked = now === null ? blockedUntil !== null : isBlocked(blockedUntil, now);
  const addressProblem = addressError(address, network.addressRegex, attempted);
  const amountProblem = withdrawAmountError({
    amount,
    minAmount: data.minAmount,
    maxAmount: data.maxAmount,
    attempted,
  });
  const receive = receiveAmountOf(amount, data.fee);
  const closed = data.enabled === false;
  const unit = coin.currency;
  const money = (value: string) =>
    formatNumber(value, locale, { decimals: USDT_DECIMALS, trimZeros: true });

  function submit() {
    setAttempted(true);
    if (blocked || closed) return;
    if (
      addressError(address, network.addressRegex, true) !== null ||
      withdrawAmountError({
        amount,
        minAmount: data.minAmount,
        maxAmount: data.maxAmount,
        attempted: true,
      }) !== null
    ) {
      return;
    }
    const value = toPlainString(toDecimal(amount).toDecimalPlaces(USDT_DECIMALS));
    setRequest({
      currencyId: coin.currencyId,
      currency: unit,
      network: network.network,
      networkName: network.name,
      address: address.trim(),
      amount: value,
      fee: data.fee,
      receiveAmount: receiveAmountOf(value, data.fee).toFixed(),
    });
  }

  return (
    <>
      {blocked && blockedUntil !== null ? (
        <p
          role="alert"
          className="rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-fg"
          data-testid="withdraw-blocked"
        >
          {t('blocked', { until: formatTime(blockedUntil) })}
        </p>
      ) : null}
      {closed ? (
        <p role="status" className="rounded-md border border-line px-3 py-2 text-sm text-fg-muted">
          {t('networkClosed', { network: network.name })}
        </p>
      ) : null}
      <form
        noValidate
        className="space-y-4"
        data-testid="withdraw-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1">
          <TextInput
            label={t('address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            // Words, not a sample address: a realistic address in the field read as filled in.
            placeholder={t('addressPlaceholder')}
            hint={t('addressHint', { network: network.name })}
            error={
              addressProblem === null
                ? null
                : addressProblem === 'addressRequired'
                  ? t('addressRequired')
                  : t('addressInvalid', { network: network.name, example: network.addressExample })
            }
          />
          <Button type="button" size="sm" variant="ghost" onClick={() => setBookOpen(true)}>
            {t('addressBook')}
          </Button>
        </div>
        <FormField
          label={t('amount')}
          hint={t('amountHint', {
            available: money(data.available),
            min: money(data.minAmount),
            currency: unit,
          })}
          error={
            amountProblem === null
              ? null
              : amountProblem === 'amountRequired'
                ? t('amountRequired')
                : amountProblem === 'belowMinimum'
                  ? t('belowMinimum', { min: money(data.minAmount), currency: unit })
                  : t('overAvailable', { max: money(data.maxAmount), currency: unit })
          }
        >
          <div className="flex gap-2">
            <DecimalInput
              value={amount}
              onValueChange={setAmount}
              precision={USDT_DECIMALS}
              suffix={unit}
              className="min-w-0 flex-1"
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => setAmount(toPlainString(toDecimal(data.maxAmount)))}
            >
              {t('max')}
            </Button>
          </div>
        </FormField>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">{t('fee')}</dt>
            <dd className="mt-1">
              <Amount value={data.fee} precision={USDT_DECIMALS} unit={unit} rounding="half-up" />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('receive')}</dt>
            <dd className="mt-1 font-semibold" data-testid="withdraw-receive">
              <Amount value={receive.toFixed()} precision={USDT_DECIMALS} unit={unit} />
            </dd>
          </div>
        </dl>
        {needsApproval(amount, data.approvalThreshold) ? (
          <p className="text-xs text-fg-muted">
            {t('approvalNotice', {
              threshold: money(data.approvalThreshold ?? '0'),
              currency: unit,
            })}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={blocked || closed}>
          {t('submit')}
        </Button>
      </form>
      <AddressBookDialog
        open={bookOpen}
        onOpenChange={setBookOpen}
        currencyId={coin.currencyId}
        network={network}
        currentAddress={address}
        onPick={setAddress}
      />
      <WithdrawConfirmDialog
        request={request}
        secondFactor={data.secondFactor}
        onOpenChange={(open) => (open ? undefined : setRequest(null))}
        onDone={() => {
          setRequest(null);
          setAmount('');
          setAttempted(false);
        }}
      />
    </>
  );
}
