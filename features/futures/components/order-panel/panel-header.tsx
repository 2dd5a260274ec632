'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { LeverageDialog } from '../dialogs/leverage-dialog';
import { MarginModeDialog } from '../dialogs/margin-mode-dialog';
import { PositionModeDialog } from '../dialogs/position-mode-dialog';
import { PreferencesDialog } from '../dialogs/preferences-dialog';
import type { OrderPanelData, PanelContract } from './use-order-panel-data';

export interface PanelHeaderProps {
  contract: PanelContract;
  data: OrderPanelData;
  /** Only a user who may trade changes modes; everyone may open the preferences. */
  canTrade: boolean;
  /**
   * The bonus account: margin mode and position mode are fixed (cross, one-way); the id of the
   * text that says so.
   */
  fixedReasonId?: string | undefined;
}

/** Margin mode, leverage and position mode of the contract, and the preferences. */
export function PanelHeader({ contract, data, canTrade, fixedReasonId }: PanelHeaderProps) {
  const t = useTranslations('Futures.OrderPanel');
  const [open, setOpen] = useState<'margin' | 'leverage' | 'positionMode' | 'preferences' | null>(
    null,
  );
  const dialog = (name: NonNullable<typeof open>) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  const mode = t(`marginMode.${data.marginMode}`);
  const positionMode = t(`positionMode.${data.positionMode}`);
  const fixed = fixedReasonId !== undefined;
  return (
    <div className="flex items-center gap-2">
      {canTrade ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            className="flex-1"
            disabled={fixed}
            aria-label={t(fixed ? 'marginMode.fixed' : 'marginMode.label', { mode })}
            aria-describedby={fixedReasonId}
            onClick={() => setOpen('margin')}
          >
            {mode}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="tabular flex-1"
            data-tour="leverage"
            aria-label={t('leverageLabel', { leverage: data.leverage })}
            onClick={() => setOpen('leverage')}
          >
            {t('leverage', { leverage: data.leverage })}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="flex-1"
            disabled={fixed}
            aria-label={t(fixed ? 'positionMode.fixed' : 'positionMode.label', {
              mode: positionMode,
            })}
            aria-describedby={fixedReasonId}
            onClick={() => setOpen('positionMode')}
          >
            {positionMode}
          </Button>
        </>
      ) : (
        <span className="flex-1" />
      )}
      <IconButton size="sm" label={t('settings')} onClick={() => setOpen('preferences')}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
      </IconButton>
      {/* Mounted while open only: a closed dialog has nothing to load or keep. */}
      {canTrade && !fixed && open === 'margin' ? (
        <MarginModeDialog
          {...dialog('margin')}
          contractId={contract.contractId}
          contractName={contract.name}
          marginMode={data.marginMode}
        />
      ) : null}
      {canTrade && open === 'leverage' ? (
        <LeverageDialog
          {...dialog('leverage')}
          contract={contract}
          leverage={data.leverage}
          accountType={data.accountType}
        />
      ) : null}
      {canTrade && !fixed && open === 'positionMode' ? (
        <PositionModeDialog {...dialog('positionMode')} positionMode={data.positionMode} />
      ) : null}
      {open === 'preferences' ? <PreferencesDialog {...dialog('preferences')} /> : null}
    </div>
  );
}
