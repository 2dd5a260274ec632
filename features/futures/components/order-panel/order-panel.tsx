'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Amount } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { useTradingGate } from '../../hooks/use-trading-gate';
import {
  BONUS_ACCOUNT,
  FUTURES_ACCOUNT,
  type TradingAccountType,
} from '../../model/trading-account';
import { orderFormStore } from '../../stores/order-form-store';
import { AccountSelector } from './account-selector';
import { GateNotice } from './gate-notice';
import { OrderForm } from './order-form';
import { PanelHeader } from './panel-header';
import { useOrderPanelData } from './use-order-panel-data';

export interface OrderPanelProps {
  contractId: number;
  /** The contract's code (e.g. BTCUSDT): the order book a market order is estimated against. */
  code: string;
  /**
   * How a verified user without a futures account opens one (the auth feature's risk warning).
   * Without it the panel links to the account page, where the opening lives.
   */
  openFutures?: ReactNode;
  /** The screen knows the account was just opened (before the accounts list shows it). */
  futuresOpened?: boolean;
  /**
   * Opens the transfer dialog (the wallet feature's one dialog, which the screen composes) to
   * move funds into the account the panel trades (the futures account unless the bonus account is
   * chosen). Without it the panel offers no transfer.
   */
  onTransfer?: (to: TradingAccountType) => void;
}

/**
 * The order panel: the account traded (main or bonus, for a user with a bonus account), modes and
 * leverage, the order ticket, the available balance with transfers. A visitor, an unverified user
 * or one without a futures account sees the ticket with the step they need in place of the
 * buttons.
 */
export function OrderPanel({
  contractId,
  code,
  openFutures,
  futuresOpened,
  onTransfer,
}: OrderPanelProps) {
  const t = useTranslations('Futures.OrderPanel');
  const data = useOrderPanelData(contractId, code);
  const gate = useTradingGate(futuresOpened);
  const previous = useRef(contractId);
  const panelId = useId();
  const rulesId = useId();

  useEffect(() => {
    // What was typed for one contract means nothing for the next.
    if (previous.current !== contractId) orderFormStore.getState().contractChanged();
    previous.current = contractId;
  }, [contractId]);

  const { contract } = data;
  if (contract === null) {
    return (
      <div className="space-y-3 p-3" data-testid={`order-panel-${code}`}>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const canTrade = gate === 'ready';
  const onBonus = data.accountType === BONUS_ACCOUNT;
  return (
    <section
      id={panelId}
      className="min-w-0 space-y-3 p-3"
      aria-label={t('title')}
      data-testid={`order-panel-${code}`}
      data-tour="order-panel"
      data-account={data.accountType}
    >
      {canTrade && data.bonus.usable ? (
        <AccountSelector
          accountType={data.accountType}
          maxLeverage={data.bonus.maxLeverage}
          controls={panelId}
          rulesId={rulesId}
        />
      ) : null}
      <PanelHeader
        contract={contract}
        data={data}
        canTrade={canTrade}
        fixedReasonId={onBonus ? rulesId : undefined}
      />
      {gate !== 'visitor' ? (
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-fg-muted">
            {onBonus ? t('account.availableBonus') : t('available')}
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 truncate" data-testid="order-available">
              <Amount value={data.available ?? null} precision={2} unit="USDT" />
            </span>
            {onTransfer ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onTransfer(data.accountType)}
                data-tour="funds"
              >
                {t('transfer')}
              </Button>
            ) : null}
          </span>
        </div>
      ) : null}
      <OrderForm
        contract={contract}
        data={data}
        gateNotice={
          canTrade ? null : (
            <GateNotice
              gate={gate}
              onTransfer={onTransfer ? () => onTransfer(FUTURES_ACCOUNT) : undefined}
              openFutures={openFutures}
            />
          )
        }
      />
    </section>
  );
}
