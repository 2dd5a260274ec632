// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import en from '@/messages/en.json';
import { KYC_REVIEW_POLL_MS } from '../api/get-account';
import type { Account } from '../api/responses';
import { AccountSecurity } from './account-security';
import { kycStepOf, KycStatus } from './kyc-status';

vi.mock('@/lib/session', () => ({ hasToken: () => true, subscribeToken: () => () => undefined }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
vi.mock('./authenticator-guide', () => ({ AuthenticatorGuide: () => null }));
vi.mock('../api/get-countries', () => ({ useAuthCountries: () => ({ data: [] }) }));

type KycState = Account['kycLevel1'];

function account(kycLevel1: KycState, kycLevel2: KycState = 'none'): Account {
  return {
    userId: 7,
    simpleStatus: kycLevel1 === 'approved' ? 1 : 0,
    superStatus: kycLevel2 === 'approved' ? 1 : 0,
    googleBound: false,
    residenceCountry: 'JP',
    kycLevel1,
    kycLevel2,
    withdrawBlockedUntil: null,
  };
}

function withProviders(children: React.ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

const verifyNow = () => screen.queryByRole('button', { name: en.Auth.startKyc });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('what identity verification asks of the user', () => {
  it('asks to verify only before level 1 has passed', () => {
    expect(kycStepOf(account('none'))).toEqual({ kind: 'start', rejected: false });
    expect(kycStepOf(account('rejected'))).toEqual({ kind: 'start', rejected: true });
    expect(kycStepOf(account('pending'))).toEqual({ kind: 'under-review' });
    expect(kycStepOf(account('approved'))).toEqual({ kind: 'documents', rejected: false });
    expect(kycStepOf(account('approved', 'pending'))).toEqual({ kind: 'under-review' });
    expect(kycStepOf(account('approved', 'rejected'))).toEqual({
      kind: 'documents',
      rejected: true,
    });
    expect(kycStepOf(account('approved', 'approved'))).toEqual({ kind: 'verified' });
  });

  it('shows "Verify now" to a user who has not verified', () => {
    render(withProviders(<KycStatus account={account('none')} onOpen={() => undefined} />));
    expect(verifyNow()).toBeInTheDocument();
  });

  it('shows no "Verify now" to a user whose KYC is approved', () => {
    const { rerender } = render(
      withProviders(<KycStatus account={account('approved')} onOpen={() => undefined} />),
    );
    expect(verifyNow()).toBeNull();
    expect(screen.getByRole('button', { name: en.Auth.kycDocumentsStart })).toBeInTheDocument();
    rerender(
      withProviders(
        <KycStatus account={account('approved', 'approved')} onOpen={() => undefined} />,
      ),
    );
    expect(verifyNow()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(`✓ ${en.Auth.kycVerifiedNote}`)).toBeInTheDocument();
  });

  it('tells a user under review that the page follows the decision, with nothing to press', () => {
    render(withProviders(<KycStatus account={account('pending')} onOpen={() => undefined} />));
    expect(screen.getByRole('status')).toHaveTextContent(en.Auth.kycUnderReviewNote);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the account page while KYC is under review', () => {
  it('shows the operator’s approval without a reload, and no "Verify now" anywhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: KycState = 'pending';
    const fetch = vi.spyOn(http, 'fetch').mockImplementation(async () => account(state));
    render(withProviders(<AccountSecurity />));
    expect(await screen.findByTestId('kyc-under-review')).toBeInTheDocument();
    expect(screen.getByTestId('futures-kyc-under-review')).toHaveTextContent(
      en.Auth.futuresKycUnderReview,
    );
    expect(verifyNow()).toBeNull();

    state = 'approved';
    await act(() => vi.advanceTimersByTimeAsync(KYC_REVIEW_POLL_MS + 100));
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(
      `${en.Auth.kycLevel1}: ${en.Auth.kycState.approved}`,
    );
    expect(screen.getByTestId('risk-warning')).toBeInTheDocument();
    expect(verifyNow()).toBeNull();

    // Decided: the page stops asking.
    const calls = fetch.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(KYC_REVIEW_POLL_MS * 3));
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
