// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contracts } from '@/lib/contract/reference-data';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { getInsuranceFundQueryOptions } from '../api/get-insurance-fund';
import { InsuranceFundOverview } from './insurance-fund-overview';
import { envelope, failure, stubFuturesApi } from './test-api';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

/** 1 000 000.1 for BTC, 0.2 for ETH, 1 000 000 for each of the other ten. */
const balanceOf = (contractId: number) =>
  contractId === 1 ? '1000000.1' : contractId === 2 ? '0.2' : '1000000';

let missing = new Set<number>();
stubFuturesApi((_path, contractId) =>
  missing.has(contractId)
    ? failure(503, 'no insurance fund balance for this contract yet')
    : envelope({ contractId, balance: balanceOf(contractId), time: 1 }),
);

const rowOf = (code: string) =>
  screen
    .getAllByTestId('fund-row')
    .find((element) => element.getAttribute('data-contract') === code);

describe('the insurance fund overview', () => {
  it('shows each contract’s balance and their exact decimal total from the server’s data', () => {
    missing = new Set();
    const queryClient = createTestQueryClient();
    for (const { contractId } of contracts) {
      queryClient.setQueryData(getInsuranceFundQueryOptions(contractId).queryKey, {
        contractId,
        balance: balanceOf(contractId),
        time: 1,
      });
    }
    renderWithProviders(<InsuranceFundOverview />, { queryClient });
    // 1 000 000.1 + 0.2 + 10 × 1 000 000 = 11 000 000.3 (not …0.30000000000000004).
    expect(screen.getByTestId('fund-total')).toHaveTextContent(/11,000,000\.30\s*USDT/);
    expect(rowOf('BTCUSDT')).toHaveTextContent(/1,000,000\.10\s*USDT/);
    expect(rowOf('ETHUSDT')).toHaveTextContent(/0\.20\s*USDT/);
    expect(screen.getAllByTestId('fund-row')).toHaveLength(contracts.length);
    expect(screen.queryByTestId('fund-total-note')).not.toBeInTheDocument();
  });

  it('leaves a contract without a balance out of the total and says how many are left out', async () => {
    missing = new Set([1, 2]);
    renderWithProviders(<InsuranceFundOverview />);
    await waitFor(() =>
      expect(screen.getByTestId('fund-total')).toHaveTextContent(/10,000,000\.00\s*USDT/),
    );
    expect(rowOf('BTCUSDT')).toHaveTextContent('--');
    expect(screen.getByTestId('fund-total-note')).toBeInTheDocument();
  });
});
