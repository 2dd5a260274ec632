// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import { messages, renderWithProviders } from '@/lib/test-utils/render';
import { HeroSignUp } from './hero-sign-up';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const h = messages.HomeContent.heroSignUp;
const box = () => screen.getByRole('textbox', { name: h.label });

beforeEach(() => push.mockClear());

describe('hero sign-up', () => {
  it('opens the sign-up page with an e-mail address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSignUp />);
    await user.type(box(), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: h.submit }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/sign-up?email=trader%40example.com'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the sign-up page on the mobile tab with a number, from the Enter key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSignUp />);
    await user.type(box(), '010-1234-5678{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/sign-up?mobile=1012345678'));
  });

  it('says plainly when the value is neither, and stays on the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSignUp />);
    await user.type(box(), 'satoshi');
    await user.click(screen.getByRole('button', { name: h.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(h.errorInvalid);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(h.errorInvalid);
    expect(push).not.toHaveBeenCalled();
    // Typing again clears the complaint.
    await user.type(box(), '@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a value when the box is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSignUp />);
    await user.click(screen.getByRole('button', { name: h.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(h.errorEmpty);
    expect(push).not.toHaveBeenCalled();
  });
});
