// A stand-in for the v2 and futures endpoints in component tests: the global fetch answers by
// path, so the app's own http client, envelopes and schemas run. Answers are the `data` of a
// success envelope, a refusal (`{ code, message }`) or an HTTP status.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/toast';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  json: unknown;
}

export type ApiAnswer =
  { data: unknown } | { code: number; message: string; data?: unknown } | { status: number };

export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined;

export interface FakeApi {
  calls: ApiCall[];
  /** Tried newest first; return undefined to fall through to the next. */
  answer: (handler: ApiHandler) => void;
  posts: (path: string) => unknown[];
}

function envelope(answer: ApiAnswer): Response {
  if ('status' in answer) return new Response('', { status: answer.status });
  const body =
    'code' in answer
      ? { code: answer.code, success: false, message: answer.message, data: answer.data ?? null }
      : { code: 0, success: true, message: 'ok', data: answer.data };
  return new Response(JSON.stringify(body), { status: 200 });
}

/**
 * For each test of the file: a fresh fake API. `session` logs in and out around each test (the
 * feature's own session store: lib may not import features).
 */
export function stubApi(session?: { logIn: () => void; logOut: () => void }): FakeApi {
  const handlers: ApiHandler[] = [];
  const api: FakeApi = {
    calls: [],
    answer: (handler) => handlers.unshift(handler),
    posts: (path) =>
      api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.json),
  };
  beforeEach(() => {
    api.calls.length = 0;
    handlers.length = 0;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname.replace(/^\/api\/(v2|futures|market)\//, ''),
        query: url.searchParams,
        json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      api.calls.push(call);
      for (const handler of handlers) {
        const answer = handler(call);
        if (answer) return envelope(answer);
      }
      throw new Error(`unexpected request ${call.method} ${call.path}`);
    });
    session?.logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      session?.logOut();
      clearToasts();
    });
  });
  return api;
}
