// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example({ variant }: { variant?: 'underline' | 'pill' }) {
  return (
    <Tabs defaultValue="limit">
      <TabsList variant={variant} aria-label="Order type">
        <TabsTrigger value="limit">Limit</TabsTrigger>
        <TabsTrigger value="market">Market</TabsTrigger>
        <TabsTrigger value="stop">Stop</TabsTrigger>
      </TabsList>
      <TabsContent value="limit">Limit order form</TabsContent>
      <TabsContent value="market">Market order form</TabsContent>
      <TabsContent value="stop">Stop order form</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the visible panel', () => {
    renderWithProviders(<Example />);
    expect(screen.getByRole('tablist', { name: 'Order type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Limit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Limit' })).toHaveTextContent('Limit order form');
  });

  it.each(['underline', 'pill'] as const)(
    'moves with ArrowRight and ArrowLeft, wrapping around (%s)',
    async (variant) => {
      const user = userEvent.setup();
      renderWithProviders(<Example variant={variant} />);
      await user.tab();
      expect(screen.getByRole('tab', { name: 'Limit' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Market' })).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Market order form');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Stop' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Stop' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('keeps only the selected tab in the Tab order, then moves on to the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
