import type * as z from 'zod/mini';
import type {
  wirePreferencesSchema,
  wirePreferencesUpdateInputSchema,
} from './preferences-schemas';

/**
 * A user's trading-screen preferences, saved with `configs/preferences` and read back in
 * `configs/private` (its schemas: ./preferences-schemas.ts, which load with the chart's).
 */

/** Which colour means up: green (most of the world) or red (Korea, Japan, Greater China). */
export const COLOR_CONVENTIONS = ['greenUp', 'redUp'] as const;
export type ColorConvention = (typeof COLOR_CONVENTIONS)[number];

/** "Do not show again" flags: their names and how many one user keeps. */
export const DISMISSED_NOTICE_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;
export const MAX_DISMISSED_NOTICES = 50;

/** The saved preferences, every field checked (the chart's indicators and drawings included). */
export type WirePreferences = z.output<typeof wirePreferencesSchema>;
/** `configs/preferences` takes any subset; the rest keeps its saved value. */
export type WirePreferencesUpdateInput = z.input<typeof wirePreferencesUpdateInputSchema>;
