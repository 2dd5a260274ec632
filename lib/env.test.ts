import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from './env-schema';

const blank = {
  futuresApiBase: undefined,
  v2ApiBase: undefined,
  marketApiBase: undefined,
  socketUrl: undefined,
  socketPath: undefined,
  appVersion: undefined,
};

describe('public environment', () => {
  it('defaults to the bundled backend on the same origin', () => {
    expect(parsePublicEnv(blank)).toEqual({
      futuresApiBase: '/api/futures/',
      v2ApiBase: '/api/v2/',
      marketApiBase: '/api/market/',
      socketUrl: '',
      socketPath: '/socket.io',
      appVersion: '0.1.0',
    });
  });

  it('accepts absolute bases and adds the trailing slash', () => {
    const env = parsePublicEnv({
      ...blank,
      futuresApiBase: 'https://api.example.com/futures',
      socketUrl: 'wss://ws.example.com',
    });
    expect(env.futuresApiBase).toBe('https://api.example.com/futures/');
    expect(env.socketUrl).toBe('wss://ws.example.com');
  });

  it('rejects malformed values, naming them', () => {
    expect(() => parsePublicEnv({ ...blank, v2ApiBase: 'api/v2' })).toThrow(/v2ApiBase/);
    expect(() => parsePublicEnv({ ...blank, socketPath: 'socket.io' })).toThrow(/socketPath/);
    expect(() => parsePublicEnv({ ...blank, socketUrl: 'ftp://x' })).toThrow(/socketUrl/);
  });

  it('says in words what is wrong with a value', () => {
    expect(() => parsePublicEnv({ ...blank, socketPath: 'socket.io' })).toThrow(
      'Invalid public environment: socketPath: Invalid string: must start with "/"',
    );
    expect(() => parsePublicEnv({ ...blank, socketUrl: 'ftp://x' })).toThrow(
      'socketUrl: must be empty (same origin) or an http(s)/ws(s) URL',
    );
  });
});
