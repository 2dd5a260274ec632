// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders, messages } from '@/lib/test-utils/render';
import { FieldError, FormError, FormField, PasswordInput, TextInput } from './form-field';

describe('form fields', () => {
  it('link the error to the input so a screen reader hears it', () => {
    renderWithProviders(<TextInput label="Price" error="UIData.Validation.invalidNumber" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(messages.UIData.Validation.invalidNumber);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('describe the input with its hint and are valid without an error', () => {
    renderWithProviders(<TextInput label="Nickname" hint="2 to 20 characters" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('2 to 20 characters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translate a message key and show any other text as it is', () => {
    renderWithProviders(
      <>
        <FieldError error="UIData.Validation.required" />
        <FormError message="Server says no" />
      </>,
    );
    const [field, form] = screen.getAllByRole('alert');
    expect(field).toHaveTextContent(messages.UIData.Validation.required);
    expect(form).toHaveTextContent('Server says no');
  });

  it('show the error in the user’s language', () => {
    renderWithProviders(<TextInput label="이메일" error="UIData.Validation.required" />, {
      locale: 'ko',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('필수 입력 항목입니다');
    expect(screen.getByRole('alert').textContent).not.toBe('Auth.passwordEmpty');
  });

  it('show errors in the error colour under red-up colours, not in the colour of a fall', () => {
    renderWithProviders(
      <div data-colors="red-up">
        <TextInput label="Amount" error="UIData.Validation.required" />
        <FormError message="Server says no" />
      </div>,
    );
    const [field, form] = screen.getAllByRole('alert');
    for (const alert of [field, form]) {
      expect(alert).toHaveClass('text-error');
      expect(alert).not.toHaveClass('text-down');
    }
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveClass('field-input');
    const css = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(css('components/ui/form-field.css')).toContain('aria-[invalid=true]:border-error');
    // The error colour is red in both themes and the red-up rules leave it alone.
    const globals = css('app/globals.css');
    const rules = [...globals.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({
      selector: (selector ?? '').trim(),
      body: body ?? '',
    }));
    const errorOf = (selector: string) =>
      rules
        .find((r) => r.selector.endsWith(selector))
        ?.body.match(/--color-error:\s*([\d ]+);/)?.[1];
    expect(errorOf(':root')).toBe('185 28 28');
    expect(errorOf("[data-theme='dark']")).toBe('246 70 93');
    for (const rule of rules.filter((r) => r.selector.includes('red-up')))
      expect(rule.body).not.toContain('--color-error');
  });

  it('wire a control placed inside a FormField', () => {
    renderWithProviders(
      <FormField label="Memo" error="Too long">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Memo' });
    expect(input).toHaveAccessibleDescription('Too long');
    expect(input).toBeInvalid();
  });

  it('keep a hidden label for screen readers with the error still linked', () => {
    renderWithProviders(<TextInput label="Search" hideLabel error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAccessibleDescription('Too short');
    expect(screen.getByText('Search')).toHaveClass('sr-only');
  });

  it('let the user show and hide a password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: messages.UIData.showPassword }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: messages.UIData.hidePassword }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('work with react-hook-form register', async () => {
    const user = userEvent.setup();
    const submitted: Array<{ email: string }> = [];
    function SignIn() {
      const { register, handleSubmit } = useForm<{ email: string }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <TextInput label="Email" {...register('email')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    renderWithProviders(<SignIn />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(submitted).toEqual([{ email: 'a@b.co' }]);
  });
});
