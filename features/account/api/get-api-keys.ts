import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

/** `withdraw` does not exist: the server refuses it and keeps it out of the table. */
export const API_KEY_PERMISSIONS = ['read', 'trade'] as const;
export const apiKeyPermissionSchema = z.enum(API_KEY_PERMISSIONS);
export type ApiKeyPermission = z.infer<typeof apiKeyPermissionSchema>;

export const apiKeySchema = z.object({
  id: z.number(),
  label: z.string(),
  apiKey: z.string(),
  permissions: z.array(apiKeyPermissionSchema),
  /** Empty: any address. */
  ipAllowList: z.array(z.string()),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
const apiKeyListSchema = z.object({ list: z.array(apiKeySchema) });

/** GET user/apiKey/list: the live keys, newest first, never a secret. */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return http
    .fetch({ base: 'v2', path: 'user/apiKey/list', signal }, apiKeyListSchema)
    .then((answer) => answer.list);
}

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'api-keys'],
    queryFn: ({ signal }) => getApiKeys(signal),
    meta: USER_QUERY_META,
  });

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
