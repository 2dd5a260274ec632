// A fake of the http client at its module boundary (`http.fetch`): each path answers from a
// handler, and the endpoint's own response schema checks the answer as the real client would.
import { vi } from 'vitest';
import type { ZodType } from 'zod';
import { forgetStepUp } from '@/features/security-verification';
import type { UserInfo } from '@/features/session';
import { ApiError, http, type RequestOptions, type SchemaSource } from '@/lib/http';
import { stepUpGrant } from '@/lib/test-utils/step-up';
import { wireCountry } from '@/lib/test-utils/wire-content';
import { wireUserInfo } from '@/lib/test-utils/wire-user';

type Handler = (body: unknown) => unknown;

export interface FakeV2 {
  /** Handlers by request path; replace one to change what the server answers next. */
  routes: Record<string, Handler>;
  /** The JSON bodies sent to a path, in order. */
  bodiesOf(path: string): unknown[];
  /** Every path called, in order. */
  paths(): string[];
}

export function fakeV2(routes: Record<string, Handler> = {}): FakeV2 {
  // A step-up granted in the previous test is not this one's.
  forgetStepUp();
  const calls: { path: string; body: unknown }[] = [];
  const fake: FakeV2 = {
    routes: {
      'public/country/list': () => COUNTRIES,
      // The step-up every security change asks for, granted for 5 minutes.
      'user/security/stepUp': () => stepUpGrant(),
      'user/common/gateway/send/email': () => ({ retryAfterSeconds: 60 }),
      'user/common/gateway/send/sms': () => ({ retryAfterSeconds: 60 }),
      // Not opened yet, unless a test says otherwise.
      'user/futures/status': () => ({ opened: false, openedAt: null }),
      ...routes,
    },
    bodiesOf: (path) => calls.filter((call) => call.path === path).map((call) => call.body),
    paths: () => calls.map((call) => call.path),
  };
  const answer = async (options: RequestOptions, source?: SchemaSource<unknown>) => {
    calls.push({ path: options.path, body: options.json });
    const handler = fake.routes[options.path];
    if (!handler) throw new Error(`the fake server has no ${options.path}`);
    const data = await handler(options.json);
    // A schema, or (an endpoint that keeps zod out of the first load) a loader of one.
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

export const COUNTRIES = [
  wireCountry({
    code: 'KR',
    iso3: 'KOR',
    dialCode: '+82',
    name: 'South Korea',
    names: { ko: '대한민국', ja: '韓国', 'zh-hant': '南韓' },
  }),
  wireCountry({ code: 'GB', iso3: 'GBR', dialCode: '+44', name: 'United Kingdom' }),
  wireCountry({ code: 'US', iso3: 'USA', dialCode: '+1', name: 'United States', restricted: true }),
];

/** user/base/info as the server answers it (lib/test-utils/wire-user). */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return wireUserInfo(overrides);
}
