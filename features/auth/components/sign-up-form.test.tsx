// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToken, getToken } from '@/lib/session';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import ko from '@/messages/ko.json';
import { fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { SignUpForm } from './sign-up-form';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const a = en.Auth;
/** A rich message as the user reads it: its words without the tags around links. */
const wordsOf = (message: string) => message.replace(/<\/?\w+>/g, '');
const agreement = wordsOf(a.SignUp.agreeTerms);
const TOKEN = 'token-of-the-new-member-0123456789';
let server: FakeV2;

beforeEach(() => {
  const sent = () => ({ retryAfterSeconds: 60 });
  const granted = () => ({ token: TOKEN, info: userInfo() });
  server = fakeV2({
    'user/register/email/new/check': () => ({ available: true }),
    'user/register/mobile/new/check': () => ({ available: true }),
    'user/register/gateway/sendEmail': sent,
    'user/register/gateway/sendSms': sent,
    'user/register/email/confirmed': granted,
    'user/register/mobile/confirmed': granted,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

const passwordField = () => screen.getByLabelText(a.Fields.password);
const confirmField = () => screen.getByLabelText(a.Fields.confirmPassword);

async function fillPasswordsAndAgree(user: ReturnType<typeof userEvent.setup>) {
  await user.type(passwordField(), 'Secret-123');
  await user.type(confirmField(), 'Secret-123');
  await user.click(screen.getByRole('checkbox', { name: agreement }));
  await user.click(screen.getByRole('button', { name: a.SignUp.next }));
}

describe('sign-up form', () => {
  it('signs up by e-mail: code sent, code confirmed with the invite code, then welcome', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm inviteCode="FRIEND42" />);
    expect(screen.getByLabelText(a.Fields.inviteCode)).toHaveValue('FRIEND42');
    await user.type(screen.getByLabelText(a.Fields.email), 'new@example.com');
    await fillPasswordsAndAgree(user);

    expect(
      await screen.findByText(a.CodeStep.sentTo.replace('{target}', 'new@example.com')),
    ).toBeInTheDocument();
    expect(screen.getByTestId('resend-code')).toBeDisabled();
    expect(server.paths()).toEqual(
      expect.arrayContaining(['user/register/email/new/check', 'user/register/gateway/sendEmail']),
    );
    await user.type(screen.getByLabelText(a.Fields.code), '123456');
    await user.click(screen.getByRole('button', { name: a.SignUp.submit }));

    expect(await screen.findByRole('heading', { name: a.SignUp.successTitle })).toBeInTheDocument();
    expect(server.bodiesOf('user/register/email/confirmed')).toEqual([
      {
        email: 'new@example.com',
        code: '123456',
        password: 'Secret-123',
        inviteCode: 'FRIEND42',
        agreement: true,
      },
    ]);
    expect(getToken()).toBe(TOKEN);
    expect(screen.getByRole('link', { name: a.SignUp.goHome })).toHaveAttribute('href', '/');
  });

  it('signs up by mobile with the chosen dial code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm inviteCode="" />);
    await user.click(screen.getByRole('tab', { name: a.Fields.tabMobile }));
    const dialCode = screen.getByRole('combobox', { name: a.Fields.countryCode });
    await user.type(dialCode, '+82');
    await user.click(await screen.findByRole('option', { name: '+82 South Korea' }));
    expect(dialCode).toHaveValue('+82 South Korea');
    await user.type(screen.getByLabelText(a.Fields.mobile), '1012345678');
    await fillPasswordsAndAgree(user);

    expect(
      await screen.findByText(a.CodeStep.sentTo.replace('{target}', '+82 1012345678')),
    ).toBeInTheDocument();
    expect(server.bodiesOf('user/register/mobile/new/check')).toEqual([
      { dialCode: '+82', mobile: '1012345678' },
    ]);
    expect(server.bodiesOf('user/register/gateway/sendSms')).toHaveLength(1);
    expect(server.paths()).not.toContain('user/register/gateway/sendEmail');
  });

  it('ticks the password rules as the user types and refuses a weak or mismatched password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm inviteCode="" />);
    await user.type(passwordField(), 'abcdefgh');
    const rules = screen.getByTestId('password-rules');
    expect(within(rules).getByText(`✓ ${a.PasswordRules.length}`)).toBeInTheDocument();
    expect(within(rules).getByText(`○ ${a.PasswordRules.classes}`)).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(a.Validation.passwordRule)).toBeInTheDocument();

    await user.type(passwordField(), 'A1');
    expect(within(rules).getByText(`✓ ${a.PasswordRules.classes}`)).toBeInTheDocument();
    await user.type(confirmField(), 'abcdefghA2');
    await user.tab();
    expect(await screen.findByText(a.Validation.passwordMismatch)).toBeInTheDocument();
    expect(screen.queryByText(a.Validation.passwordRule)).toBeNull();
  });

  it('asks for the agreement before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm inviteCode="" />);
    await user.type(screen.getByLabelText(a.Fields.email), 'new@example.com');
    await user.type(passwordField(), 'Secret-123');
    await user.type(confirmField(), 'Secret-123');
    await user.click(screen.getByRole('button', { name: a.SignUp.next }));
    expect(await screen.findByText(a.Validation.agreementRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: agreement })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.paths().filter((path) => path.startsWith('user/register'))).toEqual([]);
  });

  it('links the Terms of Use and the Privacy Policy from the agreement, each in a new tab', () => {
    renderWithProviders(<SignUpForm inviteCode="" />);
    const box = screen.getByRole('checkbox', { name: agreement });
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      // Inside the box's label: following a link leaves the box as it was (the DOM's own click:
      // user-event forwards any click in a label to its control, which browsers do not).
      fireEvent.click(link);
      expect(box).not.toBeChecked();
    }
  });

  it('words the agreement in the page language, with the links where that language puts them', () => {
    renderWithProviders(<SignUpForm inviteCode="" />, { locale: 'ko' });
    const k = ko.Auth.SignUp.agreeTerms;
    expect(screen.getByRole('checkbox', { name: wordsOf(k) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Korean names both documents first, then says "have read and agree".
    expect(k.indexOf('<privacy>')).toBeLessThan(k.indexOf('동의'));
  });

  it('shows a taken e-mail once, in the form, and stays on the form', async () => {
    server.routes['user/register/email/new/check'] = () => {
      throw refusal(102020712, 'exists');
    };
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm inviteCode="" />);
    await user.type(screen.getByLabelText(a.Fields.email), 'taken@example.com');
    await fillPasswordsAndAgree(user);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102020712']);
    expect(screen.getAllByText(en.Errors['102020712'])).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('sign-up-form')).toBeInTheDocument());
    expect(server.paths()).not.toContain('user/register/gateway/sendEmail');
  });

  it('starts with the e-mail or mobile number typed on the home page, on its tab', () => {
    const { unmount } = renderWithProviders(
      <SignUpForm inviteCode="" prefill={{ email: 'new@example.com' }} />,
    );
    expect(screen.getByRole('tab', { name: a.Fields.tabEmail })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(a.Fields.email)).toHaveValue('new@example.com');
    unmount();
    renderWithProviders(<SignUpForm inviteCode="" prefill={{ mobile: '1012345678' }} />, {
      locale: 'ko',
    });
    expect(screen.getByRole('tab', { name: ko.Auth.Fields.tabMobile })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(ko.Auth.Fields.mobile)).toHaveValue('1012345678');
  });
});
