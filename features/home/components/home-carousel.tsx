'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { IconButton } from '@/components/ui/button';
import { getCarouselListQueryOptions, type CarouselBanner } from '@/features/market';
import { cn } from '@/lib/cn';
import { Link } from '@/components/i18n/link';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/** How long a banner stays before the next one comes in. */
export const AUTO_ADVANCE_MS = 5_000;
/** Horizontal travel (px) that makes a touch a swipe rather than a tap. */
const SWIPE_PX = 40;

/** The banners' own size (public/icons/banners/*.svg): the frame keeps this shape. */
const BANNER_WIDTH = 960;
const BANNER_HEIGHT = 320;
const FRAME = 'aspect-[3/1] w-full overflow-hidden rounded-xl';

/**
 * The home page's banners in the page's language, server-rendered from the prefetched list.
 * One banner at a time; it moves on every 5 s unless the pointer is over it, focus is inside
 * it, the visitor paused it or their system asks for reduced motion. Previous / next, one dot
 * per banner and a swipe on touch move it by hand. The frame has the banners' shape before any
 * image arrives, so nothing below it moves.
 */
export function HomeCarousel() {
  const locale = useLocale();
  const { data: banners, isPending } = useQuery(getCarouselListQueryOptions(locale));
  if (isPending) {
    return <div className={cn(FRAME, 'skeleton')} aria-hidden="true" data-testid="carousel" />;
  }
  // No banners (or no answer): the hero stands alone rather than showing an empty frame.
  if (!banners || banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: CarouselBanner[] }) {
  const t = useTranslations('HomeContent.carousel');
  const slidesId = useId();
  const count = banners.length;
  const [chosen, setIndex] = useState(0);
  // A refetched list may be shorter than the slide shown.
  const index = chosen % count;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const autoplay = count > 1 && !stopped && !reducedMotion;
  const running = autoplay && !hovered && !focused;
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const swipedAt = useRef(0);

  // A new timer for every slide: moving by hand restarts the wait.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const previous = () => show(index - 1);
  const next = () => show(index + 1);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swipedAt.current = event.timeStamp;
    if (dx < 0) next();
    else previous();
  };
  // The tap that ends a swipe is not a click on the banner's link.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (swipedAt.current && event.timeStamp - swipedAt.current < 500) {
      event.preventDefault();
      event.stopPropagation();
    }
    swipedAt.current = 0;
  };

  return (
    <section
      aria-roledescription={t('roleCarousel')}
      aria-label={t('label')}
      data-testid="carousel"
      className="min-w-0"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className={cn(FRAME, 'relative touch-pan-y bg-bg-sunken')}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={onClickCapture}
      >
        <div
          id={slidesId}
          // Announced when moved by hand; silent while it turns by itself.
          aria-live={running ? 'off' : 'polite'}
          className="flex h-full motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {/* The first HTML holds the banner on show; the others, off-screen until they slide in,
              follow once the page is live (they are in the prefetched list already). */}
          {banners.map((banner, i) =>
            i > 0 && !hydrated ? null : (
              <div
                key={banner.id}
                role="group"
                aria-roledescription={t('roleSlide')}
                aria-label={t('slideLabel', { index: i + 1, count })}
                aria-hidden={i !== index || undefined}
                // Off-screen banners keep their links out of the tab order.
                inert={i !== index}
                data-testid="carousel-slide"
                data-active={i === index}
                // The slide's look is in home-carousel.css, once for every banner.
                className="carousel-slide"
              >
                <Link href={banner.linkUrl} prefetch={false} draggable={false}>
                  {/* The first by its address, loaded early (high priority, React preloads it
                      from the head): inline, it cost 2.6 kB of every home page's HTML twice. */}
                  {/* eslint-disable-next-line @next/next/no-img-element -- local SVG banners need no optimisation */}
                  <img
                    src={banner.imageUrl}
                    alt=""
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                  <span>
                    <span>{banner.title}</span>
                    <span>{banner.subtitle}</span>
                  </span>
                </Link>
              </div>
            ),
          )}
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-controls={slidesId}
                aria-label={t('goTo', { index: i + 1, count, title: banner.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                data-testid="carousel-dot"
                className="carousel-dot"
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            {/* With reduced motion it never turns by itself, so there is nothing to stop. */}
            {reducedMotion ? null : (
              <IconButton
                size="sm"
                label={stopped ? t('play') : t('pause')}
                onClick={() => setStopped((value) => !value)}
                data-testid="carousel-toggle"
              >
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </IconButton>
            )}
            <IconButton size="sm" label={t('previous')} aria-controls={slidesId} onClick={previous}>
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton size="sm" label={t('next')} aria-controls={slidesId} onClick={next}>
              <ChevronIcon direction="right" />
            </IconButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 rtl:-scale-x-100" fill="none">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M7 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L8.5 4.64A1 1 0 0 0 7 5.5z" />
    </svg>
  );
}
