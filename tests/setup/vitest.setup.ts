// Types only (erased): the DOM matchers' declarations for every test file; the matchers themselves
// load below, where there is a DOM.
import type {} from '@testing-library/jest-dom/vitest';

// One Redis per worker (scripts/server-test-services.sh starts TEST_REDIS_URLS): the tests that
// share Redis's keys and channels never meet one from another worker, and a worker runs its
// files one at a time. Past as many workers as instances, two workers would share one.
const redisUrls = (process.env.TEST_REDIS_URLS ?? '').split(',').filter(Boolean);
if (redisUrls.length > 0) {
  const slot = Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1));
  process.env.TEST_REDIS_URL = redisUrls[(slot - 1) % redisUrls.length];
}

// jsdom lacks a few browser APIs that Radix primitives call (sizing, pointer capture, scrolling
// the highlighted option into view). Minimal stand-ins let component tests exercise the real
// primitives. The guard matters: this file also runs before node-environment tests.
if (typeof window !== 'undefined') {
  // The DOM matchers (toBeInTheDocument…), loaded only where there is a DOM: a test file in Node's
  // environment (the server's, half of the app's) does not load them for nothing.
  await import('@testing-library/jest-dom/vitest');
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      value: ResizeObserverStub,
      writable: true,
    });
  }

  const element = window.Element.prototype;
  if (!element.hasPointerCapture) element.hasPointerCapture = () => false;
  if (!element.setPointerCapture) element.setPointerCapture = () => {};
  if (!element.releasePointerCapture) element.releasePointerCapture = () => {};
  if (!element.scrollIntoView) element.scrollIntoView = () => {};

  if (!('DOMRect' in window)) {
    class DOMRectStub {
      constructor(
        public x = 0,
        public y = 0,
        public width = 0,
        public height = 0,
      ) {}
      get top(): number {
        return this.y;
      }
      get left(): number {
        return this.x;
      }
      get right(): number {
        return this.x + this.width;
      }
      get bottom(): number {
        return this.y + this.height;
      }
      toJSON(): Record<string, number> {
        return { x: this.x, y: this.y, width: this.width, height: this.height };
      }
      static fromRect(rect?: { x?: number; y?: number; width?: number; height?: number }) {
        return new DOMRectStub(rect?.x, rect?.y, rect?.width, rect?.height);
      }
    }
    Object.defineProperty(window, 'DOMRect', { value: DOMRectStub, writable: true });
  }
}
