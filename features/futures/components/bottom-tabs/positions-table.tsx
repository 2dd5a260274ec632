'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/toast';
import { positionIdOf, realtimeStore, usePositionLoading } from '@/features/realtime';
import { isApiError } from '@/lib/http/errors';
import { NO_POSITIONS_TO_CLOSE, useCloseAllPositions } from '../../api/close-all-positions';
import { useReversePosition } from '../../api/reverse-position';
import { AdjustMarginDialog } from '../dialogs/adjust-margin-dialog';
import { ClosePositionDialog } from '../dialogs/close-position-dialog';
import { PositionTpslDialog } from '../dialogs/position-tpsl-dialog';
import { usePositionColumns } from './positions-columns';
import { usePositionView } from './use-position-view';
import { useTradingLabels } from './use-trading-labels';

type PositionDialog = 'margin' | 'tpsl' | 'closeMarket' | 'closeLimit' | 'reverse';

function PositionActions({
  id,
  onOpen,
}: {
  id: string;
  onOpen: (id: string, dialog: PositionDialog) => void;
}) {
  const t = useTranslations('Futures.BottomTabs.actions');
  const labels = useTradingLabels();
  const view = usePositionView(id);
  if (!view) return null;
  return (
    <div
      role="group"
      aria-label={t('rowActions', {
        contract: view.info?.code ?? String(view.row.contractId),
        side: labels.positionSide(view.row.side),
      })}
      className="flex gap-1"
    >
      {view.row.marginMode === 'isolated' ? (
        <Button size="sm" variant="ghost" onClick={() => onOpen(id, 'margin')}>
          {t('adjustMargin')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => onOpen(id, 'tpsl')}>
        {t('tpsl')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onOpen(id, 'closeMarket')}>
        {t('closeMarket')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onOpen(id, 'closeLimit')}>
        {t('closeLimit')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onOpen(id, 'reverse')}>
        {t('reverse')}
      </Button>
    </div>
  );
}

function ReverseDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('Futures.BottomTabs.reverse');
  const labels = useTradingLabels();
  const view = usePositionView(id);
  const reverse = useReversePosition();
  if (!view || view.row.side === null || view.row.contractId === null) return null;
  const { row, info } = view;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      body={t('body', {
        contract: info?.code ?? String(row.contractId),
        side: labels.positionSide(row.side),
        size: `${row.size?.toFixed() ?? '--'} ${info?.contract.baseAsset ?? ''}`.trim(),
      })}
      confirmLabel={t('confirm')}
      variant="danger"
      onConfirm={async () => {
        await reverse.mutateAsync({
          contractId: row.contractId ?? 0,
          accountType: view.accountType,
          side: row.side ?? 'long',
        });
        onClose();
      }}
    />
  );
}

function CloseAllButton({ contractId }: { contractId: number | undefined }) {
  const t = useTranslations('Futures.BottomTabs.closeAll');
  const errorText = useApiErrorText();
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
          if (answer.refused.length > 0) {
            toast({ message: t('refused', { count: answer.refused.length }), tone: 'error' });
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
  const [dialog, setDialog] = useState<{ id: string; kind: PositionDialog } | null>(null);
  const columns = usePositionColumns((id) => (
    <PositionActions id={id} onOpen={(rowId, kind) => setDialog({ id: rowId, kind })} />
  ));
  const close = () => setDialog(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end px-3">
        <CloseAllButton contractId={contractId} />
      </div>
      <DataTable
        aria-label={t('positionsTab', { count: ids.length })}
        columns={columns}
        rows={ids}
        getRowId={(id) => id}
        loading={loading}
        empty={t('empty.positions')}
      />
      {dialog?.kind === 'margin' ? (
        <AdjustMarginDialog positionId={dialog.id} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'tpsl' ? (
        <PositionTpslDialog positionId={dialog.id} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'closeMarket' || dialog?.kind === 'closeLimit' ? (
        <ClosePositionDialog
          positionId={dialog.id}
          mode={dialog.kind === 'closeMarket' ? 'market' : 'limit'}
          open
          onOpenChange={close}
        />
      ) : null}
      {dialog?.kind === 'reverse' ? <ReverseDialog id={dialog.id} onClose={close} /> : null}
    </div>
  );
}
