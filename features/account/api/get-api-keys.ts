import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import {
  API_KEY_PERMISSIONS,
  type ApiKeyPermission,
  type WireApiKey,
} from '@/lib/contract/wire/security';
import { wireApiKeyListSchema, wireApiKeySchema } from '@/lib/contract/wire/security-schemas';

/** `withdraw` does not exist: the server refuses it and keeps it out of the table. */
export { API_KEY_PERMISSIONS, type ApiKeyPermission };

/** The contract's key (lib/contract/wire/security-schemas): never its secret. */
export const apiKeySchema = wireApiKeySchema;
export type ApiKey = WireApiKey;

/** GET user/apiKey/list: the live keys, newest first, never a secret. */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return http
    .fetch({ base: 'v2', path: 'user/apiKey/list', signal }, wireApiKeyListSchema)
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
