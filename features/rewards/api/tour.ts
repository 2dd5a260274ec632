import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireTourUpdateInput } from '@/lib/contract/wire/rewards';
import { wireTourUpdateInputSchema } from '@/lib/contract/wire/rewards-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { tourStateSchema, type TourState } from './schemas';

/** GET user/tour: whether the guided tour should show, and where the user left it. */
export function getTourState(signal?: AbortSignal): Promise<TourState> {
  return http.fetch({ base: 'v2', path: 'user/tour', signal }, tourStateSchema);
}

export const getTourStateQueryOptions = () =>
  queryOptions({
    queryKey: ['tour', 'state'],
    queryFn: ({ signal }) => getTourState(signal),
    staleTime: Infinity,
    meta: USER_QUERY_META,
  });

/** POST user/tour/update: remembered per user on the server. */
export function updateTour(input: WireTourUpdateInput): Promise<TourState> {
  return http.fetch(
    {
      base: 'v2',
      path: 'user/tour/update',
      method: 'POST',
      json: wireTourUpdateInputSchema.parse(input),
      messages: 'none',
    },
    tourStateSchema,
  );
}

export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tour', 'update'],
    mutationFn: updateTour,
    onSuccess: (state) => queryClient.setQueryData(getTourStateQueryOptions().queryKey, state),
  });
}
