import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left, rounded down', () => {
    expect(formatCountdown(10_000_000, 10_000_000 - (3 * 3600 + 7 * 60 + 9) * 1000 - 400)).toBe(
      '03:07:09',
    );
  });

  it('stops at zero once the time has passed', () => {
    expect(formatCountdown(1_000, 5_000)).toBe('00:00:00');
  });

  it('counts whole seconds left, dropping the part of a second', () => {
    expect(formatCountdown(10_000, 1)).toBe('00:00:09');
    expect(formatCountdown(10_000, 999)).toBe('00:00:09');
  });

  it('lets the hours pass a day', () => {
    expect(formatCountdown(30 * 3600 * 1000, 0)).toBe('30:00:00');
  });
});
