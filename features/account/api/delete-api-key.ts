import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { wireApiKeyDeletedSchema } from '@/lib/contract/wire/security-schemas';
import { getApiKeysQueryOptions } from './get-api-keys';
import { postV2 } from './post-v2';

export const deleteApiKeyInputSchema = z.object({ id: z.number().int().positive() });
export type DeleteApiKeyInput = z.infer<typeof deleteApiKeyInputSchema>;
const deletedSchema = wireApiKeyDeletedSchema;

/** POST user/apiKey/delete: the key stops working at once. Refusals toast. */
export function deleteApiKey(input: DeleteApiKeyInput): Promise<z.infer<typeof deletedSchema>> {
  return postV2(
    'user/apiKey/delete',
    { schema: deleteApiKeyInputSchema, value: input },
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
