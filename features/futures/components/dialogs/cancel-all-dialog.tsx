'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/http/errors';
import { NO_ORDERS_TO_CANCEL, useCancelAllOrders } from '../../api/cancel-all-orders';

export interface CancelAllDialogProps {
  /** Only this contract's orders; every open order when undefined. */
  contractId: number | undefined;
  /** Opened from outside (the X shortcut) instead of by its own button. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * "Cancel all" with the spec's question. The server's 101010400 means there was nothing to
 * cancel, which the user reads as 'No orders available to cancel' rather than a failure.
 */
export function CancelAllDialog({ contractId, open, onOpenChange }: CancelAllDialogProps) {
  const t = useTranslations('Futures.Dialogs.CancelAll');
  const errorText = useApiErrorText();
  const cancelAll = useCancelAllOrders();
  return (
    <ConfirmDialog
      trigger={
        open === undefined ? (
          <Button size="sm" variant="secondary">
            {t('confirm')}
          </Button>
        ) : undefined
      }
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      body={t('body')}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      variant="danger"
      onConfirm={async () => {
        try {
          const answer = await cancelAll.mutateAsync({ contractId });
          toast({ message: t('cancelled', { count: answer.cancelled }), tone: 'success' });
        } catch (error) {
          if (isApiError(error) && error.code === NO_ORDERS_TO_CANCEL) {
            toast({ message: t('noOrders'), tone: 'info' });
            return;
          }
          // The code's words in the page's language, never the server's English text.
          toast({ message: errorText(error), tone: 'error' });
        }
      }}
    />
  );
}
