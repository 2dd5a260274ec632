import { DEFAULT_PANEL_SIZES, clampPanelSize, parsePanelSizes } from './panel-sizes';

describe('trading screen panel sizes', () => {
  it('keeps what an earlier visit saved', () => {
    expect(parsePanelSizes('{"book":280,"orderPanel":360,"chartHeight":600}')).toEqual({
      book: 280,
      orderPanel: 360,
      chartHeight: 600,
    });
  });

  it('falls back for nothing saved, bad JSON and missing or wrong fields', () => {
    expect(parsePanelSizes(null)).toEqual(DEFAULT_PANEL_SIZES);
    expect(parsePanelSizes('{oops')).toEqual(DEFAULT_PANEL_SIZES);
    expect(parsePanelSizes('{"book":"wide"}')).toEqual(DEFAULT_PANEL_SIZES);
  });

  it('holds every size inside its limits', () => {
    expect(parsePanelSizes('{"book":50,"orderPanel":9999,"chartHeight":480}')).toEqual({
      book: 240,
      orderPanel: 420,
      chartHeight: 480,
    });
    expect(clampPanelSize('chartHeight', 512.6)).toBe(513);
  });
});
