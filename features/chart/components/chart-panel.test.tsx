// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/test-utils/render';
import { ChartPanel } from '../index';

// lightweight-charts needs a canvas: if a server render ever loads it, this test fails.
vi.mock('lightweight-charts', () => {
  throw new Error('lightweight-charts was loaded during a server render');
});

describe('ChartPanel on the server', () => {
  it('imports and renders on the server without loading the chart library', () => {
    const html = renderToString(
      <TestProviders>
        <ChartPanel contractId={1} code="BTCUSDT" priceScale={1} tickSize="0.5" />
      </TestProviders>,
    );
    expect(html).toContain('class="skeleton');
  });
});
