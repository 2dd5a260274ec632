// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { refusal } from '../testing/fake-v2';
import { CodeStep } from './code-step';

const a = en.Auth;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderStep(onResend: () => Promise<number>, onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(
    <CodeStep
      factor="email"
      target="t***@example.com"
      initialCooldown={60}
      submitLabel="Confirm"
      onSubmit={onSubmit}
      onResend={onResend}
    />,
  );
  return onSubmit;
}

const resendButton = () => screen.getByTestId('resend-code');

describe('code step', () => {
  it('counts down before the code may be sent again, then resends and counts down anew', async () => {
    const onResend = vi.fn(async () => 60);
    renderStep(onResend);
    expect(resendButton()).toHaveTextContent('Resend in 60s');
    expect(resendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resendButton()).toHaveTextContent('Resend in 30s');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resendButton()).toHaveTextContent(a.CodeStep.resend);
    expect(resendButton()).toBeEnabled();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Resend in 60s')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it('waits as long as the server says when a resend comes too early', async () => {
    const onResend = vi.fn(async () => {
      throw refusal(102020716, 'too early', { retryAfterSeconds: 25 });
    });
    renderStep(onResend);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resendButton());
    expect(await screen.findByText('Resend in 25s')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toBeInTheDocument();
  });

  it('accepts only six digits', async () => {
    const onSubmit = renderStep(async () => 60);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(a.Fields.code), '12ab');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(a.Validation.codeInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(a.Fields.code));
    await user.type(screen.getByLabelText(a.Fields.code), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });
});
