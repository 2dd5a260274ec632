import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireCreatedApiKey } from '@/lib/contract/wire/security';
import {
  wireApiKeyCreateInputSchema,
  wireCreatedApiKeySchema,
} from '@/lib/contract/wire/security-schemas';
import { securityChangeCall } from '@/lib/http/security-change-call';
import { getApiKeysQueryOptions } from './get-api-keys';

/** The new key with its secret: the only answer that ever carries the secret. */
export type CreatedApiKey = WireCreatedApiKey;

/**
 * POST user/apiKey/create, after the step-up (creating a key is a security change). No toast: the
 * form shows a refusal.
 */
export const createApiKey = securityChangeCall(
  'user/apiKey/create',
  wireApiKeyCreateInputSchema,
  wireCreatedApiKeySchema,
);

/**
 * The list is read again (it never holds the secret). The answer stays in this mutation's state
 * only until the screen calls `reset()` as the secret dialog closes: nothing keeps it afterwards.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'api-keys', 'create'],
    mutationFn: createApiKey,
    // Forgotten at once once reset or unmounted: no cache keeps a secret for later.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}
