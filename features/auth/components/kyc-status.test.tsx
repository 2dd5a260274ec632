// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_REVIEW_POLL_MS, type KycReview, type UserInfo } from '@/features/session';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeV2, userInfo } from '../testing/fake-v2';
import { FuturesAccount } from './futures-account';
import { IdentityVerification } from './identity-verification';
import { kycStepOf, KycStatus } from './kyc-status';

vi.mock('@/lib/session', () => ({ hasToken: () => true, subscribeToken: () => () => undefined }));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock('./authenticator-guide', () => ({ AuthenticatorGuide: () => null }));

function account(kycLevel1: KycReview, kycLevel2: KycReview = 'none'): UserInfo {
  return userInfo({ kycLevel1, kycLevel2, residenceCountry: 'JP' });
}

const verifyNow = () => screen.queryByRole('button', { name: en.Auth.Kyc.start });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('what identity verification asks of the user', () => {
  it('asks to verify only before level 1 has passed', () => {
    expect(kycStepOf(account('none'))).toEqual({ kind: 'start', rejected: false });
    expect(kycStepOf(account('rejected'))).toEqual({ kind: 'start', rejected: true });
    expect(kycStepOf(account('pending'))).toEqual({ kind: 'under-review', correctable: true });
    expect(kycStepOf(account('approved'))).toEqual({ kind: 'documents', rejected: false });
    expect(kycStepOf(account('approved', 'pending'))).toEqual({
      kind: 'under-review',
      correctable: false,
    });
    expect(kycStepOf(account('approved', 'rejected'))).toEqual({
      kind: 'documents',
      rejected: true,
    });
    expect(kycStepOf(account('approved', 'approved'))).toEqual({ kind: 'verified' });
  });

  it('shows "Verify now" to a user who has not verified', () => {
    renderWithProviders(<KycStatus account={account('none')} onOpen={() => undefined} />);
    expect(verifyNow()).toBeInTheDocument();
  });

  it('shows no "Verify now" to a user whose KYC is approved', () => {
    const { rerender } = renderWithProviders(
      <KycStatus account={account('approved')} onOpen={() => undefined} />,
    );
    expect(verifyNow()).toBeNull();
    expect(screen.getByRole('button', { name: en.Auth.Kyc.documentsStart })).toBeInTheDocument();
    rerender(<KycStatus account={account('approved', 'approved')} onOpen={() => undefined} />);
    expect(verifyNow()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(`✓ ${en.Auth.Kyc.verifiedNote}`)).toBeInTheDocument();
  });

  it('tells a user under review that the page follows the decision, and offers to correct level 1', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<KycStatus account={account('pending')} onOpen={onOpen} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.Auth.Kyc.underReviewNote);
    expect(verifyNow()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.Auth.Kyc.correct }));
    expect(onOpen).toHaveBeenCalledWith({ correct: true });
  });

  it('offers nothing to press while only the level 2 documents are under review', () => {
    renderWithProviders(
      <KycStatus account={account('approved', 'pending')} onOpen={() => undefined} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.Auth.Kyc.underReviewNote);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the account page while KYC is under review', () => {
  it('shows the operator’s approval without a reload, and no "Verify now" anywhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: KycReview = 'pending';
    const server = fakeV2({ 'user/base/info': () => account(state) });
    const infoReads = () => server.paths().filter((path) => path === 'user/base/info').length;
    renderWithProviders(
      <>
        <IdentityVerification />
        <FuturesAccount />
      </>,
    );
    expect(await screen.findByTestId('kyc-under-review')).toBeInTheDocument();
    expect(screen.getByTestId('futures-kyc-under-review')).toHaveTextContent(
      en.Auth.Futures.kycUnderReview,
    );
    expect(verifyNow()).toBeNull();

    state = 'approved';
    await act(() => vi.advanceTimersByTimeAsync(KYC_REVIEW_POLL_MS + 100));
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(
      `${en.Auth.Kyc.level1}: ${en.Auth.Kyc.state.approved}`,
    );
    // Offered once the futures status says the account is not open yet.
    expect(await screen.findByTestId('risk-warning')).toBeInTheDocument();
    expect(verifyNow()).toBeNull();

    // Decided: the page stops asking.
    const reads = infoReads();
    await act(() => vi.advanceTimersByTimeAsync(KYC_REVIEW_POLL_MS * 3));
    expect(infoReads()).toBe(reads);
  });
});
