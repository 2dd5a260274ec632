'use client';

import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const CHART_VIEWS = ['candles', 'depth'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

interface ChartViewSwitchProps {
  view: ChartView;
  onViewChange: (view: ChartView) => void;
}

/** Candles | Depth: a small segmented control at the start of the chart toolbar. */
export function ChartViewSwitch({ view, onViewChange }: ChartViewSwitchProps) {
  const t = useTranslations('ChartView');
  return (
    <div
      role="group"
      aria-label={t('label')}
      className="flex shrink-0 items-center rounded-md bg-bg-sunken p-0.5"
    >
      {CHART_VIEWS.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={view === name}
          onClick={() => onViewChange(name)}
          className={cn(
            'rounded px-2 py-0.5 text-xs text-fg-muted aria-pressed:bg-bg aria-pressed:font-medium aria-pressed:text-fg aria-pressed:shadow-sm',
            focusRing,
          )}
        >
          {t(name)}
        </button>
      ))}
    </div>
  );
}
