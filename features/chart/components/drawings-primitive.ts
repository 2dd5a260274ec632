import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  Logical,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import type { CanvasRenderingTarget2D } from 'fancy-canvas';
import { withAlpha, type ChartColors } from '@/components/hooks/use-theme-colors';
import { toChartTime, type ChartTimeZone } from '../model/chart-time';
import { toShape, type DrawingShape, type ScreenConverter } from '../model/drawings/geometry';
import { timeToLogical } from '../model/drawings/time-axis';
import type { Drawing } from '@/lib/contract/chart-drawings';

export interface DrawingsScene {
  drawings: readonly Drawing[];
  /** A drawing being drawn (not saved yet), drawn dashed. */
  draft: Drawing | null;
  selectedId: string | null;
  colors: ChartColors;
  priceScale: number;
  timeZone: ChartTimeZone;
}

const HANDLE_RADIUS = 4;

/** The colours of the Fibonacci levels, from the theme, 0 to 1. */
function levelColors(colors: ChartColors): string[] {
  return [
    colors.fgMuted,
    colors.down,
    colors.warn,
    colors.primary,
    colors.up,
    colors.warn,
    colors.fgMuted,
  ];
}

class DrawingsRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly shapes: readonly DrawingShape[],
    private readonly scene: DrawingsScene,
  ) {}

  draw(target: CanvasRenderingTarget2D): void {
    const { colors, selectedId, draft } = this.scene;
    target.useMediaCoordinateSpace(({ context: ctx }) => {
      for (const shape of this.shapes) {
        const selected = shape.id === selectedId;
        const isDraft = shape.id === draft?.id;
        ctx.save();
        ctx.lineWidth = selected ? 2 : 1.5;
        ctx.strokeStyle = colors.primary;
        ctx.setLineDash(isDraft ? [4, 4] : []);
        if (shape.kind === 'rectangle' && shape.box) {
          const { left, top, right, bottom } = shape.box;
          ctx.fillStyle = withAlpha(colors.primary, selected ? 0.18 : 0.1);
          ctx.fillRect(left, top, right - left, bottom - top);
        }
        if (shape.kind === 'fibonacci' && shape.levels && shape.box) {
          const palette = levelColors(colors);
          const { left, right } = shape.box;
          ctx.font = '11px system-ui, sans-serif';
          ctx.textBaseline = 'bottom';
          shape.levels.forEach(({ level, price, y }, i) => {
            const color = palette[i] ?? colors.primary;
            ctx.strokeStyle = color;
            ctx.beginPath();
            ctx.moveTo(left, y);
            ctx.lineTo(right, y);
            ctx.stroke();
            ctx.fillStyle = color;
            ctx.fillText(`${level} (${price})`, left + 4, y - 2);
          });
          // The move itself, dashed, from the first point to the second.
          ctx.strokeStyle = withAlpha(colors.fgMuted, 0.8);
          ctx.setLineDash([3, 3]);
          const [a, b] = shape.anchors;
          if (a && b) {
            ctx.beginPath();
            ctx.moveTo(a.x, a.y);
            ctx.lineTo(b.x, b.y);
            ctx.stroke();
          }
        } else {
          ctx.beginPath();
          for (const [a, b] of shape.segments) {
            ctx.moveTo(a.x, a.y);
            ctx.lineTo(b.x, b.y);
          }
          ctx.stroke();
        }
        if (selected || isDraft) {
          ctx.setLineDash([]);
          ctx.fillStyle = colors.bg;
          ctx.strokeStyle = colors.primary;
          ctx.lineWidth = 1.5;
          for (const { x, y } of shape.anchors) {
            ctx.beginPath();
            ctx.arc(
              shape.kind === 'horizontal' ? Math.max(x, 12) : x,
              y,
              HANDLE_RADIUS,
              0,
              Math.PI * 2,
            );
            ctx.fill();
            ctx.stroke();
          }
        }
        ctx.restore();
      }
    });
  }
}

class DrawingsPaneView implements IPrimitivePaneView {
  constructor(private readonly owner: DrawingsPrimitive) {}

  zOrder() {
    return 'top' as const;
  }

  renderer(): IPrimitivePaneRenderer {
    return new DrawingsRenderer(this.owner.shapes(), this.owner.scene);
  }
}

/**
 * The user's drawings on the price pane (a series primitive on the main series): anchors are
 * (bar time, price), turned into pixels on every redraw, so drawings follow scrolling, zooming
 * and new bars.
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  scene: DrawingsScene;
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private cached: DrawingShape[] = [];
  private times: number[] = [];
  private readonly views: readonly IPrimitivePaneView[] = [new DrawingsPaneView(this)];

  constructor(scene: DrawingsScene) {
    this.scene = scene;
  }

  attached({ chart, series, requestUpdate }: SeriesAttachedParameter<Time>): void {
    this.chart = chart as IChartApi;
    this.series = series as ISeriesApi<SeriesType>;
    this.requestUpdate = requestUpdate;
    this.updateAllViews();
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
    this.cached = [];
  }

  setScene(change: Partial<DrawingsScene>): void {
    this.scene = { ...this.scene, ...change };
    this.updateAllViews();
    this.requestUpdate?.();
  }

  /** The bar times on the chart (chart times, ascending): where anchors between bars go. */
  barTimes(): number[] {
    return this.times;
  }

  updateAllViews(): void {
    const converter = this.converter();
    if (!converter) {
      this.cached = [];
      return;
    }
    const { drawings, draft, priceScale } = this.scene;
    const all = draft ? [...drawings, draft] : drawings;
    this.cached = all
      .map((drawing) => toShape(drawing, converter, priceScale))
      .filter((shape): shape is DrawingShape => shape !== null);
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  /** The drawings in pixels as last drawn (hit testing reads them). */
  shapes(): readonly DrawingShape[] {
    return this.cached;
  }

  private converter(): ScreenConverter | null {
    const { chart, series } = this;
    if (!chart || !series) return null;
    this.times = series
      .data()
      .map((item) => item.time)
      .filter((time): time is number & Time => typeof time === 'number');
    const timeScale = chart.timeScale();
    const { timeZone } = this.scene;
    return {
      x: (time) => {
        const chartTime = toChartTime(time * 1000, timeZone);
        const exact = timeScale.timeToCoordinate(chartTime as Time);
        if (exact !== null) return exact;
        const logical = timeToLogical(this.times, chartTime);
        return logical === null ? null : timeScale.logicalToCoordinate(logical as Logical);
      },
      y: (price) => series.priceToCoordinate(Number(price)),
      width: timeScale.width(),
      height: chart.panes()[0]?.getHeight() ?? 0,
    };
  }
}
