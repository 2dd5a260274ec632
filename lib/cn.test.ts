import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets the later Tailwind class win', () => {
    const hidden = (flag: boolean) => flag && 'hidden';
    expect(cn('px-4 text-sm', hidden(false), undefined, 'px-2')).toBe('text-sm px-2');
  });

  it('keeps classes of different groups side by side', () => {
    expect(cn('bg-up', { 'text-fg': true, 'text-down': false })).toBe('bg-up text-fg');
  });
});
