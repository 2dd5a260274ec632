import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { preferencesSaved } from './get-private-configs';
import { privateConfigsSchema } from './schemas';

export const preferencesSchema = privateConfigsSchema.shape.preferences;
export type Preferences = z.infer<typeof preferencesSchema>;

/** Any subset of the preferences; the server refuses unknown keys. */
export const savePreferencesInputSchema = z.strictObject(z.partial(preferencesSchema).shape);
export type SavePreferencesInput = z.infer<typeof savePreferencesInputSchema>;

/** POST configs/preferences: answers the whole saved preferences. */
export function savePreferences(input: SavePreferencesInput): Promise<Preferences> {
  return http.fetch(
    {
      base: 'futures',
      path: 'configs/preferences',
      method: 'POST',
      json: savePreferencesInputSchema.parse(input),
      messages: 'errors-only',
    },
    preferencesSchema,
  );
}

/**
 * Saves preferences; the cached configs/private takes the saved answer at once (so a colour
 * convention or an order confirmation switch applies without waiting for a refetch).
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'preferences'],
    mutationFn: savePreferences,
    onSuccess: (preferences) => preferencesSaved(queryClient, preferences),
  });
}
