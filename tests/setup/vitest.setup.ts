import '@testing-library/jest-dom/vitest';

// jsdom lacks a few browser APIs that Radix primitives call (sizing, pointer capture, scrolling
// the highlighted option into view). Minimal stand-ins let component tests exercise the real
// primitives. The guard matters: this file also runs before node-environment tests.
if (typeof window !== 'undefined') {
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
