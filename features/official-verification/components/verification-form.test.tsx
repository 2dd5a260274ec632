// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VerificationForm } from './verification-form';

const labels = {
  input: 'Channel',
  placeholder: '',
  check: 'Verify',
  empty: 'Enter something to verify',
  verified: '{value} is an official channel.',
  notVerified: '{value} is NOT an official channel.',
};

describe('VerificationForm', () => {
  it('asks for input when submitted empty', async () => {
    render(<VerificationForm labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter something to verify');
  });

  it('confirms an official channel and warns about an impostor', async () => {
    render(<VerificationForm labels={labels} />);
    const input = screen.getByLabelText('Channel');
    await userEvent.type(input, 'https://t.me/exchange_official');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '@exchange_official is an official channel.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'exchange-example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'exchange-example.com is NOT an official channel.',
    );
  });
});
