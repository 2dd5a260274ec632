import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST future/addFavorite { contractId } (futures API). Errors are shown, success is silent. */
export async function addFavorite(contractId: number): Promise<void> {
  await http.fetch({
    base: 'futures',
    path: 'future/addFavorite',
    method: 'POST',
    json: { contractId },
    messages: 'errors-only',
  });
}

export const addFavoriteMutationOptions = () =>
  mutationOptions({ mutationKey: ['futures', 'favorites', 'add'], mutationFn: addFavorite });

export function useAddFavorite() {
  return useMutation(addFavoriteMutationOptions());
}
