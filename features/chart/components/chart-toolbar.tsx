'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { BrickSettings } from '../model/brick-settings';
import type { ChartTimeZone } from '../model/chart-time';
import { CHART_TYPES, isChartType, type ChartType } from '../model/chart-types';
import { CHART_PERIODS, COMMON_PERIODS, isChartPeriod, type ChartPeriod } from '../model/periods';
import { ChartBrickSettings } from './chart-brick-settings';
import { ChartTimeZoneSelect } from './chart-time-zone-select';
import { ChartViewSwitch, type ChartView } from './chart-view-switch';

interface ChartToolbarProps {
  type: ChartType;
  period: ChartPeriod;
  onTypeChange: (type: ChartType) => void;
  onPeriodChange: (period: ChartPeriod) => void;
  timeZone: ChartTimeZone;
  onTimeZoneChange: (timeZone: ChartTimeZone) => void;
  /** Candles or depth; the switch shows only with `onViewChange` (a depth view to switch to). */
  view?: ChartView;
  onViewChange?: (view: ChartView) => void;
  /** The indicators button, after the chart type (candles only). */
  indicators?: ReactNode;
  /** The drawing tools, after the indicators. */
  drawings?: ReactNode;
  /** Renko, Kagi, Point & Figure: box size and reversal (shown with those types only). */
  bricks?: BrickSettings;
  onBricksChange?: (change: Partial<BrickSettings>) => void;
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
      <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Period buttons and the chart-type menu. Below 768 px only the common periods stay as buttons;
 * the others move into a "more" menu, so the bar never scrolls sideways at 375 px. With a depth
 * view, a Candles | Depth switch leads the bar; the candle open time and the time zone end it.
 */
export function ChartToolbar({
  type,
  period,
  onTypeChange,
  onPeriodChange,
  timeZone,
  onTimeZoneChange,
  view = 'candles',
  onViewChange,
  indicators,
  drawings,
  bricks,
  onBricksChange,
}: ChartToolbarProps) {
  const t = useTranslations('Chart');
  const rarePeriods = CHART_PERIODS.filter((p) => !COMMON_PERIODS.includes(p));
  const rareSelected = rarePeriods.includes(period);

  return (
    // Wraps rather than overlaps (1024 px, 375 px). In the depth view the candle-only controls
    // hide through `group-data-[view=depth]/toolbar`.
    <div
      data-view={view}
      className="group/toolbar flex min-w-0 flex-wrap items-center gap-1 border-b border-line px-2 py-1"
    >
      {onViewChange ? <ChartViewSwitch view={view} onViewChange={onViewChange} /> : null}
      <div
        role="group"
        aria-label={t('period')}
        className="flex min-w-0 items-center gap-0.5 group-data-[view=depth]/toolbar:hidden"
      >
        {CHART_PERIODS.map((p) => {
          const common = COMMON_PERIODS.includes(p);
          return (
            <Button
              key={p}
              size="sm"
              variant="ghost"
              aria-pressed={p === period}
              onClick={() => onPeriodChange(p)}
              className={cn(
                'min-w-9 px-1.5 tabular-nums',
                p === period && 'bg-bg-sunken text-primary',
                !common && 'hidden md:inline-flex',
              )}
            >
              {t(`periods.${p}`)}
              {/* The accessible name starts with the visible "1m" and spells it out after. */}{' '}
              <span className="sr-only">{t(`periodNames.${p}`)}</span>
            </Button>
          );
        })}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('morePeriods')}
              className={cn(
                'gap-0.5 px-1.5 md:hidden',
                rareSelected && 'bg-bg-sunken text-primary',
              )}
            >
              {rareSelected ? t(`periods.${period}`) : null}
              <Chevron />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-32" aria-label={t('period')}>
            <DropdownMenuRadioGroup
              value={period}
              onValueChange={(value) => isChartPeriod(value) && onPeriodChange(value)}
            >
              {rarePeriods.map((p) => (
                <DropdownMenuRadioItem key={p} value={p}>
                  {t(`periodNames.${p}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <span
        aria-hidden="true"
        className="mx-1 h-4 w-px shrink-0 bg-line group-data-[view=depth]/toolbar:hidden"
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('chartTypeValue', { type: t(`types.${type}`) })}
            className="min-w-0 shrink gap-1 px-1.5 group-data-[view=depth]/toolbar:hidden"
          >
            <span className="truncate">{t(`types.${type}`)}</span>
            <Chevron />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" aria-label={t('chartType')}>
          <DropdownMenuRadioGroup
            value={type}
            onValueChange={(value) => isChartType(value) && onTypeChange(value)}
          >
            {CHART_TYPES.map((ct) => (
              <DropdownMenuRadioItem key={ct} value={ct}>
                {t(`types.${ct}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {indicators ? (
        <div className="flex shrink-0 group-data-[view=depth]/toolbar:hidden">{indicators}</div>
      ) : null}
      {drawings}
      {bricks && onBricksChange ? (
        <ChartBrickSettings type={type} bricks={bricks} onBricksChange={onBricksChange} />
      ) : null}
      {/* When a candle (a day's, a week's) opens: 00:00 GMT, said as 9:00 Japan time in
          Japanese (the spec), and the zone the axis reads in. Together at the end of the bar,
          they move to a line of their own when the bar is full. */}
      <div className="ml-auto flex shrink-0 items-center gap-2 pl-2 group-data-[view=depth]/toolbar:hidden">
        <span className="whitespace-nowrap text-xs text-fg-muted" data-testid="candle-open-time">
          {t('candleOpenTime')}
        </span>
        <ChartTimeZoneSelect timeZone={timeZone} onTimeZoneChange={onTimeZoneChange} />
      </div>
    </div>
  );
}
