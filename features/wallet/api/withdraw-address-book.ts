import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireAddressDeleted } from '@/lib/contract/wire/wallet';
import {
  wireAddressAddInputSchema,
  wireAddressDeletedSchema,
  wireRowIdInputSchema,
} from '@/lib/contract/wire/wallet-schemas';
import { http } from '@/lib/http';
import { securityChangeCall } from '@/lib/http/security-change-call';
import { USER_QUERY_META } from '@/lib/query-client';
import { savedAddressSchema, type SavedAddress } from './schemas';

/** GET asset/withdraw/address/list: the user's saved withdrawal addresses. */
export function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return http.fetch({ base: 'v2', path: 'asset/withdraw/address/list', signal }, () =>
    import('./schemas').then((m) => m.savedAddressListSchema),
  );
}

export const getSavedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'withdraw', 'addresses'],
    queryFn: ({ signal }) => getSavedAddresses(signal),
    meta: USER_QUERY_META,
  });

/**
 * POST asset/withdraw/address/add: a new withdrawal address is a security change, so the step-up
 * comes first. No toast: the dialog says a refusal, and a refused step-up token is asked for again
 * rather than shown.
 */
export const saveAddress = securityChangeCall(
  'asset/withdraw/address/add',
  wireAddressAddInputSchema,
  savedAddressSchema,
);

/** POST asset/withdraw/address/delete. */
export function deleteAddress(id: number): Promise<WireAddressDeleted> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/address/delete',
      method: 'POST',
      json: wireRowIdInputSchema.parse({ id }),
      messages: 'errors-only',
    },
    wireAddressDeletedSchema,
  );
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'withdraw', 'addresses', 'add'],
    mutationFn: saveAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSavedAddressesQueryOptions().queryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'withdraw', 'addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSavedAddressesQueryOptions().queryKey }),
  });
}
