// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox, filterOptions, type ComboboxOption } from '@/components/ui/combobox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { renderWithProviders } from '@/lib/test-utils/render';

interface Country extends ComboboxOption {
  dialCode: string;
}

const countries: Country[] = [
  { value: 'CI', label: "Côte d'Ivoire", keywords: ['Ivory Coast'], dialCode: '+225' },
  { value: 'JP', label: 'Japan', keywords: ['日本'], dialCode: '+81' },
  {
    value: 'KR',
    label: 'Korea, Republic of',
    keywords: ['South Korea', '대한민국'],
    dialCode: '+82',
  },
  { value: 'KP', label: 'North Korea', disabled: true, dialCode: '+850' },
  { value: 'TW', label: 'Taiwan', keywords: ['臺灣'], dialCode: '+886' },
];

function Picker({
  onValueChange,
  defaultValue,
}: {
  onValueChange?: (value: string) => void;
  defaultValue?: string;
}) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Country"
        options={countries}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        renderOption={(country) => (
          <>
            <span>{country.label}</span> <span>{country.dialCode}</span>
          </>
        )}
      />
    </form>
  );
}

function setup(props: Parameters<typeof Picker>[0] = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Picker {...props} />);
  const input = screen.getByRole('combobox', { name: 'Country' });
  return { user, input };
}

function optionNames() {
  return within(screen.getByRole('listbox', { name: 'Country' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Combobox', () => {
  it('is a collapsed combobox named by its label, with the generic search placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Search');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters as you type, ignoring case and accents and matching keywords', async () => {
    const { user, input } = setup();
    await user.type(input, 'COTE');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(["Côte d'Ivoire +225"]);
    await user.clear(input);
    await user.type(input, 'korea');
    expect(optionNames()).toEqual(['Korea, Republic of +82', 'North Korea +850']);
    await user.clear(input);
    await user.type(input, '臺灣');
    expect(optionNames()).toEqual(['Taiwan +886']);
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('picks the highlighted option with Enter and shows it in the input', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ onValueChange });
    await user.type(input, 'jap');
    const japan = screen.getByRole('option', { name: 'Japan +81' });
    expect(input).toHaveAttribute('aria-activedescendant', japan.id);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('JP', expect.objectContaining({ value: 'JP' }));
    expect(input).toHaveValue('Japan');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('moves the highlight with the arrows, Home and End, skipping disabled options', async () => {
    const { user, input } = setup();
    await user.click(input);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent("Côte d'Ivoire");
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Korea, Republic of');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Taiwan');
    await user.keyboard('{Home}');
    expect(active()).toHaveTextContent("Côte d'Ivoire");
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('Taiwan');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Korea, Republic of');
    expect(active()).toHaveAttribute('aria-selected', 'false');
  });

  it('opens with ArrowDown on the current choice, and Escape closes without changing it', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ defaultValue: 'TW', onValueChange });
    expect(input).toHaveValue('Taiwan');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Taiwan +886', selected: true })).toHaveAttribute(
      'id',
      input.getAttribute('aria-activedescendant'),
    );
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Taiwan');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('searches for what is typed after the current pick, not the pick’s name with it', async () => {
    const { user, input } = setup({ defaultValue: 'TW' });
    await user.tab();
    // The caret after the shown pick, nothing selected: typing appends to "Taiwan".
    const field = input as HTMLInputElement;
    field.setSelectionRange(field.value.length, field.value.length);
    await user.keyboard('Japan');
    expect(input).toHaveValue('Japan');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Japan');
  });

  it('picks an option with a click', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Japan +81' }));
    expect(input).toHaveValue('Japan');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('labels the empty state and placeholder in the reader’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Combobox label="국가" options={countries} />, { locale: 'ko' });
    const input = screen.getByRole('combobox', { name: '국가' });
    expect(input).toHaveAttribute('placeholder', '검색');
    await user.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과가 없습니다');
  });

  it('works inside a dialog: a click picks, and Escape closes the list before the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Dialog defaultOpen>
        <DialogContent title="Identity verification">
          <Combobox label="Country" options={countries} />
        </DialogContent>
      </Dialog>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.click(input);
    expect(screen.queryByRole('dialog', { name: 'Country' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Taiwan' }));
    expect(input).toHaveValue('Taiwan');
    expect(screen.getByRole('dialog', { name: 'Identity verification' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Identity verification' })).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it is loading while the options are still coming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Combobox label="Contract" options={[]} loading />);
    await user.click(screen.getByRole('combobox', { name: 'Contract' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a field error that describes the input and marks it invalid', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(
      <Combobox
        label="Country"
        options={countries}
        error="UIData.Validation.required"
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('filterOptions', () => {
  it('keeps every option for an empty or blank query', () => {
    expect(filterOptions(countries, '  ')).toHaveLength(countries.length);
  });

  it('lists an exact match, then those that start with the search, then those that contain it', () => {
    const coins: ComboboxOption[] = [
      { value: 'WBTC', label: 'WBTC' },
      { value: 'BTCDOM', label: 'BTCDOM' },
      { value: 'BTC', label: 'BTC', keywords: ['Bitcoin'] },
    ];
    expect(filterOptions(coins, 'btc').map((coin) => coin.value)).toEqual([
      'BTC',
      'BTCDOM',
      'WBTC',
    ]);
    // A keyword counts as much as the label.
    expect(filterOptions(coins, 'bitcoin').map((coin) => coin.value)).toEqual(['BTC']);
  });

  it('lists demoted options after the others that match as well, and keeps the given order', () => {
    const korea: ComboboxOption[] = [
      { value: 'KP', label: 'North Korea', demoted: true },
      { value: 'KR', label: 'South Korea' },
      { value: 'KO', label: 'Korea Strait' },
    ];
    expect(filterOptions(korea, 'korea').map((option) => option.value)).toEqual(['KO', 'KR', 'KP']);
  });
});
