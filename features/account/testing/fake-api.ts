// A fake of the http client at its module boundary (`http.fetch`): each path answers from a
// handler, and the endpoint's own response schema checks the answer as the real client would.
import { vi } from 'vitest';
import type { ZodType } from 'zod';
import { forgetStepUp } from '@/features/security-verification';
import type { UserInfo } from '@/features/session';
import { ApiError, http, type RequestOptions, type SchemaSource } from '@/lib/http';
import { stepUpGrant } from '@/lib/test-utils/step-up';

/** Gets the JSON body of a POST, or the query of a GET. */
type Handler = (input: unknown) => unknown;

export interface FakeApi {
  /** Handlers by request path; replace one to change what the server answers next. */
  routes: Record<string, Handler>;
  /** The bodies (POST) or queries (GET) sent to a path, in order. */
  inputsOf(path: string): unknown[];
  /** Every path called, in order. */
  paths(): string[];
}

export function fakeApi(routes: Record<string, Handler> = {}): FakeApi {
  // A step-up granted in the previous test is not this one's.
  forgetStepUp();
  const calls: { path: string; input: unknown }[] = [];
  const fake: FakeApi = {
    routes: {
      // The step-up every security change asks for, granted for 5 minutes, and its codes.
      'user/security/stepUp': () => stepUpGrant(),
      'user/common/gateway/send/email': () => ({ retryAfterSeconds: 60 }),
      'user/common/gateway/send/sms': () => ({ retryAfterSeconds: 60 }),
      ...routes,
    },
    inputsOf: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
    paths: () => calls.map((call) => call.path),
  };
  const answer = async (options: RequestOptions, source?: SchemaSource<unknown>) => {
    const input = options.json ?? options.query;
    calls.push({ path: options.path, input });
    const handler = fake.routes[options.path];
    if (!handler) throw new Error(`the fake server has no ${options.path}`);
    const data = await handler(input);
    const schema = (typeof source === 'function' ? await source() : source) as
      ZodType<unknown> | undefined;
    return schema ? schema.parse(data) : data;
  };
  vi.spyOn(http, 'fetch').mockImplementation(answer as typeof http.fetch);
  return fake;
}

/** A refusal with a business code, as the client throws it. */
export function refusal(code: number, message = 'refused', data?: unknown): ApiError {
  return new ApiError('business', { code, message, success: false, data });
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 10042,
    userName: null,
    email: 'trader@example.com',
    phone: null,
    simpleStatus: 0,
    superStatus: 0,
    googleBound: false,
    residenceCountry: null,
    kycLevel1: 'none',
    kycLevel2: 'none',
    withdrawBlockedUntil: null,
    antiPhishingCode: null,
    ...overrides,
  };
}
