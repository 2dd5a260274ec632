// Fixtures of the rewards API for component tests.
import { sessionStore } from '@/features/session';
import type { Grants, RewardTask, Voucher } from './api/schemas';

const HOUR = 3_600_000;
export const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

export function voucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 11,
    taskKey: 'kycLevel1',
    amount: '150',
    currency: 'USDT',
    maxLeverage: 20,
    accountType: 10,
    validFrom: NOW - HOUR,
    expiresAt: NOW + 14 * 24 * HOUR,
    grantedAt: NOW - HOUR,
    usedAt: null,
    state: 'available',
    rules: ['kycRequired', 'maxLeverage', 'autoClose24h', 'trialFundNotWithdrawable'],
    ...overrides,
  };
}

export function task(overrides: Partial<RewardTask> = {}): RewardTask {
  return {
    key: 'kycLevel1',
    kind: 'kycLevel1',
    tier: 'starter',
    target: '1',
    progress: '0',
    completed: false,
    reward: '150',
    maxLeverage: 20,
    voucher: null,
    ...overrides,
  };
}

export function grants(overrides: Partial<Grants> = {}): Grants {
  return {
    accountType: 30,
    currency: 'USDT',
    granted: '160',
    available: '160',
    startingSoon: '0',
    used: '0',
    expired: '0',
    count: 2,
    trialFund: { profitMoved: '0', lossAbsorbed: '0', expired: '0', clearedByTransfer: '0' },
    bonusAccount: {
      balance: '0',
      trialFund: '0',
      ownFunds: '0',
      maxLeverage: null,
      expiresAt: null,
      position: null,
    },
    ...overrides,
  };
}

/** A logged-in session around each test, for lib/test-utils/fake-api's `stubApi`. */
export const testSession = {
  logIn: () => sessionStore.getState().tokenChanged('tok-test'),
  logOut: () => sessionStore.getState().sessionCleared(),
};
