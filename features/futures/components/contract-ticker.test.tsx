// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { ContractTicker } from './contract-ticker';

afterEach(() => localStorage.clear());

describe('contract ticker', () => {
  it('labels its figures in the page language and offers the favourite star', () => {
    renderWithProviders(<ContractTicker contractId={1} code="BTCUSDT" priceScale={1} />, {
      locale: 'ko',
    });
    for (const label of ['최근 체결가', '시장 평균가', '지수 가격', '24시간 변동']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'BTCUSDT 즐겨찾기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the mark price from the market indicator', () => {
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, mp: '97001.5' }] } },
      ]);
    renderWithProviders(<ContractTicker contractId={1} code="BTCUSDT" priceScale={1} />);
    expect(screen.getByText('Mark price').nextElementSibling).toHaveTextContent('97,001.5');
  });
});
