'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type PointerEvent } from 'react';
import { getImageConfig } from '../api/get-image-config';
import { sliderPuzzleSchema } from '../api/responses';
import { sliderRisk } from '../api/slider-risk';

interface Drag {
  startX: number;
  trace: { x: number; t: number }[];
}

/** The server takes up to 1 000 samples: a long drag with a fast mouse is halved when it gets there. */
function record(drag: Drag, point: { x: number; t: number }): void {
  if (drag.trace.length >= 990) drag.trace = drag.trace.filter((_, i) => i % 2 === 0);
  drag.trace.push(point);
}

/**
 * The slider challenge the server demands after repeated failures: drag the piece into the gap.
 * Both pictures are server-drawn rasters; where the gap is, only the picture shows. The drag trace
 * (every pointer position with its time) goes to the server, which judges position and plausibility.
 */
export function SliderCheck({ onPass }: { onPass: (sliderToken: string) => void }) {
  const t = useTranslations('Auth');
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const drag = useRef<Drag | null>(null);
  // Each round is a new server puzzle; a used one is never shown again.
  const { data: puzzle } = useQuery({
    queryKey: ['auth', 'slider', round],
    queryFn: async () => sliderPuzzleSchema.parse(await getImageConfig({})),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (!puzzle) return <p className="text-sm text-fg-muted">…</p>;
  const max = puzzle.width - puzzle.pieceSize;

  const nextPuzzle = () => {
    drag.current = null;
    setX(0);
    setRound((r) => r + 1);
  };

  const positionOf = (current: Drag, clientX: number) =>
    Math.min(max, Math.max(0, clientX - current.startX));

  const onDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (checking) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - x, trace: [{ x, t: event.timeStamp }] };
    setFailed(false);
  };
  const onMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    // Moves the browser merged into one event still belong to the trace, each with its own time.
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length > 0 ? samples : [event.nativeEvent]) {
      record(current, { x: positionOf(current, sample.clientX), t: sample.timeStamp });
    }
    setX(positionOf(current, event.clientX));
  };
  const onUp = async (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    const end = positionOf(current, event.clientX);
    record(current, { x: end, t: event.timeStamp });
    setX(end);
    setChecking(true);
    try {
      const answer = (await sliderRisk({
        challengeId: puzzle.challengeId,
        x: end,
        trace: current.trace,
      })) as { sliderToken?: unknown };
      if (typeof answer.sliderToken === 'string') onPass(answer.sliderToken);
    } catch {
      setFailed(true);
      nextPuzzle();
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="slider-check">
      <div className="flex items-center justify-between" style={{ width: puzzle.width }}>
        <p className="text-sm font-medium text-fg">{t('sliderTitle')}</p>
        <button
          type="button"
          className="text-xs text-primary hover:underline"
          onClick={nextPuzzle}
          disabled={checking}
        >
          {t('sliderRefresh')}
        </button>
      </div>
      <div
        className="relative overflow-hidden rounded-md"
        style={{ width: puzzle.width, height: puzzle.height }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not an asset */}
        <img
          src={puzzle.background}
          alt=""
          width={puzzle.width}
          height={puzzle.height}
          draggable={false}
          data-testid="slider-picture"
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not an asset */}
        <img
          src={puzzle.piece}
          alt=""
          width={puzzle.pieceSize}
          height={puzzle.pieceSize}
          draggable={false}
          className="pointer-events-none absolute drop-shadow"
          style={{ left: x, top: puzzle.pieceY }}
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
          onPointerUp={(event) => void onUp(event)}
          onPointerCancel={() => {
            drag.current = null;
            setX(0);
          }}
          data-testid="slider-handle"
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
