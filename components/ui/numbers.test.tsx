// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/test-utils/render';
import { Decimal } from '@/lib/decimal';
import { Amount, Percent, PnL, Price } from './numbers';

describe('numbers', () => {
  it.each(['en', 'ko', 'ja', 'zh-hant'] as const)(
    'show a price with the separators of %s, cut to the precision',
    (locale) => {
      renderWithProviders(<Price value="97000.19" precision={1} />, { locale });
      expect(screen.getByText('97,000.1')).toHaveClass('figure');
    },
  );

  it('show an amount with its unit and keep digits a float would lose', () => {
    renderWithProviders(<Amount value="12345678901234567.12345678" precision={8} unit="BTC" />);
    expect(screen.getByText('12,345,678,901,234,567.12345678', { exact: false })).toHaveTextContent(
      '12,345,678,901,234,567.12345678 BTC',
    );
  });

  it('accept a Decimal as well as text', () => {
    renderWithProviders(<Price value={new Decimal('0.1').plus('0.2')} precision={2} />);
    expect(screen.getByText('0.30')).toBeInTheDocument();
  });

  it('show "--" for a missing or unreadable value, without a unit or a colour', () => {
    renderWithProviders(
      <>
        <Price value={undefined} precision={2} />
        <Amount value="" precision={2} unit="USDT" />
        <PnL value="abc" precision={2} unit="USDT" />
        <Percent value={null} signed />
      </>,
    );
    const placeholders = screen.getAllByText('--');
    expect(placeholders).toHaveLength(4);
    for (const p of placeholders) {
      expect(p).not.toHaveClass('text-up');
      expect(p).not.toHaveClass('text-down');
    }
    expect(screen.queryByText('USDT')).not.toBeInTheDocument();
  });

  it('sign and colour a profit and a loss, so colour is not the only cue', () => {
    renderWithProviders(
      <>
        <PnL value="1234.5" precision={2} unit="USDT" />
        <PnL value="-0.5" precision={2} />
      </>,
    );
    const profit = screen.getByText('+1,234.50', { exact: false });
    expect(profit).toHaveTextContent('+1,234.50 USDT');
    expect(profit).toHaveClass('text-up');
    const loss = screen.getByText('\u22120.50');
    expect(loss).toHaveClass('text-down');
  });

  it('show a zero P&L neutral and unsigned, also when a tiny loss cuts to zero', () => {
    renderWithProviders(
      <>
        <PnL value="0" precision={2} />
        <PnL value="-0.001" precision={2} />
      </>,
    );
    for (const zero of screen.getAllByText('0.00')) {
      expect(zero).not.toHaveClass('text-up');
      expect(zero).not.toHaveClass('text-down');
    }
  });

  it('round a P&L, a fee or a return half-up, and still cut a balance', () => {
    renderWithProviders(
      <>
        <PnL value="-0.405" precision={2} />
        <Amount value="0.185" precision={2} unit="USDT" rounding="half-up" />
        <Percent value="0.55555" signed rounding="half-up" />
        <Amount value="1.239" precision={2} unit="USDT" />
      </>,
    );
    // Cut, the loss would read −0.40 and the fee 0.18: both smaller than they were.
    expect(screen.getByText('\u22120.41')).toHaveClass('text-down');
    expect(screen.getByText('0.19', { exact: false })).toHaveTextContent('0.19 USDT');
    expect(screen.getByText('+55.56%')).toHaveClass('text-up');
    expect(screen.getByText('1.23', { exact: false })).toHaveTextContent('1.23 USDT');
  });

  it('show a rate as a percentage, signed and coloured only when asked', () => {
    renderWithProviders(
      <>
        <Percent value="0.012345" signed />
        <Percent value="-0.05" signed precision={1} />
        <Percent value="0.0004" precision={3} />
      </>,
    );
    expect(screen.getByText('+1.23%')).toHaveClass('text-up');
    expect(screen.getByText('\u22125.0%')).toHaveClass('text-down');
    expect(screen.getByText('0.040%')).not.toHaveClass('text-up');
  });
});

describe('the red-up preference', () => {
  // jsdom applies no stylesheet, so the palette is checked where it is defined: red-up must be
  // exactly the default palette swapped, in both themes, or a rise would show in a third colour.
  const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
  const colours = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    const block = css.slice(start, css.indexOf('}', start));
    return {
      up: /--color-up:\s*([^;]+);/.exec(block)?.[1],
      down: /--color-down:\s*([^;]+);/.exec(block)?.[1],
    };
  };

  it.each([
    [':root', "[data-colors='red-up']"],
    ["[data-theme='dark']", "[data-colors='red-up'] [data-theme='dark']"],
  ])('swaps up and down of %s', (normal, redUp) => {
    const base = colours(normal);
    const swapped = colours(redUp);
    expect(base.up).toBeTruthy();
    expect(swapped).toEqual({ up: base.down, down: base.up });
  });
});
