import type { Formats } from 'next-intl';

/** The named formats every page formats with, on the server and in nested client providers. */
export const INTL_FORMATS = {
  dateTime: {
    short: {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    },
  },
} satisfies Formats;

/** Every page's clock is UTC, whatever the server's zone (the same text on both sides). */
export const INTL_TIME_ZONE = 'UTC';
