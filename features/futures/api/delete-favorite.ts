import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST future/deleteFavorite { contractId } (futures API). Errors are shown, success is silent. */
export async function deleteFavorite(contractId: number): Promise<void> {
  await http.fetch({
    base: 'futures',
    path: 'future/deleteFavorite',
    method: 'POST',
    json: { contractId },
    messages: 'errors-only',
  });
}

export const deleteFavoriteMutationOptions = () =>
  mutationOptions({ mutationKey: ['futures', 'favorites', 'delete'], mutationFn: deleteFavorite });

export function useDeleteFavorite() {
  return useMutation(deleteFavoriteMutationOptions());
}
