'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiErrorText, useApiFailureText } from '@/components/hooks/use-api-error-text';
import { MD_UP, useMediaQuery } from '@/components/hooks/use-media-query';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/toast';
import { positionIdOf, realtimeStore, usePositionLoading } from '@/features/realtime';
import { isApiError } from '@/lib/http/errors';
import { NO_POSITIONS_TO_CLOSE, useCloseAllPositions } from '../../api/close-all-positions';
import { contractInfo } from './contract-info';
import { PositionActions, PositionDialogs, type PositionDialogState } from './position-actions';
import { PositionCards } from './position-cards';
import { usePositionColumns } from './positions-columns';
import { useTradingLabels } from './use-trading-labels';

function CloseAllButton({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs.closeAll');
  const errorText = useApiErrorText();
  const failureText = useApiFailureText();
  const labels = useTradingLabels();
  const closeAll = useCloseAllPositions();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          {t('confirm')}
        </Button>
      }
      title={t('title')}
      body={t('body')}
      confirmLabel={t('confirm')}
      variant="danger"
      onConfirm={async () => {
        try {
          const answer = await closeAll.mutateAsync({ contractId });
          if (answer.list.length > 0) {
            toast({ message: t('closed', { count: answer.list.length }), tone: 'success' });
          }
          // Each position the engine would not close, with its reason in the page's language.
          for (const refusal of answer.refused) {
            const message = t('refusedPosition', {
              contract: contractInfo(refusal.contractId)?.code ?? String(refusal.contractId),
              side: labels.positionSide(refusal.side),
              reason: failureText(refusal),
            });
            toast({ message, tone: 'error' });
          }
        } catch (error) {
          if (isApiError(error) && error.code === NO_POSITIONS_TO_CLOSE) {
            toast({ message: t('noPositions'), tone: 'info' });
            return;
          }
          // The code's words in the page's language, never the server's English text.
          toast({ message: errorText(error), tone: 'error' });
        }
      }}
    />
  );
}

export interface PositionsTableProps {
  /** Only this contract's positions; all when undefined. */
  contractId: number | undefined;
}

/** Open positions, live from the realtime store, with their actions and "Close all". */
export function PositionsTable({ contractId }: PositionsTableProps) {
  const t = useTranslations('Futures.BottomTabs');
  // The ids only, compared item by item: a position's numbers changing re-renders its own cells
  // (usePositionView), not the table.
  const ids = useStore(
    realtimeStore,
    useShallow((state) =>
      state.positions
        .filter((p) => contractId === undefined || p.contractId === contractId)
        .map((p) => String(positionIdOf(p))),
    ),
  );
  const loading = usePositionLoading();
  const [dialog, setDialog] = useState<PositionDialogState | null>(null);
  const columns = usePositionColumns((id) => (
    <PositionActions id={id} onOpen={(rowId, kind) => setDialog({ id: rowId, kind })} />
  ));
  // A table from md up, cards below it: one of them, so a screen reader never meets both.
  const wide = useMediaQuery(MD_UP, true);
  const label = t('positionsTab', { count: ids.length });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end px-3">
        <CloseAllButton contractId={contractId} />
      </div>
      {wide ? (
        <DataTable
          aria-label={label}
          columns={columns}
          rows={ids}
          getRowId={(id) => id}
          loading={loading}
          empty={t('empty.positions')}
        />
      ) : (
        <PositionCards
          aria-label={label}
          columns={columns}
          ids={ids}
          loading={loading}
          empty={t('empty.positions')}
        />
      )}
      <PositionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
