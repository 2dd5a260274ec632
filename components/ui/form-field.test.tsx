// @vitest-environment jsdom
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
