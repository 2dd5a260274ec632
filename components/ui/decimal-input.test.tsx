// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/lib/test-utils/render';
import { DecimalInput, type DecimalInputProps } from './decimal-input';
import { FormField } from './form-field';

type HarnessProps = Partial<Omit<DecimalInputProps, 'value' | 'onValueChange'>> & {
  initial?: string;
};

function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return <DecimalInput aria-label="Price" value={value} onValueChange={setValue} {...props} />;
}

function setup(props: HarnessProps = {}, locale: 'en' | 'ja' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />, { locale });
  return { user, input: screen.getByRole('textbox', { name: 'Price' }) };
}

describe('DecimalInput', () => {
  it('offers the decimal keyboard on phones', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps 0.1 + 0.2 exact when stepping with the arrows', async () => {
    const { user, input } = setup({ initial: '0.1', step: '0.1', precision: 1 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.2');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.3');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('0.2');
  });

  it('steps ten times further with Shift, snapped to the step and clamped to the bounds', async () => {
    const { user, input } = setup({ initial: '1.234', step: '0.5', max: '5', min: '1' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('1.5');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(input).toHaveValue('5');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(input).toHaveValue('1');
  });

  it('steps an empty input up from zero, into the allowed range', async () => {
    const { user, input } = setup({ step: '0.001', min: '0.005' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.005');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.006');
  });

  it('never shows an exponent, even for a tiny step', async () => {
    const { user, input } = setup({ initial: '0', step: '0.0000001', precision: 8 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.0000001');
  });

  it('shows a value given in exponent notation as plain digits', () => {
    const { input } = setup({ initial: '1e-7' });
    expect(input).toHaveValue('0.0000001');
  });

  it('waits for an input method to finish, then keeps its full-width digits as ASCII', () => {
    const { input } = setup({}, 'ja');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '１２' } });
    expect(input).toHaveValue('１２');
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('12');
  });

  it('rejects a second decimal point and decimals beyond the precision', async () => {
    const { user, input } = setup({ precision: 2 });
    await user.type(input, '12.3.4');
    expect(input).toHaveValue('12.34');
    await user.type(input, '5');
    expect(input).toHaveValue('12.34');
  });

  it('rejects letters and a minus sign unless negatives are allowed', async () => {
    const { user, input } = setup();
    await user.type(input, '-1e5');
    expect(input).toHaveValue('15');
  });

  it('accepts a minus sign where negatives are allowed', async () => {
    const { user, input } = setup({ allowNegative: true });
    await user.type(input, '-2.5');
    expect(input).toHaveValue('-2.5');
  });

  it('takes a typed comma as the decimal point', async () => {
    const { user, input } = setup();
    await user.type(input, '0,25');
    expect(input).toHaveValue('0.25');
  });

  it('cleans a pasted amount with a thousands separator and a trailing space', async () => {
    const { user, input } = setup({ precision: 2 });
    await user.click(input);
    await user.paste('1,234.50 ');
    expect(input).toHaveValue('1234.50');
  });

  it('turns pasted full-width digits into ASCII', async () => {
    const { user, input } = setup({}, 'ja');
    await user.click(input);
    await user.paste('１２３．４５');
    expect(input).toHaveValue('123.45');
  });

  it('cuts pasted decimals beyond the precision instead of refusing the paste', async () => {
    const { user, input } = setup({ precision: 2 });
    await user.click(input);
    await user.paste('0.129');
    expect(input).toHaveValue('0.12');
  });

  it('tidies a half-typed value when the user moves on', async () => {
    const { user, input } = setup();
    await user.type(input, '12.');
    await user.tab();
    expect(input).toHaveValue('12');
  });

  it('takes its label from a FormField and hears its unit as a description', () => {
    renderWithProviders(
      <FormField label="Amount" hint="Minimum 0.001" error="Too small">
        <DecimalInput value="0" onValueChange={() => {}} suffix="BTC" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Minimum 0.001 Too small BTC');
    expect(input).toBeInvalid();
  });
});
