import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { SPARKLINE_HEIGHT, sparklinePath } from '../model/sparkline';

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
  const path = useMemo(() => (levels ? sparklinePath(levels) : null), [levels]);
  return (
    <svg
      viewBox={`0 0 ${Math.max((levels?.length ?? 0) - 1, 1)} ${SPARKLINE_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      // Its size (96 × 32) and the stroke's look come from the class
      // (market-listing.css), once for every row.
      className={cn(
        'sparkline',
        trend > 0 ? 'text-up' : trend < 0 ? 'text-down' : 'text-fg-muted',
        className,
      )}
    >
      {path ? <path d={path} /> : null}
    </svg>
  );
}
