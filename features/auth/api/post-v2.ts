import { http, type MessagePolicy } from '@/lib/http';

/** Request bodies of the user endpoints are not in the spec; callers pass the fields the form has. */
export type V2Body = Record<string, unknown>;

/** POST a JSON body to the v2 API and return the envelope's data (throws the typed ApiError). */
export function postV2(path: string, body: V2Body, messages: MessagePolicy): Promise<unknown> {
  return http.fetch({ base: 'v2', path, method: 'POST', json: body, messages });
}
