import type { LatestNotices } from '@/features/market';

/** Two notices as the server lists them: a pinned listing and a maintenance one. */
export const sampleNotices: LatestNotices = [
  {
    id: 108,
    category: 'listing',
    title: 'PEPE/USDT perpetual contract is now live',
    summary: 'Trading opens with up to 20x leverage.',
    linkUrl: '/futures/PEPEUSDT',
    publishedAt: Date.UTC(2026, 10, 18, 8),
    pinned: true,
  },
  {
    id: 106,
    category: 'maintenance',
    title: 'Scheduled system maintenance completed',
    summary: 'Deposits, withdrawals and trading have resumed.',
    linkUrl: null,
    publishedAt: Date.UTC(2026, 10, 5, 2),
    pinned: false,
  },
];
