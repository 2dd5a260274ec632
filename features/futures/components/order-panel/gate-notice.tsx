'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { useKycModal } from '@/features/session';
import { Link } from '@/components/i18n/link';
import type { TradingGate } from '../../hooks/use-trading-gate';

export interface GateNoticeProps {
  gate: Exclude<TradingGate, 'ready'>;
  /** Opens the transfer dialog; without it no transfer is offered. */
  onTransfer?: (() => void) | undefined;
  /** The screen's way to open futures (the risk warning lives in the auth feature). */
  openFutures?: ReactNode;
}

/** Instead of dead buttons: the step the user needs before an order can go out. */
export function GateNotice({ gate, onTransfer, openFutures }: GateNoticeProps) {
  const t = useTranslations('Futures.OrderPanel.gate');
  const [, setKycOpen] = useKycModal();
  if (gate === 'visitor') {
    return (
      <div className="space-y-2" data-testid="order-panel-gate">
        <p className="text-sm text-fg-muted">{t('visitor')}</p>
        <div className="grid grid-cols-2 gap-2">
          <Link href="/log-in" className={buttonStyles({ variant: 'primary', fullWidth: true })}>
            {t('logIn')}
          </Link>
          <Link href="/sign-up" className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
            {t('signUp')}
          </Link>
        </div>
      </div>
    );
  }
  if (gate === 'loading') {
    return (
      <p className="text-sm text-fg-muted" role="status" data-testid="order-panel-gate">
        {t('loading')}
      </p>
    );
  }
  if (gate === 'restricted') {
    return (
      <div
        className="space-y-1 rounded-md border border-down/40 p-3"
        data-testid="order-panel-gate"
      >
        <p className="text-sm font-medium text-down">{t('restricted')}</p>
        <p className="text-xs text-fg-muted">{t('restrictedBody')}</p>
      </div>
    );
  }
  if (gate === 'kycUnderReview') {
    return (
      <p className="text-sm text-fg-muted" data-testid="order-panel-gate">
        {t('kycUnderReview')}
      </p>
    );
  }
  if (gate === 'kycRequired') {
    return (
      <div className="space-y-2" data-testid="order-panel-gate">
        <p className="text-sm text-fg-muted">{t('kycRequired')}</p>
        <Button fullWidth onClick={() => setKycOpen(true)}>
          {t('startKyc')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="order-panel-gate">
      <p className="text-sm text-fg-muted">{t('openFutures')}</p>
      {openFutures ?? (
        // The account page carries the risk warning and the opening button.
        <Link href="/account" className={buttonStyles({ variant: 'primary', fullWidth: true })}>
          {t('openFuturesLink')}
        </Link>
      )}
      <p className="text-xs text-fg-muted">{t('fundAccount')}</p>
      {onTransfer ? (
        <Button variant="secondary" fullWidth onClick={onTransfer}>
          {t('transferFunds')}
        </Button>
      ) : null}
    </div>
  );
}
