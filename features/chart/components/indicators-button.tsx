'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { IndicatorSettings } from '@/lib/contract/chart-indicators';

// The dialog (and the schema that checks it) loads when first opened, never with the chart.
const IndicatorsDialog = lazy(() =>
  import('./indicators-dialog').then((m) => ({ default: m.IndicatorsDialog })),
);

interface IndicatorsButtonProps {
  settings: IndicatorSettings;
  onApply: (settings: IndicatorSettings) => void;
  /** False on brick charts, where no indicator is drawn. */
  available: boolean;
}

/** The toolbar's Indicators button and the settings dialog it opens. */
export function IndicatorsButton({ settings, onApply, available }: IndicatorsButtonProps) {
  const t = useTranslations('ChartIndicators');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        className="shrink-0 gap-1 px-1.5"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
          <path
            d="M1.5 12.5 5.5 7l3 3 6-7.5"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M1.5 14.5h13" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
        </svg>
        {/* Below 640 px the icon alone, named for screen readers all the same. */}
        <span className="sr-only sm:not-sr-only">{t('button')}</span>
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <IndicatorsDialog
            open={open}
            onOpenChange={setOpen}
            settings={settings}
            onApply={onApply}
            available={available}
          />
        </Suspense>
      ) : null}
    </>
  );
}
