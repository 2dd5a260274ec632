'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectBox } from '@/components/ui/native-select';
import { isChartTimeZone, utcOffsetLabel, type ChartTimeZone } from '../model/chart-time';

interface ChartTimeZoneSelectProps {
  timeZone: ChartTimeZone;
  onTimeZoneChange: (timeZone: ChartTimeZone) => void;
}

/**
 * UTC or the browser's zone for the time axis, the crosshair and the legend. The local choice
 * names its offset ("Local (UTC+9)"): zone names differ by language, an offset reads the same.
 */
export function ChartTimeZoneSelect({ timeZone, onTimeZoneChange }: ChartTimeZoneSelectProps) {
  const t = useTranslations('ChartTimeZone');
  const id = useId();
  return (
    <span className="flex shrink-0 items-center">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <SelectBox
        id={id}
        value={timeZone}
        onChange={(event) => {
          const next = event.target.value;
          if (isChartTimeZone(next)) onTimeZoneChange(next);
        }}
        options={[
          { value: 'local', label: t('local', { offset: utcOffsetLabel() }) },
          { value: 'utc', label: t('utc') },
        ]}
        className="h-7 w-auto ps-2 pe-7 text-xs"
      />
    </span>
  );
}
