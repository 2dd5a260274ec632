import {
  customSeriesDefaultOptions,
  type CustomData,
  type CustomSeriesOptions,
  type CustomSeriesWhitespaceData,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from 'lightweight-charts';

/**
 * One slot of a Renko or Point & Figure chart as the custom series takes it (numbers, for pixels
 * only: the model works in decimals). `xo`: a column of `boxes` glyphs at the levels low, low +
 * box, … high (X's when `up`, else O's); `brick`: one solid box from low to high.
 */
export interface BoxItem extends CustomData<Time> {
  time: Time;
  style: 'brick' | 'xo';
  up: boolean;
  low: number;
  high: number;
  box: number;
  boxes: number;
}

export interface BoxSeriesOptions extends CustomSeriesOptions {
  upColor: string;
  downColor: string;
}

type Target = Parameters<ICustomSeriesPaneRenderer['draw']>[0];
type BitmapScope = Parameters<Parameters<Target['useBitmapCoordinateSpace']>[0]>[0];

/** The context calls the renderer makes: what a test's recording context must answer. */
export type BoxContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'ellipse'
  | 'stroke'
>;

/**
 * Draws the slots on the visible range in bitmap pixels. A glyph is a square in its box, the
 * smaller of the box's height on the price scale and the slot's width, less a margin, so it grows
 * and shrinks with zoom on both axes; under 3 pixels a glyph becomes a dot. Renko bricks span the whole slot, so a brick
 * touches the next one at the corner, as on paper.
 */
export function drawBoxes(
  scope: Pick<BitmapScope, 'horizontalPixelRatio' | 'verticalPixelRatio'> & {
    context: BoxContext;
  },
  data: PaneRendererCustomData<Time, BoxItem>,
  options: Pick<BoxSeriesOptions, 'upColor' | 'downColor'>,
  toY: PriceToCoordinateConverter,
): void {
  const range = data.visibleRange;
  if (!range) return;
  const { context: ctx, horizontalPixelRatio: hr, verticalPixelRatio: vr } = scope;
  const spacing = data.barSpacing * Math.max(1, data.conflationFactor || 1);
  for (let i = Math.max(0, range.from); i < Math.min(data.bars.length, range.to); i += 1) {
    const bar = data.bars[i];
    if (!bar) continue;
    const item = bar.originalData;
    const color = item.up ? options.upColor : options.downColor;
    const left = (bar.x - spacing / 2) * hr;
    const width = spacing * hr;
    if (item.style === 'brick') {
      const top = toY(item.high);
      const bottom = toY(item.low);
      if (top === null || bottom === null) continue;
      ctx.fillStyle = color;
      ctx.fillRect(
        Math.round(left),
        Math.round(top * vr),
        Math.max(1, Math.round(width)),
        Math.max(1, Math.round((bottom - top) * vr)),
      );
      continue;
    }
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineCap = 'round';
    for (let k = 0; k < item.boxes; k += 1) {
      const level = item.low + k * item.box;
      const top = toY(level + item.box / 2);
      const bottom = toY(level - item.box / 2);
      if (top === null || bottom === null) continue;
      const height = (bottom - top) * vr;
      // Square, like the grid on paper: the smaller of the box height and the slot width.
      const glyphW = Math.min(width, height) * 0.8;
      const glyphH = glyphW;
      const cx = bar.x * hr;
      const cy = ((top + bottom) / 2) * vr;
      if (glyphW < 3 || glyphH < 3) {
        const dot = Math.max(1, Math.min(glyphW, glyphH));
        ctx.fillRect(Math.round(cx - dot / 2), Math.round(cy - dot / 2), dot, dot);
        continue;
      }
      ctx.lineWidth = Math.max(1, Math.round(Math.min(glyphW, glyphH) * 0.14));
      ctx.beginPath();
      if (item.up) {
        ctx.moveTo(cx - glyphW / 2, cy - glyphH / 2);
        ctx.lineTo(cx + glyphW / 2, cy + glyphH / 2);
        ctx.moveTo(cx + glyphW / 2, cy - glyphH / 2);
        ctx.lineTo(cx - glyphW / 2, cy + glyphH / 2);
      } else {
        const lw = ctx.lineWidth;
        ctx.ellipse(
          cx,
          cy,
          Math.max(1, (glyphW - lw) / 2),
          Math.max(1, (glyphH - lw) / 2),
          0,
          0,
          Math.PI * 2,
        );
      }
      ctx.stroke();
    }
  }
}

class BoxRenderer implements ICustomSeriesPaneRenderer {
  data: PaneRendererCustomData<Time, BoxItem> | null = null;
  options: BoxSeriesOptions | null = null;

  draw(target: Target, priceConverter: PriceToCoordinateConverter): void {
    const { data, options } = this;
    if (!data || !options) return;
    target.useBitmapCoordinateSpace((scope) => drawBoxes(scope, data, options, priceConverter));
  }
}

/**
 * The lightweight-charts custom series of Renko bricks and Point & Figure columns. Its price
 * values (for the autoscale, the crosshair and the last value) reach half a box past the outer
 * X or O, so whole glyphs stay in view; the current value is the column's or brick's close.
 */
export class BoxSeriesView implements ICustomSeriesPaneView<Time, BoxItem, BoxSeriesOptions> {
  private readonly box = new BoxRenderer();

  renderer(): ICustomSeriesPaneRenderer {
    return this.box;
  }

  update(data: PaneRendererCustomData<Time, BoxItem>, options: BoxSeriesOptions): void {
    this.box.data = data;
    this.box.options = options;
  }

  priceValueBuilder(item: BoxItem): number[] {
    const close = item.up ? item.high : item.low;
    if (item.style === 'brick') return [item.low, item.high, close];
    return [item.low - item.box / 2, item.high + item.box / 2, close];
  }

  isWhitespace(
    item: BoxItem | CustomSeriesWhitespaceData<Time>,
  ): item is CustomSeriesWhitespaceData<Time> {
    return (item as Partial<BoxItem>).boxes === undefined;
  }

  defaultOptions(): BoxSeriesOptions {
    return { ...customSeriesDefaultOptions, upColor: '#26a69a', downColor: '#ef5350' };
  }
}
