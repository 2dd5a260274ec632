import {
  ConfigError,
  loadConfig,
  NO_API_KEY_ENCRYPTION_KEY_IN_PRODUCTION,
  NO_DELIVERY_IN_PRODUCTION,
} from '../config';

const KEY_HEX = 'a1'.repeat(32);

describe('auth configuration', () => {
  it('keeps development delivery off unless asked for, in every mode', () => {
    expect(loadConfig({}).auth.devDelivery).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).auth.devDelivery).toBe(false);
    expect(loadConfig({ DEV_DELIVERY: 'on' }).auth.devDelivery).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_DELIVERY: 'on' }).auth.devDelivery).toBe(true);
  });

  it('refuses to start in production with nowhere to send codes, in one line naming what to set', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toBe(`Invalid server configuration: ${NO_DELIVERY_IN_PRODUCTION}`);
      expect(message).not.toContain('\n');
      for (const name of ['SMTP_URL', 'SMS_WEBHOOK_URL', 'DEV_DELIVERY=on'])
        expect(message).toContain(name);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_DELIVERY: 'off' })).toThrow(ConfigError);
  });

  it('starts in production with real delivery, without the outbox', () => {
    for (const env of [
      { SMTP_URL: 'smtp://mail.example:25' },
      { SMS_WEBHOOK_URL: 'https://sms.example/send' },
    ])
      expect(
        loadConfig({ NODE_ENV: 'production', API_KEY_ENCRYPTION_KEY: KEY_HEX, ...env }).auth
          .devDelivery,
      ).toBe(false);
  });

  it('refuses production without API_KEY_ENCRYPTION_KEY, in one line; a demo may go without', () => {
    try {
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        `Invalid server configuration: ${NO_API_KEY_ENCRYPTION_KEY_IN_PRODUCTION}`,
      );
    }
    // DEV_DELIVERY=on with real delivery configured is still production posture.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example', DEV_DELIVERY: 'on' }),
    ).toThrow(/API_KEY_ENCRYPTION_KEY/);
    expect(
      loadConfig({ NODE_ENV: 'production', DEV_DELIVERY: 'on' }).auth.apiKeyEncryptionKey,
    ).toBeUndefined();
    expect(loadConfig({}).auth.apiKeyEncryptionKey).toBeUndefined();
  });

  it('takes the API-key encryption key as 64 hex characters or base64 of 32 bytes', () => {
    const bytes = Buffer.from(KEY_HEX, 'hex');
    for (const value of [
      KEY_HEX,
      KEY_HEX.toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
    ])
      expect(loadConfig({ API_KEY_ENCRYPTION_KEY: value }).auth.apiKeyEncryptionKey).toBe(KEY_HEX);
    for (const value of [
      'short',
      'a1'.repeat(31),
      'zz'.repeat(32),
      Buffer.alloc(31).toString('base64'),
    ]) {
      try {
        loadConfig({ API_KEY_ENCRYPTION_KEY: value });
        expect.unreachable(value);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toContain('API_KEY_ENCRYPTION_KEY');
        // The value itself never reaches the message (it may be a real key, mistyped).
        expect((error as Error).message).not.toContain(value);
      }
    }
  });

  it('turns development delivery off whenever real SMTP or SMS delivery is configured', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:25', DEV_DELIVERY: 'on' }).auth.devDelivery,
    ).toBe(false);
    expect(
      loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example/send', DEV_DELIVERY: 'on' }).auth
        .devDelivery,
    ).toBe(false);
  });

  it('approves KYC at once outside production, and in production only when turned on', () => {
    expect(loadConfig({}).auth).toMatchObject({
      kycAutoApprove: true,
      sessionTtlMs: 7 * 24 * 3_600_000,
      limitScale: 1,
    });
    const production = { NODE_ENV: 'production', DEV_DELIVERY: 'on' };
    expect(loadConfig(production).auth.kycAutoApprove).toBe(false);
    expect(loadConfig({ ...production, KYC_AUTO_APPROVE: 'on' }).auth.kycAutoApprove).toBe(true);
  });

  it('names a bad auth variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
    expect(() => loadConfig({ DEV_DELIVERY: 'yes' })).toThrow(/DEV_DELIVERY/);
  });
});
