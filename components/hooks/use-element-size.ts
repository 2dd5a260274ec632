'use client';

import { useEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

const NONE: ElementSize = { width: 0, height: 0 };

/**
 * An element's content size in CSS pixels, followed as it resizes (a panel dragged wider, a
 * phone turned): for drawings sized in pixels, an SVG or a canvas. 0 × 0 until measured.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState<ElementSize>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((previous) => {
        const width = element.clientWidth;
        const height = element.clientHeight;
        return previous.width === width && previous.height === height
          ? previous
          : { width, height };
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
