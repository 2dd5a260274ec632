import type {
  WireDeposit,
  WireSavedAddress,
  WireWithdrawal,
  WireWithdrawInfo,
} from '@/lib/contract/wire/wallet';

/**
 * Whole wallet answers as the server builds them (lib/contract/wire/wallet), for component tests:
 * USDT on Tron, unless `overrides` say otherwise. Each names only what its test is about.
 */

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const T0 = 1_700_000_000_000;

/** asset/withdraw/info: 500.5 USDT available, a fee of 1, at least 10, open to withdrawals. */
export function wireWithdrawInfo(overrides: Partial<WireWithdrawInfo> = {}): WireWithdrawInfo {
  return {
    currencyId: 1,
    network: 'TRC20',
    enabled: true,
    available: '500.5',
    fee: '1',
    minAmount: '10',
    // The amount leaves the wallet with the fee in it: the whole balance may go.
    maxAmount: overrides.available ?? '500.5',
    blockedUntil: null,
    secondFactor: 'google',
    approvalThreshold: '10000',
    ...overrides,
  };
}

/** A withdrawal of 100 USDT (99 arrive), still requested. */
export function wireWithdrawal(
  overrides: Partial<WireWithdrawal> & { id: number },
): WireWithdrawal {
  return {
    currencyId: 1,
    network: 'TRC20',
    address: TRON,
    amount: '100',
    fee: '1',
    receiveAmount: '99',
    status: 'requested',
    txId: null,
    needsApproval: false,
    reason: null,
    createdAt: T0 + overrides.id,
    updatedAt: T0 + overrides.id,
    ...overrides,
  };
}

/** A deposit of 100 USDT, credited after its 12 confirmations. */
export function wireDeposit(overrides: Partial<WireDeposit> & { id: number }): WireDeposit {
  return {
    currencyId: 1,
    network: 'TRC20',
    address: TRON,
    txId: `tx-${overrides.id}`,
    amount: '100',
    confirmations: 12,
    requiredConfirmations: 12,
    status: 'credited',
    createdAt: T0 + overrides.id,
    creditedAt: T0 + overrides.id,
    ...overrides,
  };
}

/** A saved withdrawal address. */
export function wireSavedAddress(
  overrides: Partial<WireSavedAddress> & { id: number },
): WireSavedAddress {
  return {
    currencyId: 1,
    network: 'TRC20',
    address: TRON,
    label: 'Cold wallet',
    createdAt: T0 + overrides.id,
    ...overrides,
  };
}
