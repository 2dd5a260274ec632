'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, TextInput, useControlProps } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import {
  LINE_PERIOD_BOUNDS,
  PARAM_BOUNDS,
  isLineIndicator,
  type IndicatorId,
  type IndicatorSettings,
  type ParamBounds,
} from '@/lib/contract/chart-indicators';
import {
  lineField,
  paramField,
  type FieldProblem,
  type FieldTexts,
} from '../model/indicators/settings-form';

type Setting = IndicatorSettings[IndicatorId];
/** The parameter names of the message catalogue (ChartIndicators.params). */
type ParamName = 'period' | 'width' | 'step' | 'max' | 'fast' | 'slow' | 'signal' | 'k' | 'd';
type LineName = 'middle' | 'upper' | 'lower' | 'sar' | 'dif' | 'dea' | 'k' | 'd' | 'j' | 'obv';

export interface IndicatorFieldsetProps {
  id: IndicatorId;
  setting: Setting;
  texts: FieldTexts;
  problems: Record<string, FieldProblem>;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onSettingChange: (setting: Setting) => void;
  onTextChange: (field: string, text: string) => void;
}

/** A problem in the dialog's words (bounds in the page's number format). */
function useProblemText() {
  const t = useTranslations('ChartIndicators.errors');
  return (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'whole' || problem.kind === 'range')
      return t(problem.kind, { min: problem.min, max: problem.max });
    return t(problem.kind);
  };
}

/** The colour names of the lines a param indicator draws (its histogram takes the theme's). */
const COLOR_LINES: Partial<Record<IndicatorId, LineName[]>> = {
  boll: ['middle', 'upper', 'lower'],
  sar: ['sar'],
  macd: ['dif', 'dea'],
  kdj: ['k', 'd', 'j'],
  obv: ['obv'],
};

function NumberField({
  field,
  label,
  bounds,
  texts,
  problems,
  onTextChange,
}: {
  field: string;
  label: string;
  bounds: ParamBounds;
  texts: FieldTexts;
  problems: Record<string, FieldProblem>;
  onTextChange: (field: string, text: string) => void;
}) {
  const problemText = useProblemText();
  return (
    <TextInput
      label={label}
      name={field}
      value={texts[field] ?? ''}
      onChange={(event) => onTextChange(field, event.target.value)}
      inputMode={bounds.step === 1 ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={problemText(problems[field])}
      className="h-9 w-24 tabular-nums"
    />
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (color: string) => void;
}) {
  return (
    <FormField label={label}>
      <ColorInput value={value} onChange={onChange} />
    </FormField>
  );
}

function ColorInput({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const wiring = useControlProps({});
  // The native picker: keyboard and screen-reader support of the platform, #rrggbb out.
  return (
    <input
      {...wiring}
      type="color"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="block h-9 w-12 cursor-pointer rounded border border-line bg-bg p-0.5"
    />
  );
}

/**
 * One indicator in the settings dialog: its on/off switch and, behind a settings button, whether
 * its lines show, its parameters (bounded) and its line colours.
 */
export function IndicatorFieldset({
  id,
  setting,
  texts,
  problems,
  expanded,
  onExpandedChange,
  onSettingChange,
  onTextChange,
}: IndicatorFieldsetProps) {
  const t = useTranslations('ChartIndicators');
  const panelId = useId();
  const name = t(`names.${id}`);
  const fullName = t(`fullNames.${id}`);
  const hasProblem = Object.keys(problems).some((field) => field.startsWith(`${id}.`));
  return (
    <fieldset className="border-b border-line py-1 last:border-b-0" data-indicator={id}>
      <legend className="sr-only">{fullName}</legend>
      <div className="flex items-center gap-2">
        <Switch
          className="flex-1"
          label={
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span>{name}</span>{' '}
              <span className="text-xs font-normal text-fg-muted">{fullName}</span>
            </span>
          }
          checked={setting.on}
          onCheckedChange={(on) => onSettingChange({ ...setting, on })}
        />
        <IconButton
          label={t('settingsFor', { name })}
          size="sm"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onExpandedChange(!expanded)}
          className={cn(hasProblem && 'text-error')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className={cn('size-4 motion-safe:transition-transform', expanded && 'rotate-180')}
            fill="none"
          >
            <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </IconButton>
      </div>
      <div id={panelId} hidden={!expanded} className="space-y-3 pb-3 pt-1">
        <Checkbox
          label={t('visible')}
          checked={setting.visible}
          onCheckedChange={(checked) => onSettingChange({ ...setting, visible: checked === true })}
        />
        {'lines' in setting && isLineIndicator(id) ? (
          <div className="space-y-2">
            {setting.lines.map((line, i) => {
              const number = i + 1;
              const change = (patch: Partial<typeof line>) =>
                onSettingChange({
                  ...setting,
                  lines: setting.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
                });
              return (
                <div key={i} className="flex flex-wrap items-start gap-3">
                  <Checkbox
                    className="mt-2"
                    aria-label={t('lineOn', { number })}
                    checked={line.on}
                    onCheckedChange={(checked) => change({ on: checked === true })}
                  />
                  <NumberField
                    field={lineField(id, i)}
                    label={t('linePeriod', { number })}
                    bounds={LINE_PERIOD_BOUNDS[id]}
                    texts={texts}
                    problems={problems}
                    onTextChange={onTextChange}
                  />
                  <ColorField
                    label={t('lineColor', { number })}
                    value={line.color}
                    onChange={(color) => change({ color })}
                  />
                </div>
              );
            })}
          </div>
        ) : null}
        {'params' in setting && !isLineIndicator(id) ? (
          <div className="space-y-3">
            {Object.keys(setting.params).length > 0 ? (
              <div className="flex flex-wrap gap-3">
                {Object.entries(PARAM_BOUNDS[id] as Record<string, ParamBounds>).map(
                  ([param, bounds]) => (
                    <NumberField
                      key={param}
                      field={paramField(id, param)}
                      label={t(`params.${param as ParamName}`)}
                      bounds={bounds}
                      texts={texts}
                      problems={problems}
                      onTextChange={onTextChange}
                    />
                  ),
                )}
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {(COLOR_LINES[id] ?? []).map((line) => (
                <ColorField
                  key={line}
                  label={t('colorOf', { line: t(`lineNames.${line}`) })}
                  value={(setting.colors as Record<string, string>)[line] ?? '#000000'}
                  onChange={(color) =>
                    // The line names come from this indicator's own colours (COLOR_LINES).
                    onSettingChange({
                      ...setting,
                      colors: { ...setting.colors, [line]: color },
                    } as Setting)
                  }
                />
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
