'use client';

import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { BookView } from '../model/book-rows';

interface Props {
  view: BookView;
  onViewChange(view: BookView): void;
  steps: readonly string[];
  step: string;
  onStepChange(step: string): void;
  /** Levels per side that can be shown, and the chosen one. */
  levelOptions: readonly number[];
  levels: number;
  onLevelsChange(levels: number): void;
}

/** Two stacked bars per icon: red for asks on top, green for bids below, as the book is laid out. */
function ViewIcon({ view }: { view: BookView }) {
  const top = view === 'bids' ? 'fill-up' : 'fill-down';
  const bottom = view === 'asks' ? 'fill-down' : 'fill-up';
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <rect x="2" y="2" width="5" height="5" className={top} />
      <rect x="2" y="9" width="5" height="5" className={bottom} />
      <rect x="9" y="3" width="5" height="1.5" className="fill-fg-muted" />
      <rect x="9" y="7.25" width="5" height="1.5" className="fill-fg-muted" />
      <rect x="9" y="11.5" width="5" height="1.5" className="fill-fg-muted" />
    </svg>
  );
}

const VIEWS = [
  { view: 'both', label: 'viewBoth' },
  { view: 'bids', label: 'viewBids' },
  { view: 'asks', label: 'viewAsks' },
] as const;

export function BookToolbar({
  view,
  onViewChange,
  steps,
  step,
  onStepChange,
  levelOptions,
  levels,
  onLevelsChange,
}: Props) {
  const t = useTranslations('OrderBook');
  return (
    <div className="flex shrink-0 items-center justify-between gap-2 px-1 py-1">
      <div role="group" aria-label={t('views')} className="flex items-center">
        {VIEWS.map((option) => (
          <IconButton
            key={option.view}
            size="sm"
            label={t(option.label)}
            title={t(option.label)}
            aria-pressed={view === option.view}
            onClick={() => onViewChange(option.view)}
            className={cn(view === option.view ? 'bg-bg-sunken' : 'opacity-60')}
          >
            <ViewIcon view={option.view} />
          </IconButton>
        ))}
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <NativeSelect
          label={t('depthLevels')}
          hideLabel
          options={levelOptions.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(levels)}
          onValueChange={(value) => onLevelsChange(Number(value))}
          className="w-16 shrink-0"
        />
        <NativeSelect
          label={t('grouping')}
          hideLabel
          options={steps.map((value) => ({ value, label: value }))}
          value={step}
          onValueChange={onStepChange}
          className="w-24 shrink-0"
        />
      </div>
    </div>
  );
}
