/**
 * The spec's five steps of the first-use tour on the futures screen, each with the controls it
 * points at (CSS selectors, in order of preference; the first one visible wins, none: the
 * step's card shows in the middle of the screen).
 */
export const TOUR_STEPS = [
  { key: 'choose', targets: ['[data-testid="contract-selector"]'] },
  {
    key: 'bonusFund',
    targets: ['[data-tour="account"]', '[data-tour="funds"]', '[data-tour="order-panel"]'],
  },
  { key: 'leverage', targets: ['[data-tour="leverage"]', '[data-tour="order-panel"]'] },
  {
    key: 'kyc',
    targets: ['[data-testid="order-panel-gate"]', '[data-testid="account-menu"]'],
  },
  { key: 'trialFunds', targets: ['[data-tour="positions"]'] },
] as const;

export type TourStepKey = (typeof TOUR_STEPS)[number]['key'];
export const TOUR_STEP_COUNT = TOUR_STEPS.length;

/** The first of the selectors that names an element with a size on screen. */
export function findTourTarget(
  selectors: readonly string[],
  root: ParentNode = document,
): HTMLElement | null {
  for (const selector of selectors) {
    const element = root.querySelector<HTMLElement>(selector);
    if (!element) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}

/** Where the card goes: below the target when it fits, else above, else the middle. */
export function placeCard(
  target: { top: number; bottom: number; left: number; width: number } | null,
  viewport: { width: number; height: number },
  card: { width: number; height: number },
): { top: number; left: number; placement: 'below' | 'above' | 'center' } {
  const margin = 12;
  const centered = {
    top: Math.max(margin, (viewport.height - card.height) / 2),
    left: Math.max(margin, (viewport.width - card.width) / 2),
    placement: 'center' as const,
  };
  if (!target) return centered;
  const left = Math.min(
    Math.max(margin, target.left + target.width / 2 - card.width / 2),
    Math.max(margin, viewport.width - card.width - margin),
  );
  if (target.bottom + margin + card.height <= viewport.height) {
    return { top: target.bottom + margin, left, placement: 'below' };
  }
  if (target.top - margin - card.height >= 0) {
    return { top: target.top - margin - card.height, left, placement: 'above' };
  }
  return centered;
}
