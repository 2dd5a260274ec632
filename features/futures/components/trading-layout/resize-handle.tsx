'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';

interface ResizeHandleProps {
  label: string;
  /** `vertical`: a bar between two columns, dragged sideways; `horizontal`: between rows. */
  orientation: 'vertical' | 'horizontal';
  value: number;
  min: number;
  max: number;
  /** Dragging right (or down) adds to the size when 1, takes from it when −1. */
  direction: 1 | -1;
  onResize: (value: number) => void;
  className?: string;
}

const KEY_STEP = 16;

/** A draggable separator (WAI-ARIA window splitter): pointer drag or arrow keys. */
export function ResizeHandle({
  label,
  orientation,
  value,
  min,
  max,
  direction,
  onResize,
  className,
}: ResizeHandleProps) {
  const start = useRef<{ pointer: number; value: number } | null>(null);
  const coordinate = (event: PointerEvent) =>
    orientation === 'vertical' ? event.clientX : event.clientY;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grow = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown';
    const shrink = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp';
    if (event.key === grow) onResize(value + KEY_STEP * direction);
    else if (event.key === shrink) onResize(value - KEY_STEP * direction);
    else if (event.key === 'Home') onResize(min);
    else if (event.key === 'End') onResize(max);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="separator"
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { pointer: coordinate(event), value };
      }}
      onPointerMove={(event) => {
        if (!start.current) return;
        onResize(start.current.value + (coordinate(event) - start.current.pointer) * direction);
      }}
      onPointerUp={() => {
        start.current = null;
      }}
      className={cn(
        'relative z-10 hidden touch-none bg-transparent outline-none xl:block',
        'hover:bg-primary/40 focus-visible:bg-primary',
        orientation === 'vertical' ? 'w-1 cursor-col-resize' : 'h-1 cursor-row-resize',
        className,
      )}
    />
  );
}
