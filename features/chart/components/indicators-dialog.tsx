'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import {
  DEFAULT_INDICATOR_SETTINGS,
  INDICATOR_IDS,
  PANE_INDICATORS,
  PRICE_INDICATORS,
  type IndicatorId,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import {
  checkSettings,
  textsOf,
  type FieldProblem,
  type FieldTexts,
} from '../model/indicators/settings-form';
import { IndicatorFieldset } from './indicator-fieldset';

export interface IndicatorsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: IndicatorSettings;
  onApply: (settings: IndicatorSettings) => void;
  /** False on brick charts (Renko…): the settings can be changed, the chart shows none. */
  available: boolean;
}

function IndicatorsForm({
  settings,
  onApply,
  available,
}: Pick<IndicatorsDialogProps, 'settings' | 'onApply' | 'available'>) {
  const t = useTranslations('ChartIndicators');
  const tUi = useTranslations('UI');
  const overId = useId();
  const belowId = useId();
  const [draft, setDraft] = useState(settings);
  const [texts, setTexts] = useState<FieldTexts>(() => textsOf(settings));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<IndicatorId>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const [focusProblem, setFocusProblem] = useState(0);

  // After a refused submit, the first field in error takes the focus (its message is read).
  useEffect(() => {
    if (focusProblem === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkSettings(draft, texts);
    if (check.ok) {
      onApply(check.settings);
      return;
    }
    setProblems(check.problems);
    const wrong = INDICATOR_IDS.filter((id) =>
      Object.keys(check.problems).some((field) => field.startsWith(`${id}.`)),
    );
    setExpanded((open) => new Set([...open, ...wrong]));
    setFocusProblem((n) => n + 1);
  }

  const fieldset = (id: IndicatorId) => (
    <IndicatorFieldset
      key={id}
      id={id}
      setting={draft[id]}
      texts={texts}
      problems={problems}
      expanded={expanded.has(id)}
      onExpandedChange={(open) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (open) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      onSettingChange={(setting) => setDraft((current) => ({ ...current, [id]: setting }))}
      onTextChange={(field, text) => {
        setTexts((current) => ({ ...current, [field]: text }));
        setProblems((current) => {
          if (!current[field]) return current;
          const { [field]: _fixed, ...rest } = current;
          return rest;
        });
      }}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('title')}>
      {available ? null : (
        <p role="note" className="mb-3 rounded-md bg-bg-sunken px-3 py-2 text-sm text-fg-muted">
          {t('timeBasedOnly')}
        </p>
      )}
      <section aria-labelledby={overId} className="mb-4">
        <h3 id={overId} className="text-sm font-medium text-fg-muted">
          {t('onCandles')}
        </h3>
        {PRICE_INDICATORS.map(fieldset)}
      </section>
      <section aria-labelledby={belowId}>
        <h3 id={belowId} className="text-sm font-medium text-fg-muted">
          {t('belowCandles')}
        </h3>
        {PANE_INDICATORS.map(fieldset)}
      </section>
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(DEFAULT_INDICATOR_SETTINGS);
            setTexts(textsOf(DEFAULT_INDICATOR_SETTINGS));
            setProblems({});
          }}
        >
          {t('reset')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {tUi('cancel')}
            </Button>
          </DialogClose>
          <Button type="submit">{t('apply')}</Button>
        </div>
      </DialogFooter>
    </form>
  );
}

/**
 * The indicator settings: each indicator on or off, whether its lines show, its parameters
 * (checked against the bounds the server applies) and colours. Nothing changes on the chart until
 * Apply; Cancel or Escape leave it as it was. Loaded with the first opening, not with the chart.
 */
export function IndicatorsDialog({
  open,
  onOpenChange,
  settings,
  onApply,
  available,
}: IndicatorsDialogProps) {
  const t = useTranslations('ChartIndicators');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} description={t('description')} size="md">
        <IndicatorsForm
          settings={settings}
          available={available}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
