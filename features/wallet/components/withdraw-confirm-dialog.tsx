'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { useClock } from '@/components/hooks/use-clock';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { Amount } from '@/components/ui/numbers';
import { toast } from '@/components/toast';
import { useApplyWithdraw } from '../api/apply-withdraw';
import type { SecondFactor } from '../api/schemas';
import { useSendWithdrawCode } from '../api/send-withdraw-code';
import { USDT_DECIMALS } from '../types';

export interface WithdrawRequest {
  currencyId: number;
  currency: string;
  network: string;
  networkName: string;
  address: string;
  amount: string;
  fee: string;
  receiveAmount: string;
}

export interface WithdrawConfirmDialogProps {
  request: WithdrawRequest | null;
  secondFactor: SecondFactor;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

const CODE = /^\d{6}$/;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-end break-all text-fg">{children}</dd>
    </div>
  );
}

/**
 * The withdrawal's second step: what leaves and what arrives, then the second factor the account
 * uses — the authenticator app's code, or a code sent by e-mail or SMS.
 */
export function WithdrawConfirmDialog({
  request,
  secondFactor,
  onOpenChange,
  onDone,
}: WithdrawConfirmDialogProps) {
  const t = useTranslations('Wallet.Withdraw.Confirm');
  const errorText = useApiErrorText();
  const now = useClock();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<'email' | 'sms' | null>(null);
  const apply = useApplyWithdraw();
  const sendCode = useSendWithdrawCode();
  const open = request !== null;

  // A refusal shown for the last request is not this one's.
  const { reset } = apply;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  // Each request starts with an empty code.
  const [shownFor, setShownFor] = useState(request);
  if (request !== shownFor) {
    setShownFor(request);
    setCode('');
    setAttempted(false);
  }

  const waitSeconds =
    resendAt !== null && now !== null ? Math.max(0, Math.ceil((resendAt - now) / 1000)) : 0;
  const codeError =
    attempted && !CODE.test(code.trim())
      ? secondFactor === 'google'
        ? t('authenticatorRequired')
        : t('codeRequired')
      : null;

  async function requestCode() {
    try {
      const answer = await sendCode.mutateAsync();
      setSentTo(answer.channel);
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
    } catch {
      // The toast bridge showed the refusal.
    }
  }

  async function submit() {
    setAttempted(true);
    if (!request || !CODE.test(code.trim())) return;
    try {
      await apply.mutateAsync({
        currencyId: request.currencyId,
        network: request.network,
        address: request.address,
        amount: request.amount,
        code: code.trim(),
      });
    } catch {
      return; // Shown in the dialog (wrong code, blocked, over available…).
    }
    toast({ message: t('requested'), tone: 'success' });
    onDone();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} size="sm">
        {request ? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <dl className="divide-y divide-line/60">
              <Row label={t('network')}>{request.networkName}</Row>
              <Row label={t('address')}>
                <span className="font-mono text-xs">{request.address}</span>
              </Row>
              <Row label={t('amount')}>
                <Amount value={request.amount} precision={USDT_DECIMALS} unit={request.currency} />
              </Row>
              <Row label={t('fee')}>
                <Amount
                  value={request.fee}
                  precision={USDT_DECIMALS}
                  unit={request.currency}
                  rounding="half-up"
                />
              </Row>
              <Row label={t('receive')}>
                <Amount
                  value={request.receiveAmount}
                  precision={USDT_DECIMALS}
                  unit={request.currency}
                />
              </Row>
            </dl>
            {secondFactor !== 'google' ? (
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  loading={sendCode.isPending}
                  disabled={waitSeconds > 0}
                  onClick={() => void requestCode()}
                >
                  {waitSeconds > 0
                    ? t('resendIn', { seconds: waitSeconds })
                    : sentTo
                      ? t('resend')
                      : secondFactor === 'sms'
                        ? t('sendSms')
                        : t('sendEmail')}
                </Button>
                {sentTo ? (
                  <p className="text-xs text-fg-muted" role="status">
                    {sentTo === 'sms' ? t('sentSms') : t('sentEmail')}
                  </p>
                ) : null}
              </div>
            ) : null}
            <TextInput
              label={secondFactor === 'google' ? t('authenticatorCode') : t('code')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={codeError}
            />
            <FormError message={apply.isError ? errorText(apply.error) : null} />
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                {t('back')}
              </Button>
              <Button type="submit" loading={apply.isPending}>
                {t('submit')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
