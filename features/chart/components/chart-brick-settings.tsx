'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectBox } from '@/components/ui/native-select';
import {
  BOX_PERCENTS,
  isBoxPercent,
  isReversal,
  REVERSALS,
  usesBoxSize,
  usesReversal,
  type BrickSettings,
} from '../model/brick-settings';
import type { ChartType } from '../model/chart-types';

interface ChartBrickSettingsProps {
  type: ChartType;
  bricks: BrickSettings;
  onBricksChange: (change: Partial<BrickSettings>) => void;
}

/**
 * Renko, Kagi and Point & Figure are drawn from boxes: their size (a share of the price, so it
 * suits every contract) and, for Point & Figure, the boxes a reversal takes. Nothing for the
 * time-based types.
 */
export function ChartBrickSettings({ type, bricks, onBricksChange }: ChartBrickSettingsProps) {
  const t = useTranslations('Chart.bricks');
  const boxId = useId();
  const reversalId = useId();
  if (!usesBoxSize(type)) return null;
  return (
    <span className="flex shrink-0 items-center gap-1 group-data-[view=depth]/toolbar:hidden">
      <label htmlFor={boxId} className="text-xs text-fg-muted">
        {t(type === 'kagi' ? 'kagiReversal' : 'boxSize')}
      </label>
      <SelectBox
        id={boxId}
        value={bricks.boxPercent}
        onChange={(event) => {
          const next = event.target.value;
          if (isBoxPercent(next)) onBricksChange({ boxPercent: next });
        }}
        options={BOX_PERCENTS.map((percent) => ({ value: percent, label: `${percent}%` }))}
        className="h-7 w-auto ps-2 pe-7 text-xs"
      />
      {usesReversal(type) ? (
        <>
          <label htmlFor={reversalId} className="text-xs text-fg-muted">
            {t('reversal')}
          </label>
          <SelectBox
            id={reversalId}
            value={String(bricks.reversal)}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (isReversal(next)) onBricksChange({ reversal: next });
            }}
            options={REVERSALS.map((boxes) => ({
              value: String(boxes),
              label: t('boxes', { count: boxes }),
            }))}
            className="h-7 w-auto ps-2 pe-7 text-xs"
          />
        </>
      ) : null}
    </span>
  );
}
