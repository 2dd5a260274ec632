// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import ja from '@/messages/ja.json';
import { ChartToolbar } from './chart-toolbar';

function renderToolbar(
  locale: 'en' | 'ja',
  props: Partial<Parameters<typeof ChartToolbar>[0]> = {},
) {
  const onTimeZoneChange = vi.fn();
  renderWithProviders(
    <ChartToolbar
      type="candles"
      period="1h"
      onTypeChange={vi.fn()}
      onPeriodChange={vi.fn()}
      timeZone="local"
      onTimeZoneChange={onTimeZoneChange}
      {...props}
    />,
    { locale },
  );
  return { onTimeZoneChange };
}

describe('the chart toolbar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when a candle opens: 00:00 GMT, or 9:00 Japan time in Japanese', () => {
    renderToolbar('en');
    expect(screen.getByTestId('candle-open-time')).toHaveTextContent('Candles open at 00:00 GMT');
  });

  it('says it as Japan time in Japanese', () => {
    renderToolbar('ja');
    expect(screen.getByTestId('candle-open-time')).toHaveTextContent(ja.Chart.candleOpenTime);
    expect(ja.Chart.candleOpenTime).toContain('9:00');
  });

  it('offers UTC or local time, naming the local offset, and reports the choice', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    const user = userEvent.setup();
    const { onTimeZoneChange } = renderToolbar('ja');
    const select = screen.getByRole('combobox', { name: ja.ChartTimeZone.label });
    expect(select).toHaveDisplayValue('現地時間 (UTC+9)');
    await user.selectOptions(select, 'utc');
    expect(onTimeZoneChange).toHaveBeenCalledWith('utc');
  });

  it('shows a Candles | Depth switch only when there is a depth view', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    renderToolbar('en', { view: 'candles', onViewChange });
    const views = screen.getByRole('group', { name: 'Chart view' });
    expect(views).toHaveTextContent('CandlesDepth');
    await user.click(screen.getByRole('button', { name: 'Depth' }));
    expect(onViewChange).toHaveBeenCalledWith('depth');
  });

  it('offers the box size for Renko and the reversal too for Point & Figure', async () => {
    const onBricksChange = vi.fn();
    const bricks = { boxPercent: '0.5', reversal: 3 } as const;
    renderToolbar('en', { type: 'renko', bricks, onBricksChange });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Box size'), '2%');
    expect(onBricksChange).toHaveBeenLastCalledWith({ boxPercent: '2' });
    expect(screen.queryByLabelText('Reversal')).toBeNull();
  });

  it('asks the Point & Figure reversal in boxes, and nothing for candles', async () => {
    const onBricksChange = vi.fn();
    const bricks = { boxPercent: '0.5', reversal: 3 } as const;
    renderToolbar('en', { type: 'pointAndFigure', bricks, onBricksChange });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Reversal')).toHaveDisplayValue('3 boxes');
    await user.selectOptions(screen.getByLabelText('Reversal'), '1 box');
    expect(onBricksChange).toHaveBeenLastCalledWith({ reversal: 1 });
  });

  it('shows no box settings for time-based charts', () => {
    renderToolbar('en', {
      type: 'candles',
      bricks: { boxPercent: '0.5', reversal: 3 },
      onBricksChange: vi.fn(),
    });
    expect(screen.queryByLabelText('Box size')).toBeNull();
  });
});
