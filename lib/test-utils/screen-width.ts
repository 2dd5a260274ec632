import { onTestFinished } from 'vitest';

const WIDTH_QUERY = /^\(\s*(min|max)-width:\s*([\d.]+)(rem|px)\s*\)$/;

/**
 * For the calling test: the screen is `width` CSS px wide, and `window.matchMedia` answers width
 * queries (`(min-width: 48rem)`, `(max-width: 767px)`) as a browser of that width would; any
 * other query does not match. jsdom has no matchMedia: without this, components that choose a
 * layout by media query render their wide-screen one.
 */
export function stubScreenWidth(width: number): void {
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matches = (query: string) => {
    const match = WIDTH_QUERY.exec(query.trim());
    if (!match) return false;
    const [, bound, size = '0', unit] = match;
    const px = Number(size) * (unit === 'rem' ? 16 : 1);
    return bound === 'min' ? width >= px : width <= px;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  onTestFinished(() => {
    if (previous) Object.defineProperty(window, 'matchMedia', previous);
    else Reflect.deleteProperty(window, 'matchMedia');
  });
}
