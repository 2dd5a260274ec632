// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/test-utils/render';
import { realtimeStore } from '../stores/realtime-store';
import { ConnectionBanner } from './connection-banner';

describe('connection banner', () => {
  it('says the live data is reconnecting only while the connection is lost', () => {
    renderWithProviders(<ConnectionBanner />, { locale: 'ko' });
    act(() => realtimeStore.getState().connectionChanged('open'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => realtimeStore.getState().connectionChanged('lost'));
    expect(screen.getByRole('status')).toHaveTextContent('연결이 끊겼습니다');
    act(() => realtimeStore.getState().connectionChanged('open'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
