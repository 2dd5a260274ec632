// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/test-utils/render';
import { VerificationForm } from './verification-form';

describe('VerificationForm', () => {
  it('asks for input when submitted empty', async () => {
    renderWithProviders(<VerificationForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter something to verify');
  });

  it('refuses a paste longer than 200 characters with its own message, and checks nothing', async () => {
    renderWithProviders(<VerificationForm />);
    const input = screen.getByLabelText('Website, e-mail or social account');
    await userEvent.click(input);
    await userEvent.paste(`https://${'a'.repeat(200)}.example`);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at most 200 characters');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('confirms an official channel and warns about an impostor', async () => {
    renderWithProviders(<VerificationForm />);
    const input = screen.getByLabelText('Website, e-mail or social account');
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

  it('answers in the page language', async () => {
    renderWithProviders(<VerificationForm />, { locale: 'ko' });
    await userEvent.type(screen.getByRole('textbox'), 'exchange-example.com');
    await userEvent.click(screen.getByRole('button'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('exchange-example.com');
    expect(status).not.toHaveTextContent('{value}');
    expect(status).not.toHaveTextContent('NOT an official channel');
  });
});
