import { ConfigError, loadConfig, NO_DELIVERY_IN_PRODUCTION } from '../config';

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
      expect(loadConfig({ NODE_ENV: 'production', ...env }).auth.devDelivery).toBe(false);
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
