'use client';

import { Slider as RadixSlider } from 'radix-ui';
import { forwardRef, useState } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface SliderProps {
  /** The accessible name (visible labels: pass `aria-labelledby` instead). */
  label?: string;
  'aria-labelledby'?: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called once when the user lets go (pointer up or key press), not on every move. */
  onValueCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Values shown as labelled ticks under the track (1×, 25×, … or 0 %, 25 %, …); a click sets one. */
  marks?: readonly number[];
  /** How a value is read out and how the marks are labelled: `(v) => \`${v}×\``. */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** One value on a range: arrows step, PageUp/PageDown step by ten, Home/End jump to the ends. */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  {
    label,
    'aria-labelledby': labelledBy,
    value,
    defaultValue,
    onValueChange,
    onValueCommit,
    min = 0,
    max = 100,
    step = 1,
    marks = [],
    formatValue = String,
    disabled = false,
    name,
    className,
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(() => clamp(defaultValue ?? min, min, max));
  const current = value ?? uncontrolled;
  const span = max - min || 1;

  function change(next: number) {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  }

  return (
    <div className={cn('relative w-full', marks.length > 0 && 'pb-6', className)}>
      <RadixSlider.Root
        ref={ref}
        value={[current]}
        onValueChange={([next]) => next !== undefined && change(next)}
        onValueCommit={([next]) => next !== undefined && onValueCommit?.(next)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        name={name}
        className="relative flex h-11 w-full touch-none items-center select-none data-disabled:opacity-50"
      >
        <RadixSlider.Track className="relative h-1 grow rounded-full bg-line">
          <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-valuetext={formatValue(current)}
          className={cn(
            'block size-5 cursor-grab rounded-full border-2 border-primary bg-bg shadow',
            'data-disabled:cursor-not-allowed',
            focusRing,
          )}
        />
      </RadixSlider.Root>
      {marks.length > 0 && (
        // The ticks repeat what arrows and Home/End already reach, so they are a pointer
        // shortcut only: out of the Tab order and of the accessibility tree. Inset by half the
        // thumb, as Radix keeps the thumb inside the track, so a tick sits under the thumb.
        <div aria-hidden="true" className="absolute inset-x-2.5 top-11">
          {marks.map((mark) => {
            const position = ((clamp(mark, min, max) - min) / span) * 100;
            return (
              <button
                key={mark}
                type="button"
                tabIndex={-1}
                disabled={disabled}
                onClick={() => {
                  const next = clamp(mark, min, max);
                  change(next);
                  onValueCommit?.(next);
                }}
                style={{ left: `${position}%` }}
                className={cn(
                  'absolute -top-2 flex -translate-x-1/2 flex-col items-center px-1 text-xs text-fg-muted',
                  mark <= current && 'text-fg',
                )}
              >
                <span className="h-1.5 w-px bg-line" />
                <span className="tabular mt-0.5 whitespace-nowrap">{formatValue(mark)}</span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
});
