// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import { tradingConfigOf } from '@/lib/contract/public-reference';
import { findContractByCode } from '@/lib/contract/reference-data';
import type { WireTradingConfig } from '@/lib/contract/wire/reference';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { FeeSchedule, FeeTier } from './fee-schedule';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/** A contract's configs/public row as the server builds it, with the fee rates of the test. */
function tradingConfig(
  code: string,
  makerFeeRate: string,
  takerFeeRate: string,
): WireTradingConfig {
  const contract = findContractByCode(code);
  if (!contract) throw new Error(`no contract ${code}`);
  return { ...tradingConfigOf(contract), makerFeeRate, takerFeeRate };
}

function serveConfigs() {
  api.answer((call) =>
    call.path === 'configs/public'
      ? {
          data: {
            contracts: [
              tradingConfig('BTCUSDT', '0.0002', '0.0005'),
              tradingConfig('ETHUSDT', '-0.0001', '0.00055'),
            ],
          },
        }
      : undefined,
  );
}

describe('FeeSchedule', () => {
  it('shows each contract’s maker and taker fee as a percentage', async () => {
    serveConfigs();
    renderWithProviders(<FeeSchedule />);
    const btc = await screen.findByRole('row', { name: /^BTCUSDT/ });
    expect(
      within(btc)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['BTCUSDT', '0.0200%', '0.0500%']);
    const eth = screen.getByRole('row', { name: /^ETHUSDT/ });
    expect(
      within(eth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ETHUSDT', '-0.0100%', '0.0550%']);
    expect(within(btc).getByRole('link', { name: 'BTCUSDT' })).toHaveAttribute(
      'href',
      '/futures/info/BTCUSDT',
    );
  });

  it('names the logged-in user’s tier: the one Standard schedule', () => {
    renderWithProviders(<FeeTier />);
    expect(screen.getByTestId('fee-tier')).toHaveTextContent('Standard');
  });

  it('asks a visitor to log in for the tier', () => {
    sessionStore.getState().sessionCleared();
    renderWithProviders(<FeeTier />);
    expect(screen.queryByTestId('fee-tier')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
  });
});
