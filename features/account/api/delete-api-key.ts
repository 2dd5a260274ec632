import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { WireApiKeyDeleteInput } from '@/lib/contract/wire/security';
import {
  wireApiKeyDeleteInputSchema,
  wireApiKeyDeletedSchema,
} from '@/lib/contract/wire/security-schemas';
import { getApiKeysQueryOptions } from './get-api-keys';
import { postV2 } from '@/lib/http/post-v2';

export type DeleteApiKeyInput = WireApiKeyDeleteInput;
const deletedSchema = wireApiKeyDeletedSchema;

/** POST user/apiKey/delete: the key stops working at once. Refusals toast. */
export function deleteApiKey(input: DeleteApiKeyInput): Promise<z.infer<typeof deletedSchema>> {
  return postV2(
    'user/apiKey/delete',
    { schema: wireApiKeyDeleteInputSchema, value: input },
    deletedSchema,
    'errors-only',
  );
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'api-keys', 'delete'],
    mutationFn: deleteApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}
