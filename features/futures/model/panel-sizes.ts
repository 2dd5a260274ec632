/** Widths of the resizable columns of the desktop trading screen, in CSS pixels. */
export interface PanelSizes {
  book: number;
  orderPanel: number;
  chartHeight: number;
}

export const DEFAULT_PANEL_SIZES: PanelSizes = { book: 300, orderPanel: 320, chartHeight: 560 };

/** What each size may be dragged to: the chart keeps room, the panels stay readable. */
export const PANEL_LIMITS: Record<keyof PanelSizes, { min: number; max: number }> = {
  book: { min: 240, max: 420 },
  orderPanel: { min: 280, max: 420 },
  chartHeight: { min: 320, max: 800 },
};

export const PANEL_SIZES_STORAGE_KEY = 'futures.layout.v1';

export function clampPanelSize(name: keyof PanelSizes, value: number): number {
  const { min, max } = PANEL_LIMITS[name];
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** Sizes saved by an earlier visit; anything missing, malformed or out of range falls back. */
export function parsePanelSizes(saved: string | null): PanelSizes {
  if (!saved) return DEFAULT_PANEL_SIZES;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return DEFAULT_PANEL_SIZES;
  }
  if (value === null || typeof value !== 'object') return DEFAULT_PANEL_SIZES;
  const record = value as Record<string, unknown>;
  const read = (name: keyof PanelSizes): number => {
    const n = record[name];
    return typeof n === 'number' && Number.isFinite(n)
      ? clampPanelSize(name, n)
      : DEFAULT_PANEL_SIZES[name];
  };
  return { book: read('book'), orderPanel: read('orderPanel'), chartHeight: read('chartHeight') };
}
