import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { SPARKLINE_BOX, sparklinePoints } from '../model/sparkline';

/**
 * The last 24 h of a contract as a line, drawn from the levels the server computed. Decoration only:
 * the change column says the same in words, so the drawing is hidden from assistive technology.
 * A fixed box, so a line arriving late never moves the row.
 */
export function Sparkline({
  levels,
  trend,
  className,
}: {
  /** `sparklineLevels` of the contract's hourly closes. */
  levels: string | undefined;
  /** Sign of the 24 h change: the line takes the up or down colour. */
  trend: number;
  className?: string;
}) {
  const points = useMemo(() => (levels ? sparklinePoints(levels) : null), [levels]);
  return (
    <svg
      viewBox={`0 0 ${SPARKLINE_BOX.width} ${SPARKLINE_BOX.height}`}
      aria-hidden="true"
      // Its size (the box's 96 × 32) and the stroke's look come from the class
      // (market-listing.css), once for every row.
      className={cn(
        'sparkline',
        trend > 0 ? 'text-up' : trend < 0 ? 'text-down' : 'text-fg-muted',
        className,
      )}
    >
      {points ? <polyline points={points} /> : null}
    </svg>
  );
}
