import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { createAuthModule } from './index';

const SECRET = 'a-slider-secret-of-enough-length';
const log = createLogger('silent');
// The refusal comes before anything touches the database.
const noDatabase = {} as Database;

describe('SLIDER_TEST_SECRET', () => {
  it.each([
    ['real e-mail delivery', { SMTP_URL: 'smtp://mail.example:25', DEV_DELIVERY: 'on' }],
    ['real SMS delivery', { SMS_WEBHOOK_URL: 'https://sms.example/send' }],
    ['no development outbox', { DEV_DELIVERY: 'off' }],
  ])('stops the server with %s', (_, env) => {
    const config = loadConfig({ ...env, SLIDER_TEST_SECRET: SECRET });
    expect(() => createAuthModule(config, noDatabase, log, Date.now)).toThrow(
      'SLIDER_TEST_SECRET is for tests only',
    );
  });

  it('is refused when too short to be a secret', () => {
    expect(() => loadConfig({ DEV_DELIVERY: 'on', SLIDER_TEST_SECRET: 'short' })).toThrow(
      'SLIDER_TEST_SECRET',
    );
  });
});
