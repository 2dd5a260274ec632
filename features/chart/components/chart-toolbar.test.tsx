// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import ja from '@/messages/ja.json';
import { ChartToolbar } from './chart-toolbar';

function renderToolbar(locale: 'en' | 'ja') {
  renderWithProviders(
    <ChartToolbar type="candles" period="1h" onTypeChange={vi.fn()} onPeriodChange={vi.fn()} />,
    { locale },
  );
}

describe('the chart toolbar', () => {
  it('says when a candle opens: 00:00 GMT, or 9:00 Japan time in Japanese', () => {
    renderToolbar('en');
    expect(screen.getByTestId('candle-open-time')).toHaveTextContent('Candles open at 00:00 GMT');
  });

  it('says it as Japan time in Japanese', () => {
    renderToolbar('ja');
    expect(screen.getByTestId('candle-open-time')).toHaveTextContent(ja.Chart.candleOpenTime);
    expect(ja.Chart.candleOpenTime).toContain('9:00');
  });
});
