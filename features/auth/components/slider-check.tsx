'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type PointerEvent } from 'react';
import { getImageConfig } from '../api/get-image-config';
import { sliderPuzzleSchema } from '../api/responses';
import { sliderRisk } from '../api/slider-risk';

/**
 * The slider challenge the server demands after repeated failures: drag the piece into the gap.
 * The drag trace (position and time) goes to the server, which judges position and plausibility.
 */
export function SliderCheck({ onPass }: { onPass: (sliderToken: string) => void }) {
  const t = useTranslations('Auth');
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ startX: number; trace: { x: number; t: number }[] } | null>(null);
  // Each round is a new server puzzle; a used one is never shown again.
  const { data: puzzle } = useQuery({
    queryKey: ['auth', 'slider', round],
    queryFn: async () => sliderPuzzleSchema.parse(await getImageConfig({})),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (!puzzle) return <p className="text-sm text-fg-muted">…</p>;
  const max = puzzle.width - puzzle.pieceSize;

  const onDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, trace: [{ x: 0, t: performance.now() }] };
    setFailed(false);
  };
  const onMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const next = Math.min(max, Math.max(0, event.clientX - drag.current.startX));
    drag.current.trace.push({ x: next, t: performance.now() });
    setX(next);
  };
  const onUp = async () => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    try {
      const answer = (await sliderRisk({
        challengeId: puzzle.challengeId,
        x,
        trace: current.trace,
      })) as {
        sliderToken?: unknown;
      };
      if (typeof answer.sliderToken === 'string') onPass(answer.sliderToken);
    } catch {
      setFailed(true);
      setX(0);
      setRound((r) => r + 1);
    }
  };

  return (
    <div className="space-y-2" data-testid="slider-check">
      <p className="text-sm font-medium text-fg">{t('sliderTitle')}</p>
      <div
        className="relative overflow-hidden rounded-md"
        style={{ width: puzzle.width, height: puzzle.height }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not an asset */}
        <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} />
        <div
          className="absolute rounded-md border-2 border-white bg-white/70 shadow"
          style={{ left: x, top: puzzle.pieceY, width: puzzle.pieceSize, height: puzzle.pieceSize }}
        />
      </div>
      <div className="relative h-10 rounded-md bg-bg-sunken" style={{ width: puzzle.width }}>
        <button
          type="button"
          aria-label={t('sliderHint')}
          className="absolute top-0 h-10 w-11 touch-none rounded-md bg-primary text-primary-fg"
          style={{ left: x }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => void onUp()}
        >
          →
        </button>
      </div>
      <p className={`text-xs ${failed ? 'text-down' : 'text-fg-muted'}`}>
        {failed ? t('sliderFailed') : t('sliderHint')}
      </p>
    </div>
  );
}
