'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { getSliderPuzzleQueryOptions } from '../api/get-image-config';
import { useSliderRisk } from '../api/slider-risk';

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
  const t = useTranslations('Auth.Slider');
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const drag = useRef<Drag | null>(null);
  const { data: puzzle } = useQuery(getSliderPuzzleQueryOptions(round));
  const sliderRisk = useSliderRisk();
  const checking = sliderRisk.isPending;

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
  const onUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    const end = positionOf(current, event.clientX);
    record(current, { x: end, t: event.timeStamp });
    setX(end);
    sliderRisk.mutate(
      { challengeId: puzzle.challengeId, x: end, trace: current.trace },
      {
        onSuccess: (answer) => onPass(answer.sliderToken),
        onError: () => {
          setFailed(true);
          nextPuzzle();
        },
      },
    );
  };

  return (
    <div className="space-y-2" data-testid="slider-check">
      <div className="flex items-center justify-between" style={{ width: puzzle.width }}>
        <p className="text-sm font-medium text-fg">{t('title')}</p>
        <Button
          variant="ghost"
          size="sm"
          className="text-xs text-primary"
          onClick={nextPuzzle}
          disabled={checking}
        >
          {t('refresh')}
        </Button>
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
          aria-label={t('hint')}
          className="absolute top-0 h-10 w-11 touch-none rounded-md bg-primary text-primary-fg"
          style={{ left: x }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
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
        {failed ? t('failed') : t('hint')}
      </p>
    </div>
  );
}
