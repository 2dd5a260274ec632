import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireSavedPreferences } from '@/lib/contract/wire/trading';
import type { WirePreferencesUpdateInput } from '@/lib/contract/wire/preferences';
import { wireSavedPreferencesSchema } from '@/lib/contract/wire/trading-schemas';
import { http } from '@/lib/http';
import { preferencesSaved } from './get-private-configs';

export type Preferences = WireSavedPreferences;
/**
 * Any subset of the preferences (lib/contract/wire/preferences-schemas: the server checks the body
 * with it; its chart rules load with the chart, not with this screen).
 */
export type SavePreferencesInput = WirePreferencesUpdateInput;

/** POST configs/preferences: answers the whole saved preferences. */
export function savePreferences(input: SavePreferencesInput): Promise<Preferences> {
  return http.fetch(
    {
      base: 'futures',
      path: 'configs/preferences',
      method: 'POST',
      json: input,
      messages: 'errors-only',
    },
    wireSavedPreferencesSchema,
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
