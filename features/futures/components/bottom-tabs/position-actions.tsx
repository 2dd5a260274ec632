'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReversePosition } from '../../api/reverse-position';
import { AdjustMarginDialog } from '../dialogs/adjust-margin-dialog';
import { ClosePositionDialog } from '../dialogs/close-position-dialog';
import { PositionTpslDialog } from '../dialogs/position-tpsl-dialog';
import { usePositionView } from './use-position-view';
import { useTradingLabels } from './use-trading-labels';

export type PositionDialogKind = 'margin' | 'tpsl' | 'closeMarket' | 'closeLimit' | 'reverse';

/** The dialog open for one position (its id), if any. */
export interface PositionDialogState {
  id: string;
  kind: PositionDialogKind;
}

/**
 * A position's buttons (adjust margin for an isolated one, TP/SL, close at market or by a limit,
 * reverse), in the positions table's row and on the position's card alike.
 */
export function PositionActions({
  id,
  onOpen,
}: {
  id: string;
  onOpen: (id: string, dialog: PositionDialogKind) => void;
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

/** The dialog a position's button opened: one at a time, whether from a row or a card. */
export function PositionDialogs({
  dialog,
  onClose,
}: {
  dialog: PositionDialogState | null;
  onClose: () => void;
}) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'margin':
      return <AdjustMarginDialog positionId={dialog.id} open onOpenChange={onClose} />;
    case 'tpsl':
      return <PositionTpslDialog positionId={dialog.id} open onOpenChange={onClose} />;
    case 'closeMarket':
    case 'closeLimit':
      return (
        <ClosePositionDialog
          positionId={dialog.id}
          mode={dialog.kind === 'closeMarket' ? 'market' : 'limit'}
          open
          onOpenChange={onClose}
        />
      );
    case 'reverse':
      return <ReverseDialog id={dialog.id} onClose={onClose} />;
  }
}
