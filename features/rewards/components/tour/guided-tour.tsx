'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/i18n/link';
import { TOUR_STEPS, TOUR_STEP_COUNT, findTourTarget, placeCard } from '../../model/tour-steps';

export interface GuidedTourProps {
  /** The step to start at (where the user left it). */
  initialStep: number;
  /** Each step shown (the server remembers it). */
  onStep: (step: number) => void;
  onSkip: (step: number) => void;
  onComplete: () => void;
  /** 'Switch to bonus account': ends the tour and takes the user to the bonus account. */
  onSwitchToBonus: () => void;
}

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
  bottom: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first-use tour: a highlight around the real control each step is about and a card anchored
 * to it (in the middle of the screen when the control is not on it, as on a phone). A modal
 * dialog for assistive technology: focus stays in the card, Escape skips the tour.
 */
export function GuidedTour({
  initialStep,
  onStep,
  onSkip,
  onComplete,
  onSwitchToBonus,
}: GuidedTourProps) {
  const t = useTranslations('Tour');
  const [step, setStep] = useState(() => Math.min(Math.max(0, initialStep), TOUR_STEP_COUNT - 1));
  const [target, setTarget] = useState<Rect | null>(null);
  const [cardSize, setCardSize] = useState({ width: 340, height: 220 });
  const [viewport, setViewport] = useState({ width: 1024, height: 768 });
  const cardRef = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<Element | null>(null);
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const last = step === TOUR_STEP_COUNT - 1;

  const measure = useCallback(() => {
    setViewport({ width: window.innerWidth, height: window.innerHeight });
    const element = findTourTarget(current.targets);
    if (!element) {
      setTarget(null);
      return;
    }
    const rect = element.getBoundingClientRect();
    setTarget({
      top: rect.top,
      left: rect.left,
      width: rect.width,
      height: rect.height,
      bottom: rect.bottom,
    });
    const card = cardRef.current?.getBoundingClientRect();
    if (card) setCardSize({ width: card.width, height: card.height });
  }, [current]);

  useEffect(() => {
    const element = findTourTarget(current.targets);
    element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    // Measured on the next frame, once the scroll into view has moved the control.
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [current, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  useEffect(() => {
    onStep(step);
    // Only a change of step is news for the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    previousFocus.current = document.activeElement;
    return () => {
      if (previousFocus.current instanceof HTMLElement) previousFocus.current.focus();
    };
  }, []);

  useEffect(() => {
    cardRef.current?.querySelector<HTMLElement>('[data-tour-primary]')?.focus();
  }, [step]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onSkip(step);
      return;
    }
    if (event.key !== 'Tab' || !cardRef.current) return;
    const items = Array.from(cardRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const lastItem = items[items.length - 1];
    if (!first || !lastItem) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      first.focus();
    }
  }

  // Phones: the card takes the width of the screen and never covers it sideways.
  const narrow = viewport.width < 640;
  const cardWidth = narrow ? viewport.width - 24 : 360;
  const place = placeCard(target, viewport, { width: cardWidth, height: cardSize.height });
  const pad = 6;

  return (
    <div className="fixed inset-0 z-[90]" data-testid="guided-tour" data-step={current.key}>
      {target ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed rounded-md ring-2 ring-primary transition-all"
          style={{
            top: target.top - pad,
            left: target.left - pad,
            width: target.width + pad * 2,
            height: target.height + pad * 2,
            boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.55)',
          }}
          data-testid="tour-highlight"
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-black/55" />
      )}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="guided-tour-title"
        aria-describedby="guided-tour-body"
        onKeyDown={onKeyDown}
        className="fixed rounded-lg border border-line bg-bg-raised p-4 text-fg shadow-xl"
        style={{ top: place.top, left: place.left, width: cardWidth }}
        data-placement={place.placement}
      >
        <p className="text-xs text-fg-muted">
          {t('progress', { step: step + 1, steps: TOUR_STEP_COUNT })}
        </p>
        <h2 id="guided-tour-title" className="mt-1 text-lg font-semibold">
          {t(`steps.${current.key}.title`)}
        </h2>
        <p id="guided-tour-body" className="mt-2 text-sm text-fg-muted">
          {t(`steps.${current.key}.body`)}
        </p>
        {current.key === 'trialFunds' || current.key === 'bonusFund' ? (
          <Link href="/rewards" className="mt-2 inline-block text-sm text-link">
            {t('rulesLink')}
          </Link>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <Button size="sm" variant="ghost" onClick={() => onSkip(step)}>
            {t('skip')}
          </Button>
          {last ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={onSwitchToBonus}
                data-testid="tour-switch-bonus"
              >
                {t('switchToBonus')}
              </Button>
              <Button size="sm" variant="primary" onClick={onComplete} data-tour-primary>
                {t('complete')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="primary" onClick={() => setStep(step + 1)} data-tour-primary>
              {t('next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
