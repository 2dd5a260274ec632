// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestGuidedTour } from '@/lib/guided-tour';
import { stubApi } from '@/lib/test-utils/fake-api';
import { renderWithProviders } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import { placeCard } from '../../model/tour-steps';
import { testSession } from '../../testing';
import { GuidedTour } from './guided-tour';
import { TourHost } from './tour-host';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const t = en.Tour;
const api = stubApi(testSession);

function tourProps() {
  return {
    initialStep: 0,
    onStep: vi.fn(),
    onSkip: vi.fn(),
    onComplete: vi.fn(),
    onSwitchToBonus: vi.fn(),
  };
}

describe('GuidedTour', () => {
  it('walks the five steps of the spec with next, then offers complete and the bonus account', async () => {
    const user = userEvent.setup();
    const props = tourProps();
    renderWithProviders(<GuidedTour {...props} />);
    const titles = ['choose', 'bonusFund', 'leverage', 'kyc', 'trialFunds'] as const;
    for (const [index, key] of titles.entries()) {
      const dialog = await screen.findByRole('dialog', { name: t.steps[key].title });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveTextContent(`Step ${index + 1} of 5`);
      if (index < 4) await user.click(screen.getByRole('button', { name: t.next }));
    }
    expect(props.onStep.mock.calls.map(([step]) => step)).toEqual([0, 1, 2, 3, 4]);
    await user.click(screen.getByRole('button', { name: t.switchToBonus }));
    expect(props.onSwitchToBonus).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: t.complete }));
    expect(props.onComplete).toHaveBeenCalledOnce();
  });

  it('highlights the real control a step is about', async () => {
    const target = document.createElement('button');
    target.dataset.testid = 'contract-selector';
    target.getBoundingClientRect = () =>
      ({ top: 10, left: 20, width: 120, height: 30, bottom: 40, right: 140 }) as DOMRect;
    document.body.append(target);
    renderWithProviders(<GuidedTour {...tourProps()} />);
    const highlight = await screen.findByTestId('tour-highlight');
    expect(highlight.style.top).toBe('4px');
    expect(highlight.style.width).toBe('132px');
    target.remove();
  });

  it('keeps focus in the card and skips on Escape', async () => {
    const user = userEvent.setup();
    const props = tourProps();
    renderWithProviders(<GuidedTour {...props} initialStep={2} />);
    const next = await screen.findByRole('button', { name: t.next });
    await waitFor(() => expect(next).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: t.skip })).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(props.onSkip).toHaveBeenCalledWith(2);
  });

  it('places the card under its control, above it near the bottom, else in the middle', () => {
    const viewport = { width: 1000, height: 800 };
    const card = { width: 300, height: 200 };
    expect(
      placeCard({ top: 100, bottom: 130, left: 400, width: 100 }, viewport, card),
    ).toMatchObject({
      placement: 'below',
      top: 142,
      left: 300,
    });
    expect(
      placeCard({ top: 700, bottom: 730, left: 900, width: 80 }, viewport, card),
    ).toMatchObject({
      placement: 'above',
      left: 688,
    });
    expect(placeCard(null, { width: 375, height: 700 }, { width: 351, height: 200 })).toMatchObject(
      {
        placement: 'center',
        left: 12,
      },
    );
  });
});

describe('TourHost', () => {
  function serveTour(status: string, show: boolean) {
    api.answer((call) => {
      if (call.path === 'user/tour') {
        return { data: { status, step: 0, steps: 5, show, updatedAt: null } };
      }
      if (call.path === 'user/tour/update') {
        const body = call.json as { status: string; step?: number };
        return {
          data: {
            status: body.status,
            step: body.step ?? 0,
            steps: 5,
            show: body.status === 'new' || body.status === 'seen',
            updatedAt: 1,
          },
        };
      }
      return undefined;
    });
  }

  it('shows the tour to a user who has not seen it and remembers the end on the server', async () => {
    const user = userEvent.setup();
    serveTour('new', true);
    renderWithProviders(<TourHost onSwitchToBonus={vi.fn()} />);
    await screen.findByRole('dialog', { name: t.steps.choose.title });
    await user.click(screen.getByRole('button', { name: t.skip }));
    await waitFor(() =>
      expect(api.posts('user/tour/update')).toContainEqual({ status: 'skipped', step: 0 }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show it again once completed, until the preferences ask for it', async () => {
    serveTour('completed', false);
    renderWithProviders(<TourHost onSwitchToBonus={vi.fn()} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === 'user/tour')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requestGuidedTour());
    expect(await screen.findByRole('dialog', { name: t.steps.choose.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.posts('user/tour/update')).toContainEqual({ status: 'new', step: 0 }),
    );
  });
});
