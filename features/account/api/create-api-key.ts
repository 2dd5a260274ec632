import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import type { WireCreatedApiKey } from '@/lib/contract/wire/security';
import {
  wireApiKeyCreateInputSchema,
  wireCreatedApiKeySchema,
} from '@/lib/contract/wire/security-schemas';
import { getApiKeysQueryOptions } from './get-api-keys';
import { postV2 } from '@/lib/http/post-v2';

/** The contract's body with the session's step-up (creating a key is a security change). */
export const createApiKeyInputSchema = wireWithStepUp(wireApiKeyCreateInputSchema);
export type CreateApiKeyInput = z.output<typeof createApiKeyInputSchema>;

/** The new key with its secret: the only answer that ever carries the secret. */
const createdApiKeySchema = wireCreatedApiKeySchema;
export type CreatedApiKey = WireCreatedApiKey;

/** POST user/apiKey/create (after the step-up). No toast: the form shows a refusal. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return postV2(
    'user/apiKey/create',
    { schema: createApiKeyInputSchema, value: input },
    createdApiKeySchema,
    'none',
  );
}

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
