import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets the later Tailwind class win', () => {
    expect(cn('px-4 text-sm', false && 'hidden', undefined, 'px-2')).toBe('text-sm px-2');
  });

  it('keeps classes of different groups side by side', () => {
    expect(cn('bg-up', { 'text-fg': true, 'text-down': false })).toBe('bg-up text-fg');
  });
});
